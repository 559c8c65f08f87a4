import Hummingbird
import L10nRuntime
import Logging

/// Builds the service: the router with every endpoint, and the HTTP application around it.
public enum TaskBoardApplication {
    /// The router serving `board` localized with `table`, in `wireFormat`.
    public static func router(
        table: LocalizationTable, board: BoardContent = .sample, wireFormat: WireFormat = .fosmvvm
    ) throws -> Router<BasicRequestContext> {
        let router = Router()
        try TaskBoardRoutes(table: table, board: board, wireFormat: wireFormat).register(on: router)
        return router
    }

    /// The application listening on `host`:`port` (`0` for a free port); `onServerRunning`
    /// learns the bound address once the socket is open.
    public static func make(
        table: LocalizationTable, board: BoardContent = .sample, wireFormat: WireFormat = .fosmvvm,
        host: String = "127.0.0.1", port: Int = 8080, logger: Logger = Logger(label: "TaskBoardService"),
        onServerRunning: @escaping @Sendable (_ boundPort: Int?) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        Application(
            router: try router(table: table, board: board, wireFormat: wireFormat),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "TaskBoardService"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port) },
            logger: logger
        )
    }
}
