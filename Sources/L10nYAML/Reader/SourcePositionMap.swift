/// Turns libyaml's marks, which count characters, into UTF-8 byte offsets.
///
/// For ASCII files the two are the same; otherwise a table of line starts makes each
/// conversion a walk along one line only.
struct SourcePositionMap: Sendable {
    private let isASCII: Bool
    private let bodyOffset: Int
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    init(bytes: [UInt8], isASCII: Bool, bodyOffset: Int) {
        self.isASCII = isASCII
        self.bodyOffset = bodyOffset
        self.bytes = bytes
        if isASCII {
            self.lineStarts = []
        } else {
            var starts = [bodyOffset]
            var index = bodyOffset
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    // libyaml counts \r\n as one break and a lone \r as a break too.
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            self.lineStarts = starts
        }
    }

    /// The byte offset of the character at 0-based `line` and `column`, whose overall
    /// character index is `index`.
    func byteOffset(index: Int, line: Int, column: Int) -> Int {
        if isASCII { return bodyOffset + index }
        guard line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[line]
        var remaining = column
        while remaining > 0, offset < bytes.count {
            offset += Self.sequenceLength(bytes[offset])
            remaining -= 1
        }
        return min(offset, bytes.count)
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
