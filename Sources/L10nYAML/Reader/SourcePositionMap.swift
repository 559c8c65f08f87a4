/// Turns libyaml's marks, which count characters, into UTF-8 byte offsets.
///
/// For ASCII files the two are the same; otherwise a table of line starts makes each
/// conversion a walk along one line only.
struct SourcePositionMap: Sendable {
    private let isASCII: Bool
    private let bodyOffset: Int
    private let bytes: [UInt8]
    /// The last conversion: libyaml reports marks in increasing order, so converting from
    /// here forward costs only the characters in between.
    private var cursorIndex = 0
    private var cursorOffset: Int

    init(bytes: [UInt8], isASCII: Bool, bodyOffset: Int) {
        self.isASCII = isASCII
        self.bodyOffset = bodyOffset
        self.bytes = bytes
        self.cursorOffset = bodyOffset
    }

    /// The byte offset of the character whose overall character index is `index`.
    mutating func byteOffset(index: Int) -> Int {
        if isASCII { return min(bodyOffset + index, bytes.count) }
        if index < cursorIndex {
            cursorIndex = 0
            cursorOffset = bodyOffset
        }
        var offset = cursorOffset
        var remaining = index - cursorIndex
        bytes.withUnsafeBufferPointer { buffer in
            while remaining > 0, offset < buffer.count {
                offset += Self.sequenceLength(buffer[offset])
                remaining -= 1
            }
        }
        cursorIndex = index - remaining
        cursorOffset = min(offset, bytes.count)
        return cursorOffset
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

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }
}
