/// The part of a source line printed under a finding, and where its caret goes.
///
/// A long line is cut to a window of `maximumScalars` Unicode scalars around the column, with
/// `...` where text was left out, as clang does: a finding on a 6 MB one-line resource prints a
/// line, not the file, and the time to find the window does not grow with the column when the
/// findings of a line come in column order (`Cursor`).
public struct SourceExcerpt: Sendable, Hashable {
    /// The text to print, `...`-marked where the line was cut.
    public var text: String
    /// The caret's 1-based column in `text`, in Unicode scalars.
    public var caretColumn: Int

    public init(text: String, caretColumn: Int) {
        self.text = text
        self.caretColumn = caretColumn
    }

    /// The most scalars of the line an excerpt shows.
    public static let maximumScalars = 100
    static let marker = "..."

    /// Where the last excerpt of a line found its column, so that the next one, further on the
    /// same line, walks on from there instead of from the line's start.
    struct Cursor {
        var lineStart: String.Index
        var column: Int
        var index: String.Index
    }

    /// The excerpt of `line` around 1-based scalar `column`, and the cursor for the next one.
    static func make(line: Substring, column: Int, cursor: Cursor?) -> (SourceExcerpt, Cursor) {
        let scalars = line.unicodeScalars
        let target = max(1, column)
        // Where scalar `target - 1` starts (or the line's end), walking on from the cursor when
        // it is on this line at or before the column.
        var index = scalars.startIndex
        var reached = 1
        if let cursor, cursor.lineStart == line.startIndex, cursor.column <= target {
            index = cursor.index
            reached = cursor.column
        }
        while reached < target, index < scalars.endIndex {
            index = scalars.index(after: index)
            reached += 1
        }
        let next = Cursor(lineStart: line.startIndex, column: reached, index: index)
        // The window: up to half before the column, the rest after.
        var start = index
        var before = 0
        while before < maximumScalars / 2, start > scalars.startIndex {
            start = scalars.index(before: start)
            before += 1
        }
        var end = index
        var total = before
        while total < maximumScalars, end < scalars.endIndex {
            end = scalars.index(after: end)
            total += 1
        }
        // Near the end of the line, the window takes more of what comes before.
        while total < maximumScalars, start > scalars.startIndex {
            start = scalars.index(before: start)
            before += 1
            total += 1
        }
        let cutBefore = start > scalars.startIndex
        let cutAfter = end < scalars.endIndex
        let text =
            (cutBefore ? marker : "") + String(String.UnicodeScalarView(scalars[start..<end]))
            + (cutAfter ? marker : "")
        // A column past the end of the line points just after its last character.
        let caret = before + 1 + (cutBefore ? marker.unicodeScalars.count : 0) + (target - reached)
        return (SourceExcerpt(text: text, caretColumn: caret), next)
    }
}
