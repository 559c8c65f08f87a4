import Foundation
import L10nAgent
import MCP

/// A tool's arguments decoded into its request, with messages an agent can act on: which
/// argument is missing, of the wrong type, or not one the tool takes.
enum ToolArguments {
    /// Where the arguments are.
    enum Source: Sendable {
        /// The JSON of the arguments object itself.
        case arguments(Data)
        /// A whole `tools/call` message, whose `params.arguments` they are (absent: none).
        case message(Data)

        /// The SDK's decoded arguments, as JSON.
        static func values(_ arguments: [String: Value]?) -> Source {
            .arguments((try? JSONEncoder().encode(Value.object(arguments ?? [:]))) ?? Data("{}".utf8))
        }
    }

    static func decode<Request: Decodable>(_ type: Request.Type, from source: Source, tool: ToolDefinition)
        throws(AgentError) -> Request
    {
        do {
            let names: [String]
            switch source {
            case .arguments(let data):
                names = Array(try JSONDecoder().decode([String: Present].self, from: data).keys)
            case .message(let data):
                names = Array(
                    (try JSONDecoder().decode(InMessage<[String: Present]>.self, from: data).params?.arguments
                        ?? [:])
                        .keys)
            }
            let unknown = names.filter { !tool.argumentNames.contains($0) }.sorted()
            if !unknown.isEmpty {
                throw AgentError.invalidArgument(
                    "\(tool.name) takes no argument " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                        + "; its arguments are " + tool.argumentNames.sorted().joined(separator: ", "))
            }
            switch source {
            case .arguments(let data):
                return try JSONDecoder().decode(Request.self, from: data)
            case .message(let data):
                if let request = try JSONDecoder().decode(InMessage<Request>.self, from: data).params?
                    .arguments
                {
                    return request
                }
                return try JSONDecoder().decode(Request.self, from: Data("{}".utf8))
            }
        } catch let error as AgentError {
            throw error
        } catch let error as DecodingError {
            throw .invalidArgument("\(tool.name): " + describe(error))
        } catch {
            throw .invalidArgument("\(tool.name): the arguments cannot be read: \(error)")
        }
    }

    /// Any JSON value, skipped: what the argument names are read with.
    private struct Present: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// `params.arguments` of a message.
    private struct InMessage<Arguments: Decodable>: Decodable {
        struct Parameters: Decodable {
            var arguments: Arguments?
        }
        var params: Parameters?
    }

    private static func describe(_ error: DecodingError) -> String {
        func name(_ path: [any CodingKey]) -> String {
            // Inside a message, the path starts at `params.arguments`.
            var keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
            if keys.starts(with: [".params", ".arguments"]) { keys.removeFirst(2) }
            return String(keys.joined().drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "'\(name(context.codingPath + [key]))' is required"
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
        case is [Any].Type: "a list"
        default: "of another type (see the tool's input schema)"
        }
    }
}
