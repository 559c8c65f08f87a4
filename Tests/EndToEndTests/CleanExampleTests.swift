import Foundation
import L10nReporting
import Testing

/// `l10nc` on `Examples/TaskBoard`, which is kept free of findings.
@Suite("Clean example")
struct CleanExampleTests {
    @Test("check exits 0 with no finding")
    func checkIsClean() throws {
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 0)
        #expect(run.standardError == "")
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(run.standardOutput.utf8))
        #expect(document.diagnostics.map(FindingPosition.init) == [])
        #expect(document.summary.errors == 0)
        #expect(document.summary.warnings == 0)
        #expect(document.summary.notes == 0)
        #expect(document.summary.files == 10)
        #expect(document.summary.types == 5)
        #expect(document.summary.keys == 20)
        #expect(document.summary.locales == 5)
    }

    @Test("check in text format prints only the summary line")
    func textIsOneLine() throws {
        let run = try #require(L10ncRun.run(["check"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix(
                "checked 10 files, 5 types, 20 keys, 5 locales: 0 errors, 0 warnings, 0 notes in ") == true)
    }
}
