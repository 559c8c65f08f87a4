import Foundation
import L10nCore
import Testing

@testable import L10nReporting

/// Long lines are cut to a window around the column (clang's way), so a one-line resource of
/// megabytes prints one short line per finding.
@Suite struct SourceExcerptTests {
    @Test func shortLinesAreShownWhole() {
        let excerpt = SourceExcerpt.make(line: "  title: no", column: 10, cursor: nil).0
        #expect(excerpt == SourceExcerpt(text: "  title: no", caretColumn: 10))
    }

    @Test func longLinesAreCutAroundTheColumnWithMarkers() {
        let line = String(repeating: "a", count: 1000) + "XYZ" + String(repeating: "b", count: 1000)
        let excerpt = SourceExcerpt.make(line: Substring(line), column: 1001, cursor: nil).0
        let scalars = Array(excerpt.text.unicodeScalars)
        #expect(excerpt.text.hasPrefix("...") && excerpt.text.hasSuffix("..."))
        #expect(scalars.count == SourceExcerpt.maximumScalars + 6)
        #expect(String(String.UnicodeScalarView(scalars[(excerpt.caretColumn - 1)...].prefix(3))) == "XYZ")
        // At the start and at the end of the line, one marker only.
        let start = SourceExcerpt.make(line: Substring(line), column: 1, cursor: nil).0
        #expect(!start.text.hasPrefix("...") && start.text.hasSuffix("...") && start.caretColumn == 1)
        let end = SourceExcerpt.make(line: Substring(line), column: 2003, cursor: nil).0
        #expect(end.text.hasPrefix("...") && !end.text.hasSuffix("..."))
        #expect(Array(end.text.unicodeScalars)[end.caretColumn - 1] == "b")
    }

    /// Seeded random lines of every length around the window's, with wide and combining
    /// characters, and every column: the caret lands on the column's character, the excerpt is
    /// never longer than the window and its markers, and walking on from a cursor gives what a
    /// fresh walk gives.
    @Test func everyColumnOfRandomLines() {
        let alphabet: [Unicode.Scalar] = ["a", "é", "日", "😀", "\u{301}", "\t", " "]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for length in [0, 1, 49, 50, 51, 99, 100, 101, 150, 257] {
            let scalars = (0..<length).map { _ in alphabet[next() % alphabet.count] }
            let line = String(String.UnicodeScalarView(scalars))
            var cursor: SourceExcerpt.Cursor?
            for column in 1...(length + 2) {
                let (excerpt, nextCursor) = SourceExcerpt.make(
                    line: Substring(line), column: column, cursor: cursor)
                cursor = nextCursor
                #expect(excerpt == SourceExcerpt.make(line: Substring(line), column: column, cursor: nil).0)
                let shown = Array(excerpt.text.unicodeScalars)
                #expect(shown.count <= SourceExcerpt.maximumScalars + 6, "length \(length)")
                if length <= SourceExcerpt.maximumScalars { #expect(excerpt.text == line) }
                if column <= length {
                    #expect(
                        shown[excerpt.caretColumn - 1] == scalars[column - 1],
                        "length \(length) column \(column)")
                } else {
                    #expect(
                        excerpt.caretColumn == shown.count + 1 - (excerpt.text.hasSuffix("...") ? 3 : 0)
                            + column - length - 1)
                }
            }
        }
    }

    /// 2,000 findings along a 1 MB line of a file: each prints a window, so the output grows
    /// with the findings, not with the findings times the line (which was 2 GB).
    @Test func aMegabyteLineWithThousandsOfFindings() throws {
        let count = 2000
        var line = "{en: {T: {"
        var columns: [Int] = []
        for index in 0..<count {
            columns.append(line.unicodeScalars.count + 1)
            line += "k\(index): \"" + String(repeating: "v", count: 500) + "\", "
        }
        line += "}}}"
        #expect(line.utf8.count > 1_000_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-long-line-\(UUID()).yml"
        ).path
        try line.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = columns.map {
            Diagnostic(
                rule: .orphanKey, message: "orphan", location: SourceLocation(file: path, line: 1, column: $0)
            )
        }
        let report = Report(
            diagnostics: diagnostics, files: 1, types: 1, keys: count, locales: 1, elapsedSeconds: 0)
        let output = TextReporter(sourceLines: FileSourceLineProvider()).render(report)
        #expect(output.utf8.count < count * 300)
        #expect(output.contains("\", k1999: \"vvv"))
    }
}
