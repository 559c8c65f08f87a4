#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds `l10nc:ignore rule-id …` comments in the bytes of a file: YAML's `# l10nc:ignore`
/// (libyaml's event API drops comments) and Swift's `// l10nc:ignore` (found without parsing,
/// so a file's comments cost one `memchr` pass whatever its syntax).
public enum IgnoreCommentScanner {
    /// The comment syntax of a file.
    public enum Language: Sendable {
        /// `# l10nc:ignore …`, applying to its own line.
        case yaml
        /// `// l10nc:ignore …`, applying to its own line after code, or to the next line that
        /// holds code when it stands alone on its line.
        case swift
    }

    private static let marker = Array("l10nc:ignore".utf8)

    public static func scan(_ bytes: [UInt8], path: String, language: Language) -> [IgnoreComment] {
        bytes.withUnsafeBufferPointer { scan($0, path: path, language: language) }
    }

    /// Jumps from comment start to comment start with `memchr`, so a file without ignore
    /// comments costs about one pass of `memchr`; lines are counted only up to a comment that
    /// is found.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String, language: Language)
        -> [IgnoreComment]
    {
        guard let base = bytes.baseAddress else { return [] }
        let introducer = language == .yaml ? UInt8(ascii: "#") : UInt8(ascii: "/")
        var comments: [IgnoreComment] = []
        var lineNumber = 1
        var countedUpTo = 0
        var index = 0
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(introducer), bytes.count - index) else { break }
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            index = start + 1
            // A comment starts at the start of a line or after whitespace.
            guard start == 0 || isBlank(bytes[start - 1]) || bytes[start - 1] == 0x0A else { continue }
            var markerStart = start + 1
            if language == .swift {
                guard markerStart < bytes.count, bytes[markerStart] == introducer else { continue }
                markerStart += 1
            }
            while markerStart < bytes.count, bytes[markerStart] == 0x20 { markerStart += 1 }
            guard matchesMarker(bytes, at: markerStart) else { continue }
            for offset in countedUpTo..<start where bytes[offset] == 0x0A { lineNumber += 1 }
            countedUpTo = start
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }

            var position = markerStart + marker.count
            var rules: [RuleID] = []
            var firstRuleColumn: Int?
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                while position < bytes.count, isBlank(bytes[position]) || bytes[position] == 0x2C {
                    position += 1
                }
                let idStart = position
                while position < bytes.count, isRuleIDByte(bytes[position]) { position += 1 }
                guard position > idStart else { break }
                if firstRuleColumn == nil {
                    firstRuleColumn = columnOf(bytes, lineStart: lineStart, offset: idStart)
                }
                rules.append(
                    RuleID(
                        rawValue: String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[idStart..<position]), as: UTF8.self)
                    ))
            }
            let column = firstRuleColumn ?? columnOf(bytes, lineStart: lineStart, offset: markerStart)
            var target = lineNumber
            if language == .swift, (lineStart..<start).allSatisfy({ isBlank(bytes[$0]) }) {
                target = nextCodeLine(in: bytes, after: position, line: lineNumber)
            }
            comments.append(
                IgnoreComment(
                    line: target, location: SourceLocation(file: path, line: lineNumber, column: column),
                    rules: rules))
            index = position
        }
        return comments
    }

    /// The number of the first line after the one `offset` is on that holds something other
    /// than blanks and `//` comments; the line after the last when there is none.
    private static func nextCodeLine(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int, line: Int)
        -> Int
    {
        var position = offset
        var number = line
        while position < bytes.count {
            // To the start of the next line.
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            guard position < bytes.count else { break }
            position += 1
            number += 1
            while position < bytes.count, isBlank(bytes[position]) || bytes[position] == 0x0D {
                position += 1
            }
            guard position < bytes.count else { break }
            if bytes[position] == 0x0A { continue }
            let isComment =
                bytes[position] == UInt8(ascii: "/") && position + 1 < bytes.count
                && bytes[position + 1] == UInt8(ascii: "/")
            if !isComment { return number }
        }
        return number + 1
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

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
