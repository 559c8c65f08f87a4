import L10nCore

/// Finds `# l10nc:ignore rule-id …` comments; libyaml's event API drops comments, so they
/// are found in the bytes.
enum IgnoreCommentScanner {
    private static let marker = Array("l10nc:ignore".utf8)

    static func scan(_ bytes: [UInt8], path: String) -> [ResourceFile.IgnoreComment] {
        var comments: [ResourceFile.IgnoreComment] = []
        var lineNumber = 1
        var lineStart = 0
        var index = 0
        let first = marker[0]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineNumber += 1
                lineStart = index + 1
            } else if byte == first, matchesMarker(bytes, at: index),
                isInComment(bytes, lineStart: lineStart, markerStart: index)
            {
                var position = index + marker.count
                var rules: [RuleID] = []
                var firstRuleColumn: Int?
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                    while position < bytes.count,
                        bytes[position] == 0x20 || bytes[position] == 0x2C || bytes[position] == 0x09
                    {
                        position += 1
                    }
                    let start = position
                    while position < bytes.count, isRuleIDByte(bytes[position]) { position += 1 }
                    guard position > start else { break }
                    if firstRuleColumn == nil {
                        firstRuleColumn = columnOf(bytes, lineStart: lineStart, offset: start)
                    }
                    rules.append(RuleID(rawValue: String(decoding: bytes[start..<position], as: UTF8.self)))
                }
                let column = firstRuleColumn ?? columnOf(bytes, lineStart: lineStart, offset: index)
                comments.append(
                    ResourceFile.IgnoreComment(
                        line: lineNumber,
                        location: SourceLocation(file: path, line: lineNumber, column: column),
                        rules: rules))
                index = position
                continue
            }
            index += 1
        }
        return comments
    }

    private static func matchesMarker(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + marker.count <= bytes.count else { return false }
        for offset in 0..<marker.count where bytes[index + offset] != marker[offset] { return false }
        return true
    }

    /// The marker must directly follow `#` (spaces allowed), and that `#` must start a
    /// comment: at line start or after whitespace.
    private static func isInComment(_ bytes: [UInt8], lineStart: Int, markerStart: Int) -> Bool {
        var position = markerStart - 1
        while position >= lineStart, bytes[position] == 0x20 { position -= 1 }
        guard position >= lineStart, bytes[position] == UInt8(ascii: "#") else { return false }
        return position == lineStart || bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09
    }

    private static func isRuleIDByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
    }

    private static func columnOf(_ bytes: [UInt8], lineStart: Int, offset: Int) -> Int {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
