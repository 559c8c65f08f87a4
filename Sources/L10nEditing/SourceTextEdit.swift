import L10nCore

/// Text replaced at a place of a file given by line and column: a Swift string literal that a
/// key rename rewrites.
public struct SourceTextEdit: Sendable, Hashable {
    /// Where the replaced text starts (1-based line, column in Unicode scalars).
    public var location: SourceLocation
    /// How many Unicode scalars are replaced.
    public var length: Int
    public var newText: String

    public init(location: SourceLocation, length: Int, newText: String) {
        self.location = location
        self.length = length
        self.newText = newText
    }

    /// `bytes` with `edits` (all of one file, in any order, none overlapping) made.
    public static func apply(_ edits: [SourceTextEdit], to bytes: [UInt8]) -> [UInt8] {
        let lines = LineIndex(bytes)
        var result = bytes
        let ranges = edits.map { edit -> (Range<Int>, [UInt8]) in
            let start = lines.offset(line: edit.location.line, column: edit.location.column)
            let end = lines.offset(line: edit.location.line, column: edit.location.column + edit.length)
            return (start..<end, Array(edit.newText.utf8))
        }
        // From the last offset to the first: each range is one of the bytes before the edit.
        for (range, replacement) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: replacement)
        }
        return result
    }
}
