import Foundation
import Hummingbird
import L10nRuntime
import TaskBoard

/// The service's endpoints.
///
/// - `GET /dashboard`, `GET /tasks/{id}`: view models localized per request by the
///   localizing encoder.
/// - `GET /plain/dashboard`, `GET /plain/tasks/{id}`: the same text, localized once at
///   startup and encoded per request by Foundation's `JSONEncoder`; the load test's baseline.
///
/// Every endpoint takes `?locale=` and `Accept-Language` (see `LocaleNegotiation`). Bodies
/// are in FOSMVVM's wire format unless the routes are made with `wireFormat: .l10nc`, so apps
/// that decode with FOSMVVM's types read them.
public struct TaskBoardRoutes: Sendable {
    public let board: BoardContent
    public let encoder: LocalizingEncoder
    public let negotiation: LocaleNegotiation
    public let plainContent: PlainContent

    /// Localizes the baseline content in every table locale, so a damaged table or a missing
    /// message fails at startup rather than on a request.
    public init(table: LocalizationTable, board: BoardContent, wireFormat: WireFormat = .fosmvvm) throws {
        self.board = board
        self.encoder = LocalizingEncoder(table: table, wireFormat: wireFormat)
        self.negotiation = LocaleNegotiation(table: table)
        // The baseline's plain values have FOSMVVM's shape, the default; they are localized
        // with a FOSMVVM-format encoder whatever format the localized endpoints serve.
        self.plainContent = try PlainContent(
            board: board,
            encoder: LocalizingEncoder(
                table: table, wireFormat: .fosmvvm, formatterCache: encoder.formatterCache))
    }

    /// Adds the endpoints to `router`.
    public func register(on router: Router<BasicRequestContext>) {
        router.get("dashboard") { request, _ in
            let locale = try locale(of: request)
            let body = try encoder.encodeBytes(DashboardViewModel(board: board), locale: locale)
            return LocalizedJSONResponse(body: body, locale: locale)
        }
        router.get("tasks/:id") { request, context in
            let task = try task(of: context)
            let locale = try locale(of: request)
            let body = try encoder.encodeBytes(
                TaskCardViewModel(task: task, timeZone: board.timeZone), locale: locale)
            return LocalizedJSONResponse(body: body, locale: locale)
        }
        router.get("plain/dashboard") { request, _ in
            let locale = try locale(of: request)
            return try plainResponse(plainContent.dashboards[locale], locale: locale)
        }
        router.get("plain/tasks/:id") { request, context in
            let task = try task(of: context)
            let locale = try locale(of: request)
            return try plainResponse(plainContent.taskCards[locale]?[task.id], locale: locale)
        }
    }

    private func locale(of request: Request) throws -> LocaleIdentifier {
        do {
            return try negotiation.locale(
                override: request.uri.queryParameters.get("locale"),
                acceptLanguage: request.headers[values: .acceptLanguage])
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }

    private func task(of context: BasicRequestContext) throws -> BoardTask {
        let id = try context.parameters.require("id", as: Int.self)
        guard let task = board.task(id: id) else {
            throw HTTPError(
                .notFound, message: "no task with id \(id); the board has tasks \(board.tasks.map(\.id))")
        }
        return task
    }

    /// `value` encoded by a `JSONEncoder` of its own, as a service without the runtime would.
    private func plainResponse(_ value: (some Encodable)?, locale: LocaleIdentifier) throws
        -> LocalizedJSONResponse
    {
        // Every table locale was localized at startup, and negotiation only yields table locales.
        guard let value else {
            throw HTTPError(.internalServerError, message: "no plain content for '\(locale)'")
        }
        return LocalizedJSONResponse(body: Array(try JSONEncoder().encode(value)), locale: locale)
    }
}
