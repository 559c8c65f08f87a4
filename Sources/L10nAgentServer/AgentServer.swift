import Foundation
import L10nAgent
import L10nCore
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `l10nc mcp`: the Model Context Protocol over standard input and output, for agents. Every
/// `l10nc.yml` under the folder is a project; the tools (`ToolCatalog`) ask the project engine
/// and write through the one write transaction, as every other l10nc command does.
public enum AgentServer {
    /// Serves until the client closes standard input; returns the process's exit status.
    ///
    /// - Parameter folder: where the projects are looked for (the working directory when the
    ///   client starts the server there).
    public static func serveStandardStreams(folder: String) -> Int32 {
        // A client that goes away mid-call closes the pipe the answer is written to: that is a
        // failed write to ignore, not a signal that ends the process before the call is done.
        signal(SIGPIPE, SIG_IGN)
        let status = ExitStatus()
        let done = DispatchSemaphore(value: 0)
        Task {
            status.set(await serve(folder: folder))
            done.signal()
        }
        done.wait()
        return status.value
    }

    private static func serve(folder: String) async -> Int32 {
        let tools = AgentTools(folder: folder)
        let server = Server(
            name: L10nVersion.toolName, version: L10nVersion.current, title: "l10nc",
            instructions: AgentGuide.instructions,
            capabilities: .init(
                prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.all.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            try await ToolCall.handle(parameters, tools: tools)
        }
        await server.withMethodHandler(ListPrompts.self) { _ in
            ListPrompts.Result(prompts: [AgentGuide.prompt])
        }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            try AgentGuide.get(parameters)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: RuleResources.all)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            try RuleResources.read(parameters)
        }
        do {
            try await server.start(transport: ToolCallTransport(tools: tools))
        } catch {
            FileHandle.standardError.write(Data("l10nc mcp: cannot start: \(error)\n".utf8))
            return 2
        }
        // The projects are read while the client initializes; the first tool call waits for it.
        Task { await tools.load() }
        await server.waitUntilCompleted()
        // Standard input is closed: the call running (a submission being written) ends first,
        // and nothing is started after it.
        await tools.close()
        // The old contents of the last submissions, removed before the process ends.
        BackupRemoval.finish()
        return 0
    }
}
