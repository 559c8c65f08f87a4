import Foundation
import L10nAgent
import MCP

/// A tool's arguments decoded into its request, with messages an agent can act on: which
/// argument is missing, of the wrong type, or not one the tool takes.
enum ToolArguments {
    static func decode<Request: Decodable>(
        _ type: Request.Type, from arguments: [String: Value]?, tool: ToolDefinition
    ) throws(AgentError) -> Request {
        let arguments = arguments ?? [:]
        let unknown = arguments.keys.filter { !tool.argumentNames.contains($0) }.sorted()
        if !unknown.isEmpty {
            throw .invalidArgument(
                "\(tool.name) takes no argument " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                    + "; its arguments are "
                    + tool.argumentNames.sorted().joined(separator: ", "))
        }
        do {
            let data = try JSONEncoder().encode(Value.object(arguments))
            return try JSONDecoder().decode(Request.self, from: data)
        } catch let error as DecodingError {
            throw .invalidArgument("\(tool.name): " + describe(error))
        } catch {
            throw .invalidArgument("\(tool.name): the arguments cannot be read: \(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func name(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
                .description
        }
        switch error {
        case .keyNotFound(let key, let context):
            let place = name(context.codingPath + [key])
            return "'\(place)' is required"
        case .typeMismatch(let type, let context):
            return "'\(name(context.codingPath))' must be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "'\(name(context.codingPath))' must be \(describe(type)), not null"
        case .dataCorrupted(let context):
            let place = name(context.codingPath)
            return (place.isEmpty ? "" : "'\(place)': ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is [String].Type: "a list of strings"
        default: "of another type (see the tool's input schema)"
        }
    }
}
