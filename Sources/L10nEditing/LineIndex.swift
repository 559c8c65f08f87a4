/// Line starts of a file's bytes, to turn the reader's line and column (1-based, column in
/// Unicode scalars) into byte offsets and back.
struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// The byte offset of each line's first byte.
    private(set) var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
    }

    /// The byte offset of a 1-based line and Unicode-scalar column.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, offset < bytes.count {
            offset += 1
            // Skip UTF-8 continuation bytes: a column counts scalars.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The 1-based line and Unicode-scalar column of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let column = bytes[start..<min(offset, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (low + 1, column)
    }

    /// The start of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The offset just past the line break ending the line that holds the byte before
    /// `offset` (content ending at `offset`); the end of the file when there is none.
    func lineEnd(after offset: Int) -> Int {
        if offset > 0, offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: "\n") { return offset }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end < bytes.count ? end + 1 : end
    }
}
