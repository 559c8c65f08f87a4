import L10nCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds `# l10nc:ignore rule-id …` comments; libyaml's event API drops comments, so they
/// are found in the bytes.
enum IgnoreCommentScanner {
    private static let marker = Array("l10nc:ignore".utf8)

    static func scan(_ bytes: [UInt8], path: String) -> [ResourceFile.IgnoreComment] {
        bytes.withUnsafeBufferPointer { scan($0, path: path) }
    }

    /// Jumps from `#` to `#` with `memchr`, so a file without ignore comments costs about
    /// one pass of `memchr`; lines are counted only up to a comment that is found.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> [ResourceFile
        .IgnoreComment]
    {
        guard let base = bytes.baseAddress else { return [] }
        var comments: [ResourceFile.IgnoreComment] = []
        var lineNumber = 1
        var countedUpTo = 0
        var index = 0
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "#")), bytes.count - index) else {
                break
            }
            let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            index = hash + 1
            // A `#` starts a comment at the start of a line or after whitespace.
            guard hash == 0 || bytes[hash - 1] == 0x0A || bytes[hash - 1] == 0x20 || bytes[hash - 1] == 0x09
            else { continue }
            var markerStart = hash + 1
            while markerStart < bytes.count, bytes[markerStart] == 0x20 { markerStart += 1 }
            guard matchesMarker(bytes, at: markerStart) else { continue }
            for offset in countedUpTo..<hash where bytes[offset] == 0x0A { lineNumber += 1 }
            countedUpTo = hash
            var lineStart = hash
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }

            var position = markerStart + marker.count
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
                rules.append(
                    RuleID(
                        rawValue: String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)))
            }
            let column = firstRuleColumn ?? columnOf(bytes, lineStart: lineStart, offset: markerStart)
            comments.append(
                ResourceFile.IgnoreComment(
                    line: lineNumber, location: SourceLocation(file: path, line: lineNumber, column: column),
                    rules: rules))
            index = position
        }
        return comments
    }

    private static func matchesMarker(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + marker.count <= bytes.count else { return false }
        for offset in 0..<marker.count where bytes[index + offset] != marker[offset] { return false }
        return true
    }

    private static func isRuleIDByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
    }

    private static func columnOf(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, offset: Int) -> Int {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
