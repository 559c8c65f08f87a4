/// A JSON value with the line and column it starts at; an object keeps its members in file
/// order, each with the position of its key, so a problem is reported where it is.
indirect enum JSONNode: Sendable, Hashable {
    case object([Member], line: Int, column: Int)
    case array([JSONNode], line: Int, column: Int)
    case string(String, line: Int, column: Int)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String, line: Int, column: Int)

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONNode
        var line: Int
        var column: Int
    }

    var line: Int {
        switch self {
        case .object(_, let line, _), .array(_, let line, _), .string(_, let line, _),
            .literal(_, let line, _):
            line
        }
    }

    var column: Int {
        switch self {
        case .object(_, _, let column), .array(_, _, let column), .string(_, _, let column),
            .literal(_, _, let column):
            column
        }
    }

    /// The value of member `key` of an object (the first, should a key repeat).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members, _, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [Member] {
        if case .object(let members, _, _) = self { members } else { [] }
    }

    var stringValue: String? {
        if case .string(let text, _, _) = self { text } else { nil }
    }

    /// What the value is, for messages: `an object`, `a string`, …
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .literal(let text, _, _):
            text == "true" || text == "false" ? "a boolean" : text == "null" ? "null" : "a number"
        }
    }
}
