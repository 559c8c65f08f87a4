import L10nCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns libyaml's marks, which count characters, into UTF-8 byte offsets.
///
/// libyaml reports marks in increasing order, so a cursor moves forward from the last
/// conversion; it counts characters eight bytes at a time (a character starts at every byte
/// that is not a continuation byte), so the whole file costs about one pass.
struct SourcePositionMap: Sendable {
    private let bodyOffset: Int
    private let bytes: [UInt8]
    private var cursorIndex = 0
    private var cursorOffset: Int

    init(bytes: [UInt8], bodyOffset: Int) {
        self.bodyOffset = bodyOffset
        self.bytes = bytes
        self.cursorOffset = bodyOffset
    }

    /// The byte offset of the character whose overall character index is `index`.
    mutating func byteOffset(index: Int) -> Int {
        if index < cursorIndex {
            cursorIndex = 0
            cursorOffset = bodyOffset
        }
        var offset = cursorOffset
        var remaining = index - cursorIndex
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            while remaining >= 8, offset &+ 8 <= count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // Continuation bytes are 0b10xxxxxx: high bit set, next bit clear.
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                let starts = 8 - continuations.nonzeroBitCount
                guard starts <= remaining else { break }
                offset &+= 8
                remaining -= starts
            }
            // Finish the character the last word ended inside, then step a character at a time.
            while offset < count, buffer[offset] & 0xC0 == 0x80 { offset &+= 1 }
            while remaining > 0, offset < count {
                offset &+= Self.sequenceLength(buffer[offset])
                remaining -= 1
            }
        }
        cursorIndex = index - remaining
        cursorOffset = min(offset, bytes.count)
        return cursorOffset
    }

    /// The byte offset where a scalar that starts at byte `start` ends, given libyaml's
    /// character index of its end and its value; and where the value is in the file when the
    /// scalar is written verbatim.
    ///
    /// Most scalars are written exactly as their value reads (plain), or between quotes with
    /// nothing escaped: when the bytes say so, the end is known without counting characters,
    /// and the value need not be copied. Anything else (escapes, folded lines, block scalars)
    /// is counted.
    mutating func scalarEnd(
        start: Int, endIndex: Int, value: UnsafeBufferPointer<UInt8>, style: ScalarStyle
    ) -> (end: Int, verbatimStart: Int?) {
        let contentStart: Int
        let closingQuote: UInt8?
        switch style {
        case .plain:
            (contentStart, closingQuote) = (start, nil)
        case .singleQuoted where !Self.contains(value, UInt8(ascii: "'")):
            (contentStart, closingQuote) = (start + 1, UInt8(ascii: "'"))
        case .doubleQuoted
        where !Self.contains(value, UInt8(ascii: "\"")) && !Self.contains(value, UInt8(ascii: "\\")):
            (contentStart, closingQuote) = (start + 1, UInt8(ascii: "\""))
        default:
            return (byteOffset(index: endIndex), nil)
        }
        let end = contentStart + value.count + (closingQuote == nil ? 0 : 1)
        let matches = bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard end <= buffer.count, let base = buffer.baseAddress else { return false }
            if let closingQuote, buffer[end - 1] != closingQuote { return false }
            guard let valueBase = value.baseAddress else { return true }
            return memcmp(base + contentStart, valueBase, value.count) == 0
        }
        guard matches else { return (byteOffset(index: endIndex), nil) }
        cursorIndex = endIndex
        cursorOffset = end
        return (end, contentStart)
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset, for encoding errors.
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        while index < offset, index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }
}
