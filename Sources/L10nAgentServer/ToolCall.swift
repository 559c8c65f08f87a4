import Foundation
import L10nAgent
import L10nReporting
import MCP

/// One `tools/call`: the arguments decoded into the tool's request, the call made on the
/// workspace, and its result as JSON text and as structured content. A problem with the
/// arguments or the project is an error result with a message an agent can act on, never a
/// protocol error or a closed connection; only an unknown tool is a protocol error (the
/// specification says so).
enum ToolCall {
    /// The SDK's path (`withMethodHandler(CallTool.self)`): the calls the fast path leaves to it.
    static func handle(_ parameters: CallTool.Parameters, tools: AgentTools) async throws -> CallTool.Result {
        guard let tool = ToolCatalog.named(parameters.name) else {
            throw MCPError.invalidParams(
                "no tool '\(parameters.name)'; the tools are "
                    + ToolCatalog.all.map(\.name).joined(separator: ", "))
        }
        return await perform(tool, arguments: .values(parameters.arguments), tools: tools).result
    }

    /// Calls `tool` with its arguments.
    static func perform(_ tool: ToolDefinition, arguments: ToolArguments.Source, tools: AgentTools) async
        -> ToolOutcome
    {
        do throws(AgentError) {
            switch tool.name {
            case ToolCatalog.status.name:
                let request = try ToolArguments.decode(StatusArguments.self, from: arguments, tool: tool)
                return ToolOutcome(try await tools.status(project: request.project))
            case ToolCatalog.gaps.name:
                let request = try ToolArguments.decode(GapsRequest.self, from: arguments, tool: tool)
                return ToolOutcome(try await tools.gaps(request))
            case ToolCatalog.submit.name:
                let request = try ToolArguments.decode(SubmitRequest.self, from: arguments, tool: tool)
                return ToolOutcome(try await tools.submit(request))
            case ToolCatalog.accept.name:
                let request = try ToolArguments.decode(AcceptRequest.self, from: arguments, tool: tool)
                return ToolOutcome(try await tools.accept(request))
            default:
                let request = try ToolArguments.decode(CheckRequest.self, from: arguments, tool: tool)
                return ToolOutcome(try await tools.check(request), pretty: true)
            }
        } catch {
            return ToolOutcome(error: error.description)
        }
    }
}

/// `l10n_status`'s arguments.
struct StatusArguments: Decodable, Sendable {
    var project: String?
}
