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
        // A message has a few placeholders: a scan of the names so far is cheaper than a set.
        var names: [String] = []
        for case .placeholder(let name) in segments where !names.contains(name) {
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
    ///
    /// Works on the UTF-8 bytes: `%`, `{` and `}` are ASCII, so they never occur inside a
    /// multi-byte scalar, and a text without `%` (most texts) is one literal without any
    /// per-character work. Error offsets are counted in Unicode scalars, as documented.
    public init(parsing text: String) throws(MessageTemplateError) {
        var text = text
        let parsed = text.withUTF8 { Self.parse($0, collecting: true) }
        switch parsed {
        case .success(let segments): self.segments = segments
        case .failure(let error): throw error
        }
    }

    /// The error `init(parsing:)` would throw for this UTF-8 text, or `nil` when it parses;
    /// for checks of many texts, without making their segments.
    public static func syntaxError(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> MessageTemplateError? {
        guard case .failure(let error) = parse(bytes, collecting: false) else { return nil }
        return error
    }

    /// `MessageTemplate(parsing:)`'s `placeholderNames` for this UTF-8 text, or `nil` when it
    /// does not parse; for checks of many texts, making only the names (no segments, no
    /// literals).
    public static func placeholderNames(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard case .success = parse(bytes, collecting: false) else { return nil }
        // Well-formed: every `%{` has a name and a `}`.
        var names: [String] = []
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "%") {
                index += 2
            } else if bytes[index + 1] == UInt8(ascii: "{") {
                var end = index + 2
                while bytes[end] != UInt8(ascii: "}") { end += 1 }
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                if !names.contains(name) { names.append(name) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return names
    }

    /// The segments of `bytes` (none when not `collecting`), or the first error.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, collecting: Bool) -> Result<
        [Segment], MessageTemplateError
    > {
        let percent = UInt8(ascii: "%")
        guard let firstPercent = bytes.firstIndex(of: percent) else {
            guard collecting, !bytes.isEmpty else { return .success([]) }
            return .success([.literal(String(decoding: bytes, as: UTF8.self))])
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// The offset of byte `index` in Unicode scalars: the bytes that start a scalar before it.
        func scalarOffset(_ index: Int) -> Int {
            bytes[..<index].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        }
        var segments: [Segment] = []
        // The pending literal: `runStart..<index` of the bytes, after `literal` (text already
        // cut at a `%%`), so a literal is copied only when a placeholder or the end closes it.
        var literal = ""
        var runStart = 0
        var index = firstPercent
        let count = bytes.count
        while index < count {
            guard bytes[index] == percent, index + 1 < count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == percent {
                if collecting { literal += string(runStart..<index + 1) }
                index += 2
                runStart = index
            } else if next == UInt8(ascii: "{") {
                let start = index
                var end = index + 2
                while end < count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                guard end < count else {
                    return .failure(
                        MessageTemplateError(kind: .unclosedPlaceholder, offset: scalarOffset(start)))
                }
                guard end > index + 2 else {
                    return .failure(MessageTemplateError(kind: .emptyName, offset: scalarOffset(start)))
                }
                guard bytes[(index + 2)..<end].allSatisfy(Self.isNameByte) else {
                    return .failure(
                        MessageTemplateError(
                            kind: .invalidName(string(index + 2..<end)), offset: scalarOffset(start)))
                }
                if collecting {
                    literal += string(runStart..<index)
                    if !literal.isEmpty {
                        segments.append(.literal(literal))
                        literal = ""
                    }
                    segments.append(.placeholder(string(index + 2..<end)))
                }
                index = end + 1
                runStart = index
            } else {
                index += 1
            }
        }
        guard collecting else { return .success([]) }
        literal += string(runStart..<count)
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return .success(segments)
    }

    /// `isNameScalar` for one UTF-8 byte: every name character is ASCII, so a byte of a
    /// multi-byte scalar is never one.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
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
