import ArgumentParser
import Foundation
import L10nCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `l10nc mcp`: the Model Context Protocol server an agent's client starts.
struct AgentServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol on standard input and output, for agents.",
        usage: "l10nc mcp [<folder>]",
        discussion: """
            An agent's client (Claude Code, Codex, Cursor, VS Code, Zed, …) starts `l10nc mcp` in the \
            project's folder and talks to it over standard input and output (MCP, newline-delimited \
            JSON-RPC). Every l10nc.yml under the folder is a project. The tools: l10n_status (per locale, \
            what is translated, missing, stale and to review), l10n_gaps (the units to translate, in pages), \
            l10n_submit (translations validated as check and import would judge them, written in one \
            transaction where fix would put them, recorded as to review), l10n_accept (what fix --accept \
            does) and l10n_check (check --format json's document). docs/agents.md shows how to set up \
            clients.

            The server is the l10nc-mcp executable beside l10nc, which alone links the Model Context \
            Protocol SDK (so the l10nc the build plugins compile does not); l10nc mcp runs it in its \
            place. Logs go to standard error, never to standard output. Exit status: 0 once the client closes \
            standard input (a call being made ends first), 2 when the server cannot start.
            """)

    @Argument(help: ArgumentHelp("The folder whose l10nc.yml files are the projects.", valueName: "folder"))
    var folder: String = "."

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError("\(folder) is not a folder; start l10nc mcp in the project's folder, or name it")
        }
        let server = try Self.serverExecutable()
        // The server takes this process's place: same standard streams, same process id, so
        // the client's pipes and signals reach it as they would l10nc.
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(server), strdup(folder), nil]
        execv(server, argv)
        throw InputError("cannot start \(server): \(String(cString: strerror(errno)))")
    }

    /// `l10nc-mcp` beside this executable (symbolic links followed).
    private static func serverExecutable() throws -> String {
        let server = (RunningExecutable.folder ?? FileManager.default.currentDirectoryPath) + "/l10nc-mcp"
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw InputError(
                "l10nc mcp runs l10nc-mcp, which is not beside l10nc (\(server)): build it with "
                    + "`swift build -c release --product l10nc-mcp` and keep it next to l10nc")
        }
        return server
    }
}
