/// A strict JSON (RFC 8259) reader that keeps the line and column of every value and key, for
/// String Catalogs: an import reports a problem at its place, as it does in XLIFF and PO.
/// Columns count Unicode scalars, as the other readers' do.
struct JSONTreeReader {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 256

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value a document holds (a byte order mark before it is allowed).
    static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONNode {
        var reader = JSONTreeReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.position = 3
            reader.lineStart = 3
        }
        reader.skipWhitespace()
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("text after the end of the document") }
        return value
    }

    private var column: Int {
        var column = 1
        var index = lineStart
        while index < position {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    private func error(_ message: String) -> JSONReadError {
        JSONReadError(message: message, line: line, column: column)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            default:
                return
            }
        }
    }

    private mutating func value() throws(JSONReadError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        guard let byte = current else { throw error("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(line: startLine, column: startColumn)
        case UInt8(ascii: "["): return try array(line: startLine, column: startColumn)
        case UInt8(ascii: "\""): return .string(try string(), line: startLine, column: startColumn)
        default:
            let start = position
            while let next = current,
                next == UInt8(ascii: "-") || next == UInt8(ascii: "+") || next == UInt8(ascii: ".")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
            {
                position += 1
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard text == "true" || text == "false" || text == "null" || Self.isNumber(text) else {
                position = start
                throw error(text.isEmpty ? "unexpected character" : "'\(text)' is not a JSON value")
            }
            return .literal(text, line: startLine, column: startColumn)
        }
    }

    private static func isNumber(_ text: String) -> Bool {
        // -? int frac? exp?
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars = scalars.dropFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        if scalars.first == "0" {
            scalars = scalars.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            if digits() == 0 { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }

    private mutating func enter() throws(JSONReadError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func object(line startLine: Int, column startColumn: Int) throws(JSONReadError)
        -> JSONNode
    {
        try enter()
        position += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members, line: startLine, column: startColumn)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            let value = try value()
            members.append(JSONNode.Member(key: key, value: value, line: keyLine, column: keyColumn))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(members, line: startLine, column: startColumn)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(line startLine: Int, column startColumn: Int) throws(JSONReadError)
        -> JSONNode
    {
        try enter()
        position += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements, line: startLine, column: startColumn)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements, line: startLine, column: startColumn)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    /// A string at `position` (its opening quote), escapes resolved.
    private mutating func string() throws(JSONReadError) -> String {
        position += 1
        var output: [UInt8] = []
        while true {
            guard let byte = current else { throw error("a string with no closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: output, as: UTF8.self) else {
                    throw error("a string that is not UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = current else { throw error("a string with no closing quote") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hexQuad()
                    if (0xD800...0xDBFF).contains(value) {
                        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("a \\u escape of a lone surrogate") }
                        position += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("a \\u escape of a lone surrogate")
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw error("a \\u escape of a lone surrogate")
                    }
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    position -= 1
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            default:
                // A line break inside a string is a control character too, so strings stay on one line.
                guard byte >= 0x20 else {
                    throw error("a control character in a string; write it as an escape")
                }
                output.append(byte)
                position += 1
            }
        }
    }

    private mutating func hexQuad() throws(JSONReadError) -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { throw error("a \\u escape needs four hexadecimal digits") }
        position += 4
        return value
    }
}
