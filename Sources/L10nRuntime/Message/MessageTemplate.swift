/// A message parsed once into literal runs and `%{name}` placeholders.
///
/// The syntax is deliberately small: `%{name}` is a placeholder, `%%` is a literal percent
/// sign, and any other `%` is literal text (so `50 %` and `%d` survive untouched). `%{`
/// without a closing brace, an empty name, and a name with characters outside
/// `[A-Za-z0-9_.-]` are errors, reported with the offset where the placeholder starts.
public struct MessageTemplate: Sendable, Hashable {
    /// One piece of a message.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The segments in order; adjacent literals are merged.
    public let segments: [Segment]

    /// Placeholder names in first-use order, each once.
    public var placeholderNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for case .placeholder(let name) in segments where seen.insert(name).inserted {
            names.append(name)
        }
        return names
    }

    /// `true` when the message has no placeholder.
    public var isConstant: Bool {
        !segments.contains { if case .placeholder = $0 { true } else { false } }
    }

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// Parses `text`, throwing the first syntax error.
    public init(parsing text: String) throws(MessageTemplateError) {
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty {
                segments.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                literal.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "%" {
                literal.append("%")
                index += 2
            } else if next == "{" {
                let start = index
                var end = index + 2
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                guard end < scalars.count else {
                    throw MessageTemplateError(kind: .unclosedPlaceholder, offset: start)
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                guard !name.isEmpty else { throw MessageTemplateError(kind: .emptyName, offset: start) }
                guard name.unicodeScalars.allSatisfy(Self.isNameScalar) else {
                    throw MessageTemplateError(kind: .invalidName(name), offset: start)
                }
                flushLiteral()
                segments.append(.placeholder(name))
                index = end + 1
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flushLiteral()
        self.segments = segments
    }

    /// Renders the message, calling `value` for each placeholder; a `nil` value leaves the
    /// placeholder visible as `%{name}` so a missing argument is seen, not hidden.
    public func render(_ value: (String) -> String?) -> String {
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text): output += text
            case .placeholder(let name): output += value(name) ?? "%{\(name)}"
            }
        }
        return output
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": true
        default: false
        }
    }
}

/// A syntax error in a message.
public struct MessageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `%{` with no `}` after it.
        case unclosedPlaceholder
        /// `%{}`.
        case emptyName
        /// `%{first name}`: only letters, digits, `_`, `.` and `-` are allowed.
        case invalidName(String)
    }

    public let kind: Kind
    /// Offset of the `%` that starts the placeholder, in Unicode scalars from the start of
    /// the message.
    public let offset: Int

    public var description: String {
        switch kind {
        case .unclosedPlaceholder:
            "'%{' has no closing '}'; close the placeholder or write '%%' for a literal percent sign"
        case .emptyName:
            "'%{}' has no name; write the substitution's name, as in '%{name}'"
        case .invalidName(let name):
            "'%{\(name)}' is not a valid placeholder name; use letters, digits, '_', '.' or '-' only"
        }
    }
}
