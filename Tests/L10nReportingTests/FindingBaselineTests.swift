import Foundation
import L10nCore
import L10nReporting
import Testing

@Suite struct FindingBaselineTests {
    static func finding(_ rule: RuleID, _ message: String, line: Int, file: String = "T.yml") -> Diagnostic {
        Diagnostic(rule: rule, message: message, location: SourceLocation(file: file, line: line, column: 5))
    }

    static let today = [
        finding(.missingKey, "'T.title' is missing in locale 'de'", line: 3, file: "T.swift"),
        finding(.emptyValue, "'T.a' in locale 'de' is empty", line: 7),
        finding(.emptyValue, "'T.a' in locale 'de' is empty", line: 9),
        finding(.duplicateKey, "key 'T.b' is defined twice, here and at T.yml:4:5; keep one", line: 12),
    ]

    @Test func recordedFindingsAreNotesNewOnesFailGoneOnesAreListed() throws {
        let baseline = FindingBaseline(diagnostics: Self.today)
        #expect(baseline.findings.count == 3, "the same finding twice is one entry with a count")
        #expect(baseline.findings.first { $0.rule == "empty-value" }?.count == 2)

        // Lines moved (an edit elsewhere), one empty value fixed, one new finding.
        let tomorrow = [
            Self.finding(.missingKey, "'T.title' is missing in locale 'de'", line: 3, file: "T.swift"),
            Self.finding(.emptyValue, "'T.a' in locale 'de' is empty", line: 8),
            Self.finding(
                .duplicateKey, "key 'T.b' is defined twice, here and at T.yml:5:5; keep one", line: 13),
            Self.finding(.missingKey, "'T.subtitle' is missing in locale 'de'", line: 4, file: "T.swift"),
        ]
        let outcome = baseline.apply(to: tomorrow)
        #expect(outcome.recordedCount == 3)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["'T.subtitle' is missing in locale 'de'"])
        #expect(outcome.diagnostics.filter { $0.severity == .note }.count == 3)
        #expect(outcome.diagnostics.contains { $0.message.hasSuffix("(recorded in the baseline)") })
        #expect(outcome.gone.map(\.rule) == ["empty-value"])
        #expect(outcome.gone.first?.count == 1)
    }

    @Test func roundTripsThroughItsStableText() throws {
        let baseline = FindingBaseline(diagnostics: Self.today)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "baseline-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try baseline.text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try FindingBaseline.read(path: path) == baseline)
        #expect(FindingBaseline(diagnostics: Self.today.reversed()).text == baseline.text)
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: FindingBaselineError.self) { try FindingBaseline.read(path: path) }
    }
}
