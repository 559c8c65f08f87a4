import Foundation
import L10nCore
import L10nReporting
import Testing

/// SARIF `fix` objects: a quoting fix in the finding's own file, and a missing key fixed in
/// two other files (one of them an insertion).
@Suite struct SARIFFixTests {
    static let quote = Diagnostic(
        rule: .yaml11Scalar, message: "`no` reads as false",
        location: SourceLocation(file: "/work/p/Resources/en.yml", line: 5, column: 12), fixIt: "\"no\"")
    static let missing = Diagnostic(
        rule: .missingKey, message: "'T.title' is missing",
        location: SourceLocation(file: "/work/p/Sources/T.swift", line: 9, column: 33))

    static var report: Report {
        var report = Report(
            diagnostics: [quote, missing], files: 3, types: 1, keys: 1, locales: 2, elapsedSeconds: 0.1)
        report.fixes = [
            quote: [
                DiagnosticFix(
                    description: "quote the value: \"no\"",
                    replacements: [
                        .init(
                            file: "/work/p/Resources/en.yml", byteOffset: 61, byteLength: 2, startLine: 5,
                            startColumn: 12, endLine: 5, endColumn: 14, insertedText: "\"no\"")
                    ])
            ],
            missing: [
                DiagnosticFix(
                    description: "add 'T.title'",
                    replacements: [
                        .init(
                            file: "/work/p/Resources/en.yml", byteOffset: 80, byteLength: 0, startLine: 7,
                            startColumn: 1, endLine: 7, endColumn: 1, insertedText: "    title: \"TODO\"\n"),
                        .init(
                            file: "Resources/de.yml", byteOffset: 0, byteLength: 0, startLine: 1,
                            startColumn: 1,
                            endLine: 1, endColumn: 1, insertedText: "de:\n  T:\n    title: \"\"\n"),
                    ])
            ],
        ]
        return report
    }

    static func render() -> String {
        SARIFReporter(workingDirectory: "/work/p").render(report)
    }

    @Test(JSONSchemaValidator.isInstalled) func fixesValidateAgainstTheOfficialSchema() throws {
        let outcome = try #require(try JSONSchemaValidator.validate(Self.render()))
        #expect(outcome.isValid, "SARIF output with fixes fails the 2.1.0 schema:\n\(outcome.errors)")
    }

    @Test func fixesCarryExactRegions() throws {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.render().utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let quote = try #require(results.first { $0["ruleId"] as? String == "yaml11-scalar" })
        let fix = try #require((quote["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "quote the value: \"no\"")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Resources/en.yml")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(
            region == [
                "startLine": 5, "startColumn": 12, "endLine": 5, "endColumn": 14, "byteOffset": 61,
                "byteLength": 2,
            ])
        #expect((replacement["insertedContent"] as? [String: String]) == ["text": "\"no\""])

        let missing = try #require(results.first { $0["ruleId"] as? String == "missing-key" })
        let changes = try #require(
            (missing["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])
        #expect(changes.count == 2, "one artifact change per file")
        // A finding without a fix has no `fixes` property.
        let plain = Report(
            diagnostics: [Self.quote], files: 1, types: 0, keys: 0, locales: 1, elapsedSeconds: 0)
        #expect(!SARIFReporter(workingDirectory: "/work/p").render(plain).contains("\"fixes\""))
    }
}
