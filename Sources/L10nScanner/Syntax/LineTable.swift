import L10nCore

/// Turns UTF-8 byte offsets into 1-based lines and columns counted in Unicode scalars.
///
/// swift-syntax reports UTF-8 columns; a caret must land under the character an editor
/// shows, so the column counts scalar starts (bytes that are not `10xxxxxx`) instead. Line
/// breaks are `\n`, `\r\n` and `\r`, as the Swift lexer sees them.
struct LineTable: Sendable {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var offset = 0
            while offset < buffer.count {
                let byte = buffer[offset]
                offset += 1
                // Both line breaks are at most `\r`: one comparison for nearly every byte.
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset)
                } else if byte == UInt8(ascii: "\r") {
                    if offset < buffer.count, buffer[offset] == UInt8(ascii: "\n") { offset += 1 }
                    starts.append(offset)
                }
            }
            return starts
        }
    }

    /// The line and scalar column of the byte at `offset`.
    func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for index in lineStarts[low]..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return (low + 1, column)
    }

    func location(ofByte offset: Int, file: String) -> SourceLocation {
        let (line, column) = lineAndColumn(ofByte: offset)
        return SourceLocation(file: file, line: line, column: column)
    }
}
