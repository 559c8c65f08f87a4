/// A small, strict XML 1.0 reader for translators' files: elements, attributes, text,
/// character and predefined entity references, CDATA, comments and processing instructions.
///
/// It keeps the line and column of every element, which an import reports problems at, and
/// refuses a DOCTYPE (so no entity can expand). Line breaks are normalized as XML requires.
struct XMLTreeReader {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The last column computed, so elements on one long line cost linear time.
    private var columnCache = (position: 0, column: 1)
    private static let maximumDepth = 256

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element of a document.
    static func read(_ bytes: [UInt8]) throws(XMLReadError) -> XMLElementNode {
        var reader = XMLTreeReader(bytes: bytes)
        return try reader.document()
    }

    // MARK: Positions

    private var column: Int {
        var column = 1
        var index = lineStart
        while index < position {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// `column`, counted on from the last element on the same line.
    private mutating func elementColumn() -> Int {
        var (index, column) = columnCache.position >= lineStart ? columnCache : (lineStart, 1)
        while index < position {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnCache = (position, column)
        return column
    }

    private func error(_ message: String) -> XMLReadError {
        XMLReadError(message: message, line: line, column: column)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[position + offset] != buffer[offset] { return false }
            return true
        }
    }

    @inline(__always)
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            guard position < bytes.count else { return }
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { advance() }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: Document

    private mutating func document() throws(XMLReadError) -> XMLElementNode {
        if starts(with: "\u{FEFF}") { advance(3) }
        var root: XMLElementNode?
        while position < bytes.count {
            skipWhitespace()
            guard position < bytes.count else { break }
            if starts(with: "<?") {
                try skipPast("?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skipPast("-->", what: "comment")
            } else if starts(with: "<!DOCTYPE") {
                throw error("a DOCTYPE is not accepted in a translation file; remove it")
            } else if current == UInt8(ascii: "<"), root == nil {
                root = try element()
            } else {
                throw error(root == nil ? "expected the root element" : "content after the root element")
            }
        }
        guard let root else { throw error("the file has no root element") }
        return root
    }

    private mutating func skipPast(_ terminator: StaticString, what: String) throws(XMLReadError) {
        let start = error("unterminated \(what)")
        while position < bytes.count {
            if starts(with: terminator) {
                advance(terminator.utf8CodeUnitCount)
                return
            }
            advance()
        }
        throw start
    }

    // MARK: Elements

    private mutating func name() throws(XMLReadError) -> String {
        let start = position
        while let byte = current,
            !Self.isWhitespace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"),
            byte != UInt8(ascii: "="), byte != UInt8(ascii: "<")
        {
            advance()
        }
        guard position > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func element() throws(XMLReadError) -> XMLElementNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error("elements nest deeper than \(Self.maximumDepth)")
        }
        let startLine = line
        let startColumn = elementColumn()
        advance()  // <
        let qualifiedName = try name()
        var attributes = XMLAttributes()
        while true {
            skipWhitespace()
            guard let byte = current else { throw error("unterminated start tag <\(qualifiedName)>") }
            if byte == UInt8(ascii: "/") {
                guard starts(with: "/>") else { throw error("expected '/>'") }
                advance(2)
                return XMLElementNode(
                    name: Self.localName(qualifiedName), attributes: attributes, children: [],
                    line: startLine,
                    column: startColumn)
            }
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            let attributeLine = line
            let attributeColumn = column
            let attribute = try name()
            skipWhitespace()
            guard current == UInt8(ascii: "=") else {
                throw error("expected '=' after attribute '\(attribute)'")
            }
            advance()
            skipWhitespace()
            guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("expected a quoted value for attribute '\(attribute)'")
            }
            advance()
            var value: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated attribute value") }
                if byte == quote {
                    advance()
                    break
                }
                if byte == UInt8(ascii: "<") { throw error("'<' in attribute value") }
                if byte == UInt8(ascii: "&") {
                    value += try reference()
                } else if Self.isWhitespace(byte) {
                    // Attribute-value normalization.
                    if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { advance() }
                    value.append(0x20)
                    advance()
                } else {
                    value.append(byte)
                    advance()
                }
            }
            guard attributes.add(attribute, String(decoding: value, as: UTF8.self)) else {
                throw XMLReadError(
                    message: "attribute '\(attribute)' appears twice", line: attributeLine,
                    column: attributeColumn)
            }
        }
        let children = try content(of: qualifiedName)
        return XMLElementNode(
            name: Self.localName(qualifiedName), attributes: attributes, children: children, line: startLine,
            column: startColumn)
    }

    private mutating func content(of qualifiedName: String) throws(XMLReadError) -> [XMLContent] {
        var children: [XMLContent] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                children.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard let byte = current else { throw error("<\(qualifiedName)> is not closed") }
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    let mismatch = (line: line, column: column)
                    advance(2)
                    let closing = try name()
                    guard closing == qualifiedName else {
                        throw XMLReadError(
                            message: "</\(closing)> closes <\(qualifiedName)>", line: mismatch.line,
                            column: mismatch.column)
                    }
                    skipWhitespace()
                    guard current == UInt8(ascii: ">") else { throw error("expected '>'") }
                    advance()
                    flush()
                    return children
                } else if starts(with: "<!--") {
                    try skipPast("-->", what: "comment")
                } else if starts(with: "<![CDATA[") {
                    advance(9)
                    let start = error("unterminated CDATA section")
                    while !starts(with: "]]>") {
                        guard let byte = current else { throw start }
                        appendText(byte, to: &text)
                    }
                    advance(3)
                } else if starts(with: "<?") {
                    try skipPast("?>", what: "processing instruction")
                } else {
                    flush()
                    children.append(.element(try element()))
                }
            } else if byte == UInt8(ascii: "&") {
                text += try reference()
            } else {
                appendText(byte, to: &text)
            }
        }
    }

    /// Appends one byte of character data, with CR LF and lone CR read as LF.
    private mutating func appendText(_ byte: UInt8, to text: inout [UInt8]) {
        if byte == 0x0D {
            text.append(0x0A)
            advance()
            if current == 0x0A { advance() }
            return
        }
        text.append(byte)
        advance()
    }

    /// `&amp;`, `&#10;`, `&#x2028;`: the bytes it stands for.
    private mutating func reference() throws(XMLReadError) -> [UInt8] {
        let start = position
        let startError = error("unterminated reference")
        advance()
        while let byte = current, byte != UInt8(ascii: ";") {
            guard position - start < 12 else { throw startError }
            advance()
        }
        guard current == UInt8(ascii: ";") else { throw startError }
        let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        advance()
        switch name {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var value: UInt32?
            if name.hasPrefix("#x") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(), radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value) else {
                throw XMLReadError(
                    message:
                        "unknown reference '&\(name);' (XML knows &amp; &lt; &gt; &quot; &apos; and &#…;)",
                    line: startError.line, column: startError.column)
            }
            return Array(String(Character(scalar)).utf8)
        }
    }

    private static func localName(_ qualifiedName: String) -> String {
        guard let colon = qualifiedName.lastIndex(of: ":") else { return qualifiedName }
        return String(qualifiedName[qualifiedName.index(after: colon)...])
    }
}
