import L10nCore
import Testing

@testable import L10nReporting

@Suite struct ReportTests {
    @Test func summaryCountsFindingsBySeverity() {
        let report = SampleReport.report
        #expect(
            report.summary
                == ReportSummary(
                    files: 2, types: 1, keys: 3, locales: 1, errors: 1, warnings: 1, notes: 1,
                    elapsedSeconds: 0.0412))
        #expect(report.summary.count(of: .error) == 1)
        #expect(report.toolName == "l10nc")
        #expect(report.toolVersion == L10nVersion.current)
    }

    @Test func countsFollowSeveritiesTheCallerChanged() {
        // `--warnings-as-errors` is applied before the report is built.
        let promoted = SampleReport.report.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
        let report = Report(diagnostics: promoted, files: 2, types: 1, keys: 3, locales: 1, elapsedSeconds: 0)
        #expect(report.summary.errors == 2)
        #expect(report.summary.warnings == 0)
        #expect(report.summary.notes == 1)
    }

    @Test func sortedDiagnosticsFollowFileLineColumn() {
        #expect(
            SampleReport.report.sortedDiagnostics == [
                SampleReport.empty, SampleReport.duplicate, SampleReport.yaml11,
            ])
    }

    @Test func versionIsASemanticVersion() {
        let parts = L10nVersion.current.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }

    @Test func formatsAreTheFourDocumentedOnes() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github"])
        #expect(ReportFormat(rawValue: "sarif") == .sarif)
        #expect(ReportFormat(rawValue: "xml") == nil)
    }

    @Test func factoryMakesTheReporterOfEachFormat() {
        let options = ReporterOptions(
            colors: true, workingDirectory: "/w", sourceLines: SampleReport.sourceLines)
        let text = ReportFormat.text.makeReporter(options) as? TextReporter
        #expect(text?.colors == true)
        #expect((ReportFormat.json.makeReporter(options) as? JSONReporter)?.paths.workingDirectory == "/w")
        #expect((ReportFormat.sarif.makeReporter(options) as? SARIFReporter)?.paths.workingDirectory == "/w")
        #expect(
            (ReportFormat.github.makeReporter(options) as? GitHubReporter)?.paths.workingDirectory == "/w")
    }

    @Test func everyFormatRendersTheSameReportIdenticallyTwice() {
        let options = ReporterOptions(workingDirectory: "/w", sourceLines: SampleReport.sourceLines)
        for format in ReportFormat.allCases {
            let reporter = format.makeReporter(options)
            let first = reporter.render(SampleReport.report)
            #expect(first == reporter.render(SampleReport.report), "\(format)")
            #expect(first.hasSuffix("\n"), "\(format)")
        }
    }
}
