import L10nCore
import L10nScanner
import Testing

@Suite struct BadInputTests {
    @Test func unparsableFileIsReportedAndWhatParsedStillCounts() throws {
        let path = FixturePaths.path("Encoding/Broken.swift")
        let result = try SchemaScanner().scan(roots: [path])
        #expect(
            result.schema.items == [
                item(
                    "After.last", .string, type: "After", property: "last", line: 11, column: 26, file: path),
                item(
                    "Before.title", .string, type: "Before", property: "title", line: 2, column: 26,
                    file: path),
                item(
                    "Broken.first", .string, type: "Broken", property: "first", line: 6, column: 26,
                    file: path),
            ])
        #expect(
            result.diagnostics == [
                Diagnostic(
                    rule: .sourceParse,
                    message:
                        "Swift syntax error: expected `)`; until the file parses, the keys of 'After', 'Before', "
                        + "'Broken' are neither reported missing or orphaned nor added, renamed or deleted by a fix, "
                        + "since the rest of the file may need them. Fix the syntax here",
                    location: SourceLocation(file: path, line: 7, column: 16))
            ])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        // Every type the file declares (and the one it is named after) is held back.
        #expect(result.schema.unreadScopes.map(\.namespace) == ["After", "Before", "Broken"])
        #expect(result.schema.unreadScopes.allSatisfy { $0.cause == .sourceSyntax && $0.location.line == 7 })
    }

    @Test func unexpectedCodeIsReportedWhereItStarts() {
        let result = scan(
            """
            struct T {
                @LocalizedString var title
            }
            }}} ??? struct
            """)
        #expect(result.schema.items.map(\.key) == ["T.title"])
        #expect(result.diagnostics.map(\.rule) == [.sourceParse])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "T.swift", line: 4, column: 1)])
        #expect(
            result.diagnostics.first?.message.hasPrefix("Swift syntax error: unexpected code `}}}") == true)
    }

    @Test func nonUTF8FileIsReportedWithItsByteOffsetAndNotScanned() throws {
        let path = FixturePaths.path("Encoding/Latin1.swift")
        let result = try SchemaScanner().scan(roots: [path])
        #expect(result.schema.items.isEmpty)
        #expect(result.schema.scannedFiles.isEmpty)
        #expect(
            result.diagnostics == [
                Diagnostic(
                    rule: .invalidEncoding,
                    message:
                        "the file is not UTF-8 (byte 0xE9 at byte offset 28), so it is not scanned; re-save it "
                        + "as UTF-8",
                    location: SourceLocation(file: path, line: 2, column: 11))
            ])
        #expect(result.diagnostics.map(\.severity) == [.error])
    }

    @Test func encodingIsCheckedEvenWhenThePrefilterWouldSkip() {
        let result = SchemaScanner().scan(sources: [
            (path: "Plain.swift", bytes: Array("let a = 1 // ".utf8) + [0xC3, 0x28])
        ])
        #expect(result.diagnostics.map(\.rule) == [.invalidEncoding])
        #expect(
            result.diagnostics.map(\.location) == [SourceLocation(file: "Plain.swift", line: 1, column: 14)])
    }

    @Test func byteOrderMarkIsNoColumn() {
        let source = Array("struct T { @LocalizedString var title }".utf8)
        let result = SchemaScanner().scan(sources: [(path: "T.swift", bytes: [0xEF, 0xBB, 0xBF] + source)])
        #expect(result.schema.items.map(\.location) == [SourceLocation(file: "T.swift", line: 1, column: 33)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func variableArgumentsAreNotesAndThePropertyIsSkipped() {
        let result = scan(
            """
            let group = "g"
            struct T {
                @LocalizedString(parentKeys: group) var a
                @LocalizedString(parentKeys: "x", prefix) var b
                @LocalizedString(propertyName: "n\\(1)") var c
                @LocalizedString(propertyName: "pieces", index: position) var d
                @LocalizedStrings(parentKeys: ["ok", key]) var e
                @LocalizedCompoundString(pieces: piecePaths) var f
                @LocalizedString(bundle: .main) var g
                @LocalizedString var kept
            }
            """)
        #expect(result.schema.items.map(\.key) == ["T.kept"])
        #expect(result.diagnostics.allSatisfy { $0.rule == .sourceUnresolvedKey && $0.severity == .warning })
        #expect(
            result.diagnostics.map(\.location) == [
                SourceLocation(file: "T.swift", line: 3, column: 34),
                SourceLocation(file: "T.swift", line: 4, column: 39),
                SourceLocation(file: "T.swift", line: 5, column: 36),
                SourceLocation(file: "T.swift", line: 6, column: 53),
                SourceLocation(file: "T.swift", line: 7, column: 42),
                SourceLocation(file: "T.swift", line: 8, column: 38),
                SourceLocation(file: "T.swift", line: 9, column: 22),
            ])
        #expect(
            result.diagnostics.first?.message
                == "`parentKeys:` is not a string literal, so the key of `T.a` cannot be known without running the "
                + "code and is not checked; write the argument as a literal")
    }

    /// Found by fuzzing (`FuzzScanner`): swift-syntax parses `[` tokens in a row in time
    /// exponential in their number, so this line (from the fuzzer's input) hung the scan. The
    /// file is now reported at the run and not parsed; without the limit this test never ends.
    @Test(.timeLimit(.minutes(1)))
    func longRunOfBracketsIsReportedNotParsed() {
        let result = scan(
            """
            struct T {
                @LocalizedString var title
            }
            let encoded = f(sett\(String(repeating: "[", count: 100))ings, locale: locale)
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == [.sourceParse])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "T.swift", line: 4, column: 21)])
        #expect(
            result.diagnostics.first?.message
                == "100 '[' in a row take swift-syntax time exponential in their number, so the file is not "
                + "scanned (up to 12 are); name the inner type or value with a typealias or a constant")
    }

    @Test func twelveBracketsInARowAndBracketsInCommentsAreParsed() {
        let result = scan(
            """
            struct T {
                @LocalizedString var title
                let deep: [[[[[[ // [[[[[[[[[[[[[[
                    /* [[[[[[[[[[[[[ /* nested */ [[[[[[[[ */ [[[[[[Int]]]]]]]]]]]] = []
            }
            """)
        #expect(result.schema.items.map(\.key) == ["T.title"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func thirteenBracketsAcrossLinesAndCommentsAreOneRun() {
        let result = scan(
            """
            struct T {
                @LocalizedString var title
                let deep: [[[[[[ // comment
                    /* comment */ [[[[[[[Int]]]]]]]]]]]]] = []
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "T.swift", line: 3, column: 15)])
    }
}
