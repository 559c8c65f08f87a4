import L10nLanguageServerProtocol

/// Every conversion between byte offsets, protocol positions (UTF-8 or UTF-16 code units) and
/// l10nc's locations (1-based line, column in Unicode scalars), in one place, so that no
/// handler converts positions by hand.
extension DocumentSnapshot {
    /// The byte range of line `line` (0-based) without its line break; an empty range at the end
    /// for a line past the last.
    func lineBytes(_ line: Int) -> Swift.Range<Int> {
        guard line >= 0 else { return 0..<0 }
        guard line < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 10 { end -= 1 }
        if end > start, bytes[end - 1] == 13 { end -= 1 }
        return start..<end
    }

    /// The byte offset of `position`. A character past the end of its line means the end of the
    /// line, and a line past the last the end of the text, as the protocol says; a position inside
    /// a character (between the two halves of a UTF-16 surrogate pair) means its start.
    public func byteOffset(of position: Position, encoding: PositionEncodingKind) -> Int {
        let line = lineBytes(position.line)
        guard position.line < lineStarts.count else { return bytes.count }
        var offset = line.lowerBound
        var units = 0
        while offset < line.upperBound {
            let length = Self.sequenceLength(bytes[offset])
            let width = Self.units(ofSequenceLength: length, encoding: encoding)
            if units + width > position.character { break }
            units += width
            offset = min(line.upperBound, offset + length)
        }
        return offset
    }

    /// The position of byte `offset` (clamped to the text), in `encoding`'s code units.
    public func position(ofByte offset: Int, encoding: PositionEncodingKind) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = lineIndex(containing: offset)
        var index = lineStarts[line]
        var units = 0
        while index < offset {
            let length = Self.sequenceLength(bytes[index])
            units += Self.units(ofSequenceLength: length, encoding: encoding)
            index += length
        }
        return Position(line: line, character: units)
    }

    /// The byte offset of an l10nc location's line and column (1-based, columns in Unicode
    /// scalars), clamped to its line.
    public func byteOffset(line: Int, column: Int) -> Int {
        let range = lineBytes(line - 1)
        var offset = range.lowerBound
        var scalars = 1
        while offset < range.upperBound, scalars < column {
            offset += Self.sequenceLength(bytes[offset])
            scalars += 1
        }
        return min(offset, range.upperBound)
    }

    /// The protocol position of an l10nc location's line and column.
    public func position(line: Int, column: Int, encoding: PositionEncodingKind) -> Position {
        position(ofByte: byteOffset(line: line, column: column), encoding: encoding)
    }

    /// The 0-based line whose bytes (or line break) hold `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    /// How many code units of `encoding` a character of `length` UTF-8 bytes takes: UTF-16
    /// needs two (a surrogate pair) for the four-byte characters beyond the Basic Multilingual
    /// Plane.
    private static func units(ofSequenceLength length: Int, encoding: PositionEncodingKind) -> Int {
        switch encoding {
        case .utf8: length
        case .utf32: 1
        default: length == 4 ? 2 : 1
        }
    }
}
