import L10nCore
import Testing

@testable import L10nReporting

@Suite struct TextReporterTests {
    @Test func plainOutputIsSortedWithSourceCaretFixItRelatedAndSummary() {
        let output = TextReporter(colors: false, sourceLines: SampleReport.sourceLines).render(
            SampleReport.report)
        #expect(
            output == """
                Resources/empty.yml:1:1: note: the file holds no content [empty-file]
                Resources/en.yml:3:3: error: duplicate key `title` [duplicate-key]
                  title: no
                  ^
                Resources/en.yml:2:3: note: first defined here
                Resources/en.yml:3:10: warning: `no` reads as false in YAML 1.1 [yaml11-scalar]
                  title: no
                         ^
                fix-it: "no"
                checked 2 files, 1 type, 3 keys, 1 locale: 1 error, 1 warning, 1 note in 0.04 s

                """)
    }

    @Test func colorOutputWrapsEachPartInItsEscapeSequence() {
        let report = Report(
            diagnostics: [SampleReport.duplicate, SampleReport.yaml11], files: 1, types: 0, keys: 1,
            locales: 1,
            elapsedSeconds: 1.5)
        let output = TextReporter(colors: true, sourceLines: SampleReport.sourceLines).render(report)
        let bold = "\u{1B}[1m"
        let red = "\u{1B}[1;31m"
        let green = "\u{1B}[1;32m"
        let magenta = "\u{1B}[1;35m"
        let cyan = "\u{1B}[1;36m"
        let dim = "\u{1B}[2m"
        let reset = "\u{1B}[0m"
        let expected = [
            "\(bold)Resources/en.yml:3:3:\(reset) \(red)error:\(reset) \(bold)duplicate key `title`\(reset) "
                + "\(dim)[duplicate-key]\(reset)",
            "  title: no",
            "  \(green)^\(reset)",
            "\(bold)Resources/en.yml:2:3:\(reset) \(cyan)note:\(reset) first defined here",
            "\(bold)Resources/en.yml:3:10:\(reset) \(magenta)warning:\(reset) "
                + "\(bold)`no` reads as false in YAML 1.1\(reset) \(dim)[yaml11-scalar]\(reset)",
            "  title: no",
            "         \(green)^\(reset)",
            "\(green)fix-it:\(reset) \"no\"",
            "checked 1 file, 0 types, 1 key, 1 locale: 1 error, 1 warning, 0 notes in 1.50 s",
            "",
        ].joined(separator: "\n")
        #expect(output == expected)
    }

    @Test func plainOutputHasNoEscapeCharacter() {
        let output = TextReporter(colors: false, sourceLines: SampleReport.sourceLines).render(
            SampleReport.report)
        #expect(!output.contains("\u{1B}"))
    }

    @Test func emptyReportPrintsOnlyTheSummary() {
        let report = Report(diagnostics: [], files: 0, types: 0, keys: 0, locales: 0, elapsedSeconds: 0)
        #expect(
            TextReporter(sourceLines: InMemorySourceLineProvider(files: [:])).render(report)
                == "checked 0 files, 0 types, 0 keys, 0 locales: 0 errors, 0 warnings, 0 notes in 0.00 s\n")
    }

    @Test func missingSourceFileGivesNoSourceLineAndNoCrash() {
        let diagnostic = Diagnostic(
            rule: .missingKey, message: "missing",
            location: SourceLocation(file: "/no/such/file.yml", line: 4, column: 2))
        let report = Report(
            diagnostics: [diagnostic], files: 1, types: 1, keys: 1, locales: 1, elapsedSeconds: 0)
        let output = TextReporter(sourceLines: FileSourceLineProvider()).render(report)
        #expect(
            output == """
                /no/such/file.yml:4:2: error: missing [missing-key]
                checked 1 file, 1 type, 1 key, 1 locale: 1 error, 0 warnings, 0 notes in 0.00 s

                """)
    }

    @Test func lineBeyondTheEndOfTheFileGivesNoSourceLine() {
        let diagnostic = Diagnostic(
            rule: .yamlSyntax, message: "bad",
            location: SourceLocation(file: "Resources/en.yml", line: 9, column: 1))
        let lines = TextReporter(sourceLines: SampleReport.sourceLines).lines(for: diagnostic)
        #expect(lines == ["Resources/en.yml:9:1: error: bad [yaml-syntax]"])
    }

    @Test func caretUnderAColumnAfterAPrecomposedNonASCIIPrefix() {
        // `é` is one scalar: column 8 is the `é` of `été`.
        let lines = render(source: "  clé: été", column: 8)
        #expect(lines == ["  clé: été", "       ^"])
    }

    @Test func caretUnderAColumnAfterACombiningMark() {
        // `e` + U+0301 is two scalars but one cell: column 9 is `x`, drawn in cell 8.
        let lines = render(source: "  cle\u{301}: x", column: 9)
        #expect(lines == ["  cle\u{301}: x", "       ^"])
    }

    @Test func caretUnderAColumnAfterWideCharacters() {
        // Each CJK character fills two cells: column 7 is `x`, drawn in cell 9.
        let lines = render(source: "  名前: x", column: 7)
        #expect(lines == ["  名前: x", "        ^"])
    }

    @Test func caretCopiesTabsFromTheSourcePrefix() {
        // Column 7 is the `v` of `value`, after a tab, `key:` and a second tab.
        let lines = render(source: "\tkey:\tvalue", column: 7)
        #expect(lines == ["\tkey:\tvalue", "\t    \t^"])
    }

    @Test func caretPastTheEndOfTheLineStopsAfterTheLastCharacter() {
        #expect(render(source: "ab", column: 3) == ["ab", "  ^"])
        #expect(render(source: "ab", column: 40) == ["ab", "  ^"])
    }

    @Test func caretAtColumnOneOrBelowIsAtTheStart() {
        #expect(render(source: "ab", column: 1) == ["ab", "^"])
        #expect(render(source: "ab", column: 0) == ["ab", "^"])
    }

    @Test func controlCharactersFromResourcesAreNotPassedToTheTerminal() {
        let source = "title: \u{1B}[31mred"
        let diagnostic = Diagnostic(
            rule: .emptyValue, message: "key `a\u{1B}[2Jb`\nforged: error: x",
            location: SourceLocation(file: "x.yml", line: 1, column: 8))
        let lines = TextReporter(sourceLines: InMemorySourceLineProvider(files: ["x.yml": source])).lines(
            for: diagnostic)
        #expect(
            lines == [
                "x.yml:1:8: warning: key `a\u{FFFD}[2Jb`\u{FFFD}forged: error: x [empty-value]",
                "title: \u{FFFD}[31mred",
                "       ^",
            ])
    }

    @Test(arguments: [
        (
            ReportSummary(
                files: 1, types: 1, keys: 1, locales: 1, errors: 1, warnings: 1, notes: 1,
                elapsedSeconds: 0.004),
            "checked 1 file, 1 type, 1 key, 1 locale: 1 error, 1 warning, 1 note in 0.00 s"
        ),
        (
            ReportSummary(
                files: 12, types: 5, keys: 48, locales: 4, errors: 2, warnings: 1, notes: 0,
                elapsedSeconds: 0.04),
            "checked 12 files, 5 types, 48 keys, 4 locales: 2 errors, 1 warning, 0 notes in 0.04 s"
        ),
        (
            ReportSummary(
                files: 0, types: 2, keys: 0, locales: 3, errors: 0, warnings: 7, notes: 2,
                elapsedSeconds: 12.346),
            "checked 0 files, 2 types, 0 keys, 3 locales: 0 errors, 7 warnings, 2 notes in 12.35 s"
        ),
    ])
    func summaryLineUsesSingularAndPluralCorrectly(summary: ReportSummary, expected: String) {
        #expect(SummaryLine.text(for: summary) == expected)
    }

    private func render(source: String, column: Int) -> [String] {
        let diagnostic = Diagnostic(
            rule: .invalidStructure, message: "m",
            location: SourceLocation(file: "f.yml", line: 1, column: column))
        let lines = TextReporter(sourceLines: InMemorySourceLineProvider(files: ["f.yml": source])).lines(
            for: diagnostic)
        return Array(lines.dropFirst())
    }
}
