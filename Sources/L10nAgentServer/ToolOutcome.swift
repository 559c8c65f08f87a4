import Foundation
import MCP

/// A tool call's result as JSON: the text content, the structured content (the same value,
/// compact), and whether it is an error. The fast path (`ToolCallTransport`) writes it into
/// the response as it is; the SDK's path makes a `CallTool.Result` of it.
struct ToolOutcome: Sendable {
    var text: String
    var structured: Data?
    var isError: Bool

    /// `value` as both contents: text sorted and compact (`pretty`: as `l10nc check --format
    /// json` prints it), structured compact.
    init(_ value: some Encodable, pretty: Bool = false) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let compact = try? encoder.encode(value) else {
            self.init(error: "the result cannot be encoded")
            return
        }
        var text = String(decoding: compact, as: UTF8.self)
        if pretty {
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            text = ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? text) + "\n"
        }
        self.init(text: text, structured: compact, isError: false)
    }

    private init(text: String, structured: Data?, isError: Bool) {
        self.text = text
        self.structured = structured
        self.isError = isError
    }

    /// An error result: the message, no structured content.
    init(error message: String) {
        self.init(text: message, structured: nil, isError: true)
    }

    /// The result as the SDK's type (its path decodes the structured content into `Value`s).
    var result: CallTool.Result {
        let structured = self.structured.flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
        return CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: structured,
            isError: isError)
    }

    /// The JSON-RPC response to request `id` that carries the result, as one line's bytes.
    func response(to id: ID) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var bytes = Data(#"{"jsonrpc":"2.0","id":"#.utf8)
        bytes += (try? encoder.encode(id)) ?? Data("null".utf8)
        bytes += Data(#","result":{"content":[{"type":"text","text":"#.utf8)
        bytes += (try? encoder.encode(text)) ?? Data(#""""#.utf8)
        bytes += Data("}]".utf8)
        if let structured {
            bytes += Data(#","structuredContent":"#.utf8)
            bytes += structured
        }
        bytes += Data(#","isError":\#(isError)}}"#.utf8)
        return bytes
    }
}
