/// A place in a text document: a zero-based line and a zero-based offset in that line, counted
/// in the code units of the negotiated `PositionEncodingKind`.
public struct Position: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// The protocol's `Range`: a span of a text document, `end` exclusive. Named `TextRange` so
/// that Swift's `Range` stays usable beside it.
public struct TextRange: Sendable, Hashable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A span in a document named by its URI.
public struct Location: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public var range: TextRange

    public init(uri: DocumentURI, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}

/// What a `Position.character` counts: negotiated at `initialize` (LSP 3.17). UTF-16 is
/// every client's default; UTF-8 saves the server a conversion where the client offers it.
public struct PositionEncodingKind: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A document's URI as the client sent it (`file:///…`), compared as text.
public typealias DocumentURI = String
