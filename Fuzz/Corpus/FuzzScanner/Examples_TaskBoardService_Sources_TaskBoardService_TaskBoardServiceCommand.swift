import ArgumentParser
import Foundation
import Hummingbird
import L10nRuntime
import Logging
import TaskBoard
import TaskBoardServer

/// `TaskBoardService [--host 127.0.0.1] [--port 8080] [--table file] [--wire-format fosmvvm|l10nc]`:
/// serves the TaskBoard
/// view models localized per request, with the table l10nc's build plugin embedded in the
/// TaskBoard module, or with a table file compiled by `l10nc compile`.
extension WireFormat: @retroactive ExpressibleByArgument {}

@main
struct TaskBoardServiceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "TaskBoardService",
        abstract: "Serve the TaskBoard view models as JSON localized per request.",
        discussion: """
            Without --table the service uses the table embedded at build time. To serve resources
            edited since, compile them and pass the file:
              (cd Examples/TaskBoard && l10nc compile --output /tmp/taskboard.l10ntable)
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one, printed once the server listens.")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "A table compiled by `l10nc compile` from the TaskBoard resources, instead of the embedded one.",
            valueName: "file"))
    var table: String?

    @Option(
        help: ArgumentHelp(
            "The JSON shape of localized numbers, dates and compound strings: fosmvvm (what FOSMVVM clients decode) or l10nc.",
            valueName: "format"))
    var wireFormat: WireFormat = .fosmvvm

    func run() async throws {
        let localizationTable: LocalizationTable
        do {
            localizationTable =
                try table.map { try LocalizationTable(contentsOfFile: $0) } ?? TaskBoardLocalization.open()
        } catch {
            throw ValidationError(
                "cannot open the table \(table.map { "'\($0)'" } ?? "embedded in TaskBoard"): \(error)")
        }
        let host = self.host
        let app = try TaskBoardApplication.make(
            table: localizationTable, wireFormat: wireFormat, host: host, port: port,
            onServerRunning: { boundPort in
                // Scripts wait for this line to learn the port when started with --port 0; written
                // unbuffered, since stdout to a pipe is flushed only when the buffer fills.
                let line =
                    "TaskBoardService listening on http://\(host):\(boundPort.map(String.init) ?? "?")\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            })
        try await app.runService()
    }
}
