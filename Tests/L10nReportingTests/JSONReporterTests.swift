import Foundation
import L10nCore
import L10nReporting
import Testing

@Suite struct JSONReporterTests {
    static let workingDirectory = "/work/project"

    static let report = Report(
        diagnostics: [
            Diagnostic(
                rule: .missingKey, message: "`title` is missing in de",
                location: SourceLocation(file: "/work/project/Resources/de.yml", line: 1, column: 1),
                related: [
                    Diagnostic.Related(
                        message: "defined in en",
                        location: SourceLocation(file: "/work/project/Resources/en.yml", line: 2, column: 3))
                ]),
            Diagnostic(
                rule: .yaml11Scalar, message: "`yes` reads as true",
                location: SourceLocation(file: "/elsewhere/shared.yml", line: 4, column: 8), fixIt: "\"yes\""),
            Diagnostic(
                rule: .sourceUnresolvedKey, severity: .note, message: "not a literal",
                location: SourceLocation(file: "Sources/App/UserViewModel.swift", line: 12, column: 30)),
        ],
        files: 3, types: 1, keys: 2, locales: 2, elapsedSeconds: 0.12345)

    @Test func decodesBackToTheExpectedDocument() throws {
        let output = JSONReporter(workingDirectory: Self.workingDirectory).render(Self.report)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(output.utf8))
        let expected = JSONReportDocument(
            version: 1,
            diagnostics: [
                .init(
                    rule: "yaml11-scalar", severity: "warning", message: "`yes` reads as true",
                    location: .init(file: "/elsewhere/shared.yml", line: 4, column: 8), related: [],
                    fixIt: "\"yes\""),
                .init(
                    rule: "missing-key", severity: "error", message: "`title` is missing in de",
                    location: .init(file: "Resources/de.yml", line: 1, column: 1),
                    related: [
                        .init(
                            message: "defined in en",
                            location: .init(file: "Resources/en.yml", line: 2, column: 3))
                    ],
                    fixIt: nil),
                .init(
                    rule: "source-unresolved-key", severity: "note", message: "not a literal",
                    location: .init(file: "Sources/App/UserViewModel.swift", line: 12, column: 30),
                    related: [],
                    fixIt: nil),
            ],
            summary: .init(
                files: 3, types: 1, keys: 2, locales: 2, errors: 1, warnings: 1, notes: 1,
                elapsedSeconds: 0.123))
        #expect(document == expected)
    }

    @Test func hasExactlyTheDocumentedKeys() throws {
        let output = JSONReporter(workingDirectory: Self.workingDirectory).render(Self.report)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["version", "diagnostics", "summary"])
        #expect(root["version"] as? Int == 1)

        let summary = try #require(root["summary"] as? [String: Any])
        #expect(
            Set(summary.keys) == [
                "files", "types", "keys", "locales", "errors", "warnings", "notes", "elapsedSeconds",
            ])

        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        #expect(Set(diagnostics[0].keys) == ["rule", "severity", "message", "location", "related", "fixIt"])
        // `fixIt` is left out, not null, when there is none; `related` is always an array.
        #expect(Set(diagnostics[1].keys) == ["rule", "severity", "message", "location", "related"])
        let location = try #require(diagnostics[1]["location"] as? [String: Any])
        #expect(Set(location.keys) == ["file", "line", "column"])
        let related = try #require(diagnostics[1]["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(Set(related[0].keys) == ["message", "location"])
        #expect((diagnostics[2]["related"] as? [Any])?.isEmpty == true)
    }

    @Test func outputIsByteStableAndSortedByKey() {
        let report = Report(
            diagnostics: [
                Diagnostic(
                    rule: .emptyValue, message: "empty",
                    location: SourceLocation(file: "a/b.yml", line: 2, column: 5))
            ],
            files: 1, types: 0, keys: 1, locales: 1, elapsedSeconds: 0.5)
        let reporter = JSONReporter(workingDirectory: Self.workingDirectory)
        let output = reporter.render(report)
        #expect(output == reporter.render(report))
        #expect(
            output == """
                {
                  "diagnostics" : [
                    {
                      "location" : {
                        "column" : 5,
                        "file" : "a/b.yml",
                        "line" : 2
                      },
                      "message" : "empty",
                      "related" : [

                      ],
                      "rule" : "empty-value",
                      "severity" : "warning"
                    }
                  ],
                  "summary" : {
                    "elapsedSeconds" : 0.5,
                    "errors" : 0,
                    "files" : 1,
                    "keys" : 1,
                    "locales" : 1,
                    "notes" : 0,
                    "types" : 0,
                    "warnings" : 1
                  },
                  "version" : 1
                }

                """)
    }

    @Test func nonFiniteElapsedTimeIsWrittenAsZero() throws {
        let report = Report(diagnostics: [], files: 0, types: 0, keys: 0, locales: 0, elapsedSeconds: .nan)
        let output = JSONReporter(workingDirectory: "/").render(report)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(output.utf8))
        #expect(document.summary.elapsedSeconds == 0)
    }
}
