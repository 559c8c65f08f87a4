extension ResourceDocument {
    /// Every edit as one replacement of the original bytes: the span between the longest
    /// common prefix and suffix of the original and edited bytes, with its 1-based start and
    /// end line and column (Unicode scalars). `nil` when nothing changed. For tools that
    /// describe a change by region, such as SARIF's `fix`.
    public var replacement: Replacement? {
        guard hasChanges else { return nil }
        return Replacement.between(originalBytes, bytes)
    }

    /// A span of the original bytes and the text that replaces it.
    public struct Replacement: Sendable, Hashable {
        public var byteRange: Range<Int>
        public var startLine: Int
        public var startColumn: Int
        /// The position just past the span (equal to the start for an insertion).
        public var endLine: Int
        public var endColumn: Int
        public var insertedText: String

        /// The one replacement that turns `old` into `new`: the span between their longest
        /// common prefix and suffix; `nil` when they are equal. Any file's, not only a
        /// resource's (the lock, a Swift source a rename rewrites).
        public static func between(_ old: [UInt8], _ new: [UInt8]) -> Replacement? {
            guard old != new else { return nil }
            return ResourceDocument.replacement(old, new)
        }
    }

    private static func replacement(_ old: [UInt8], _ new: [UInt8]) -> Replacement {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        // Keep the span on UTF-8 scalar boundaries.
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        while suffix > 0, old.count - suffix < old.count, old[old.count - suffix] & 0xC0 == 0x80 {
            suffix -= 1
        }
        let lines = LineIndex(old)
        let range = prefix..<(old.count - suffix)
        let start = lines.position(of: range.lowerBound)
        let end = lines.position(of: range.upperBound)
        return Replacement(
            byteRange: range, startLine: start.line, startColumn: start.column, endLine: end.line,
            endColumn: end.column,
            insertedText: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }
}
