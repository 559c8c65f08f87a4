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
    static func handle(_ parameters: CallTool.Parameters, tools: AgentTools) async throws -> CallTool.Result {
        guard let tool = ToolCatalog.named(parameters.name) else {
            throw MCPError.invalidParams(
                "no tool '\(parameters.name)'; the tools are "
                    + ToolCatalog.all.map(\.name).joined(separator: ", "))
        }
        do throws(AgentError) {
            let arguments = parameters.arguments
            switch tool.name {
            case ToolCatalog.status.name:
                let request = try ToolArguments.decode(StatusArguments.self, from: arguments, tool: tool)
                return result(try await tools.status(project: request.project))
            case ToolCatalog.gaps.name:
                let request = try ToolArguments.decode(GapsRequest.self, from: arguments, tool: tool)
                return result(try await tools.gaps(request))
            case ToolCatalog.submit.name:
                let request = try ToolArguments.decode(SubmitRequest.self, from: arguments, tool: tool)
                return result(try await tools.submit(request))
            case ToolCatalog.accept.name:
                let request = try ToolArguments.decode(AcceptRequest.self, from: arguments, tool: tool)
                return result(try await tools.accept(request))
            default:
                let request = try ToolArguments.decode(CheckRequest.self, from: arguments, tool: tool)
                return result(try await tools.check(request), pretty: true)
            }
        } catch {
            return CallTool.Result(
                content: [.text(text: error.description, annotations: nil, _meta: nil)], isError: true)
        }
    }

    /// `value` as JSON text (sorted keys; `pretty` as `l10nc check --format json` writes it) and
    /// as structured content.
    private static func result(_ value: some Codable, pretty: Bool = false) -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            let text = String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
            let structured: Value? = try Value(value)
            return CallTool.Result(
                content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: structured,
                isError: false)
        } catch {
            return CallTool.Result(
                content: [
                    .text(text: "the result cannot be encoded: \(error)", annotations: nil, _meta: nil)
                ],
                isError: true)
        }
    }
}

/// `l10n_status`'s arguments.
struct StatusArguments: Decodable, Sendable {
    var project: String?
}
