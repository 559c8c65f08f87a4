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

        /// The replacements that turn `old` into `new`, one per run of changed lines (each narrowed
        /// to the bytes that differ): what an editor applies, so that a rename in five locales of a
        /// file is five small edits, not one that replaces everything between them. One
        /// replacement (`between(_:_:)`) when the runs would not give `new` exactly (a last line
        /// without a line break).
        public static func hunks(_ old: [UInt8], _ new: [UInt8]) -> [Replacement] {
            guard old != new else { return [] }
            let diff = UnifiedDiff(
                path: "", old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self)
            )
            func starts(_ bytes: [UInt8]) -> [Int] {
                [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            }
            let oldStarts = starts(old)
            let newStarts = starts(new)
            func offset(_ starts: [Int], _ line: Int, _ count: Int) -> Int {
                line < starts.count ? starts[line] : count
            }
            var spans: [(old: Range<Int>, new: Range<Int>)] = []
            for run in diff.changedLineRuns {
                var oldSpan =
                    offset(
                        oldStarts, run.old.lowerBound, old.count)..<offset(
                        oldStarts, run.old.upperBound, old.count)
                var newSpan =
                    offset(
                        newStarts, run.new.lowerBound, new.count)..<offset(
                        newStarts, run.new.upperBound, new.count)
                // Narrowed to the bytes that differ, on UTF-8 scalar boundaries.
                while !oldSpan.isEmpty, !newSpan.isEmpty, old[oldSpan.lowerBound] == new[newSpan.lowerBound] {
                    oldSpan = oldSpan.lowerBound + 1..<oldSpan.upperBound
                    newSpan = newSpan.lowerBound + 1..<newSpan.upperBound
                }
                while !oldSpan.isEmpty, !newSpan.isEmpty,
                    old[oldSpan.upperBound - 1] == new[newSpan.upperBound - 1]
                {
                    oldSpan = oldSpan.lowerBound..<oldSpan.upperBound - 1
                    newSpan = newSpan.lowerBound..<newSpan.upperBound - 1
                }
                while oldSpan.lowerBound > 0, oldSpan.lowerBound < old.count,
                    old[oldSpan.lowerBound] & 0xC0 == 0x80
                {
                    oldSpan = oldSpan.lowerBound - 1..<oldSpan.upperBound
                    newSpan = newSpan.lowerBound - 1..<newSpan.upperBound
                }
                while oldSpan.upperBound < old.count, old[oldSpan.upperBound] & 0xC0 == 0x80 {
                    oldSpan = oldSpan.lowerBound..<oldSpan.upperBound + 1
                    newSpan = newSpan.lowerBound..<newSpan.upperBound + 1
                }
                spans.append((oldSpan, newSpan))
            }
            var applied = old
            for span in spans.reversed() { applied.replaceSubrange(span.old, with: new[span.new]) }
            guard applied == new else { return between(old, new).map { [$0] } ?? [] }
            let lines = LineIndex(old)
            return spans.map { span in
                let start = lines.position(of: span.old.lowerBound)
                let end = lines.position(of: span.old.upperBound)
                return Replacement(
                    byteRange: span.old, startLine: start.line, startColumn: start.column, endLine: end.line,
                    endColumn: end.column, insertedText: String(decoding: new[span.new], as: UTF8.self))
            }
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
