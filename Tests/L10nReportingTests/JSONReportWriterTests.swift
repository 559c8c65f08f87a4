import Foundation
import L10nCore
import Testing

@testable import L10nReporting

/// `JSONReportWriter` must write what `JSONEncoder` writes (`StableJSON.string`), byte for byte:
/// the encoder is the reference, on a real report and on texts of every kind of character.
struct JSONReportWriterTests {
    static func agree(_ document: JSONReportDocument, _ comment: Comment? = nil) {
        #expect(JSONReportWriter.string(document) == StableJSON.string(document), comment)
    }

    @Test("the reporter's own report, and an empty one, as the encoder writes them")
    func reports() {
        let paths = WorkingDirectoryPaths(workingDirectory: JSONReporterTests.workingDirectory)
        Self.agree(JSONReportDocument(JSONReporterTests.report, paths: paths))
        for elapsed in [0, 0.001, 0.5, 12.345, 86_400.125, 1e9, .nan, .infinity] {
            let empty = Report(
                diagnostics: [], files: 0, types: 0, keys: 0, locales: 0, elapsedSeconds: elapsed)
            Self.agree(JSONReportDocument(empty, paths: paths), "\(elapsed)")
        }
    }

    @Test("texts with every control character, quotes, slashes and any Unicode")
    func everyKindOfText() {
        var texts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        texts += [
            "", "a \"quoted\" \\ back\\slash", "</path/to/file.yml>", "é ü ß", "👩‍💻 family 👨‍👩‍👧",
            "\u{2028}\u{2029}",
            "\u{FEFF}BOM", "\u{7F}", "tab\tnew\nline\r\n", "\\u0000 is not a NUL", "日本語のテキスト",
            "%{name} %% 100%",
        ]
        var random = SystemRandomNumberGenerator()
        var findings: [JSONReportDocument.Finding] = []
        for (index, text) in texts.enumerated() {
            let other = texts[Int(random.next() % UInt64(texts.count))]
            let location = JSONReportDocument.Location(file: text + "/" + other, line: index, column: -index)
            findings.append(
                JSONReportDocument.Finding(
                    rule: other, severity: text, message: text + other, location: location,
                    related: (0..<(index % 4)).map { _ in
                        JSONReportDocument.Related(message: other + text, location: location)
                    },
                    fixIt: index % 2 == 0 ? nil : text))
        }
        let summary = ReportSummary(
            files: 1, types: 2, keys: 3, locales: 4, errors: 5, warnings: 6, notes: 7, elapsedSeconds: 0.25)
        Self.agree(JSONReportDocument(diagnostics: findings, summary: summary))
        for finding in findings {
            Self.agree(JSONReportDocument(diagnostics: [finding], summary: summary), "\(finding)")
        }
    }
}
