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
            // One reading of the JSON gives both the argument names and the request; a name the
            // tool does not take is said before anything wrong with the others.
            let named: Named<Request>
            switch source {
            case .arguments(let data):
                named = try JSONDecoder().decode(Named<Request>.self, from: data)
            case .message(let data):
                named =
                    try JSONDecoder().decode(InMessage<Named<Request>>.self, from: data).params?.arguments
                    ?? JSONDecoder().decode(Named<Request>.self, from: Data("{}".utf8))
            }
            let unknown = named.names.filter { !tool.argumentNames.contains($0) }.sorted()
            if !unknown.isEmpty {
                throw AgentError.invalidArgument(
                    "\(tool.name) takes no argument " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                        + "; its arguments are " + tool.argumentNames.sorted().joined(separator: ", "))
            }
            return try named.request.get()
        } catch let error as AgentError {
            throw error
        } catch let error as DecodingError {
            throw .invalidArgument("\(tool.name): " + describe(error))
        } catch {
            throw .invalidArgument("\(tool.name): the arguments cannot be read: \(error)")
        }
    }

    /// An arguments object: its names, and the request decoded from it (or why not).
    private struct Named<Request: Decodable>: Decodable {
        var names: [String]
        var request: Result<Request, any Error>

        private struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: Name.self).allKeys.map(\.stringValue)
            request = Result { try Request(from: decoder) }
        }
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
