import Foundation
import L10nCore
import L10nReporting
import Testing

/// `l10nc check` on `Fixtures/BrokenTaskBoard`, a copy of the TaskBoard example with at least
/// one mistake for every rule.
@Suite("Broken example")
struct BrokenExampleTests {
    static let tb = "Sources/TaskBoard/"

    /// Every finding of the broken example, sorted by file, line and column.
    static let expectedFindings: [FindingPosition] = [
        FindingPosition("yaml-alias-limit", tb + "Aliases.yml", 8, 7),
        // The syntax error holds back ArchiveViewModel's missing keys (the file may need others).
        FindingPosition("source-parse", tb + "ArchiveViewModel.swift", 11, 33),
        // At the opening quote of the text that is not closed (libyaml stops at the end of the file).
        FindingPosition("yaml-syntax", tb + "Broken.yml", 4, 15),
        FindingPosition("source-unresolved-key", tb + "DashboardViewModel.swift", 12, 51),
        FindingPosition("placeholder-unknown", tb + "DashboardViewModel.yml", 13, 32),
        FindingPosition("placeholder-unknown", tb + "DashboardViewModel.yml", 14, 34),
        FindingPosition("shape-mismatch", tb + "DashboardViewModel.yml", 15, 5),
        FindingPosition("plural-missing-category", tb + "DashboardViewModel.yml", 19, 5),
        FindingPosition("empty-value", tb + "DashboardViewModel.yml", 25, 12),
        FindingPosition("plural-extra-category", tb + "DashboardViewModel.yml", 38, 7),
        FindingPosition("empty-file", tb + "Empty.yml", 1, 1),
        // Once (a warning) for the advisory `ja`, once for the required locales.
        FindingPosition("missing-key", tb + "FeedViewModel.swift", 25, 69),
        FindingPosition("missing-key", tb + "FeedViewModel.swift", 25, 69),
        FindingPosition("orphan-key", tb + "FeedViewModel.yml", 6, 5),
        FindingPosition("stale-translation", tb + "FeedViewModel.yml", 9, 5),
        FindingPosition("needs-review", tb + "FeedViewModel.yml", 12, 5),
        FindingPosition("malformed-placeholder", tb + "FeedViewModel.yml", 13, 72),
        FindingPosition("needs-translation", tb + "FeedViewModel.yml", 17, 5),
        FindingPosition("invalid-encoding", tb + "Latin1.yml", 4, 28),
        FindingPosition("invalid-locale", tb + "Localizable.yml", 2, 1),
        FindingPosition("invalid-structure", tb + "Localizable.yml", 4, 5),
        FindingPosition("resource-too-large", tb + "Oversized.yml", 1, 1),
        FindingPosition("duplicate-key", tb + "SettingsFormViewModel.yml", 19, 5),
        FindingPosition("file-type-mismatch", tb + "SettingsFormViewModel.yml", 60, 3),
        FindingPosition("yaml11-scalar", tb + "TaskCardViewModel.yml", 11, 13),
        FindingPosition("placeholder-drift", tb + "TaskCardViewModel.yml", 14, 15),
        FindingPosition("placeholder-unused", tb + "TaskCardViewModel.yml", 52, 14),
        FindingPosition("yaml-unsupported-tag", tb + "TaskCardViewModel.yml", 56, 13),
        FindingPosition("untranslated", tb + "UserNameViewModel.yml", 11, 15),
        FindingPosition("unused-ignore", tb + "UserNameViewModel.yml", 12, 40),
        FindingPosition("misspelled-key", tb + "UserNameViewModel.yml", 21, 5),
        FindingPosition("compound-unknown-piece", tb + "UserNameViewModel.yml", 28, 27),
        FindingPosition("unlisted-locale", "l10nc.yml", 10, 10),
        FindingPosition("locale-coverage", "l10nc.yml", 17, 3),
    ]

    static func checkJSON(in directory: URL = ProjectPaths.brokenExample) throws -> (
        Int32, JSONReportDocument
    )? {
        guard let run = L10ncRun.run(["check", "--format", "json"], in: directory) else { return nil }
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(run.standardOutput.utf8))
        return (run.exitStatus, document)
    }

    @Test("reports exactly the expected findings and exits with status 1")
    func exactFindings() throws {
        let (status, document) = try #require(try Self.checkJSON())
        #expect(status == 1)
        #expect(document.version == 1)
        let found = document.diagnostics.map(FindingPosition.init)
        #expect(found == Self.expectedFindings)
        #expect(found == found.sorted())
    }

    @Test("counts each severity in the summary")
    func summary() throws {
        let (_, document) = try #require(try Self.checkJSON())
        let summary = document.summary
        #expect(summary.errors == 19)
        #expect(summary.warnings == 13)
        #expect(summary.notes == 2)
        #expect(summary.files == 17)
        #expect(summary.types == 6)
        #expect(summary.keys == 21)
        #expect(summary.locales == 6)
        #expect(document.diagnostics.count { $0.severity == "error" } == 19)
    }

    /// `Fixtures/BrokenFOSMVVMBoard`: `runtime: fosmvvm`, for the rules only that runtime has
    /// (BrokenTaskBoard is `runtime: l10nc`, for plurals, compound patterns and file layout).
    static let fosmvvmExample = ProjectPaths.repositoryRoot.appendingPathComponent(
        "Tests/EndToEndTests/Fixtures/BrokenFOSMVVMBoard")

    static let expectedFOSMVVMFindings: [FindingPosition] = [
        FindingPosition("macro-invisible-member", "Sources/Board/BoardViewModel.swift", 13, 67),
        FindingPosition("constant-placeholder", "Sources/Board/BoardViewModel.swift", 27, 29),
        FindingPosition("value-not-text", "Sources/Board/BoardViewModel.yml", 3, 15),
        FindingPosition("value-trimmed", "Sources/Board/BoardViewModel.yml", 5, 16),
        FindingPosition("percent-escape", "Sources/Board/BoardViewModel.yml", 6, 15),
        FindingPosition("resource-not-loaded", "Sources/Board/Legacy.yaml", 1, 1),
        FindingPosition("value-trimmed", "Sources/Board/Legacy.yaml", 5, 16),
    ]

    @Test("under runtime: fosmvvm, reports what FOSMVVM's store would serve wrong")
    func fosmvvmFindings() throws {
        let (status, document) = try #require(try Self.checkJSON(in: Self.fosmvvmExample))
        #expect(status == 1)
        #expect(document.diagnostics.map(FindingPosition.init) == Self.expectedFOSMVVMFindings)
    }

    @Test("--runtime overrides the config: under l10nc the FOSMVVM-only findings go; a bad value is status 2")
    func runtimeFlag() throws {
        let run = try #require(
            L10ncRun.run(["check", "--format", "json", "--runtime", "l10nc"], in: Self.fosmvvmExample))
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(run.standardOutput.utf8))
        #expect(run.exitStatus == 0)
        #expect(document.diagnostics.map(\.rule) == ["yaml11-scalar"])
        let bad = try #require(L10ncRun.run(["check", "--runtime", "fosmvm"], in: Self.fosmvvmExample))
        #expect(bad.exitStatus == 2)
        #expect(
            bad.standardError.contains(
                "The value 'fosmvm' is invalid for '--runtime <fosmvvm|l10nc>'. Please provide one of 'fosmvvm' and 'l10nc'."
            ))
    }

    @Test("compile checks as runtime: l10nc, whose table it writes, whatever runtime: says")
    func compileChecksAsL10nc() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-e2e-\(UUID().uuidString).l10n")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try #require(L10ncRun.run(["compile", "--output", output.path], in: Self.fosmvvmExample))
        // Under FOSMVVM `archived: no` is an error; l10nc's runtime keeps the text (a warning).
        #expect(run.exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: output.path))
        #expect(
            run.standardOutput.contains("[yaml11-scalar]") || run.standardError.contains("[yaml11-scalar]"))
        #expect(!(run.standardOutput + run.standardError).contains("[value-not-text]"))
    }

    @Test("fires every rule of RuleMetadata.all over the two broken examples and an odd file")
    func everyRuleFires() throws {
        let (_, document) = try #require(try Self.checkJSON())
        let (_, fosmvvm) = try #require(try Self.checkJSON(in: Self.fosmvvmExample))
        // `unreadable-file` needs a file that cannot be read, which a fixture in git cannot hold
        // without upsetting every tool that copies it: a link to nothing, made here.
        let odd = try OddInputTests.project()
        defer { try? FileManager.default.removeItem(at: odd) }
        try OddInputTests.Kind.danglingResource.make(in: odd)
        let (_, unreadable) = try #require(try Self.checkJSON(in: odd))
        let fired = Set((document.diagnostics + fosmvvm.diagnostics + unreadable.diagnostics).map(\.rule))
        let all = Set(RuleMetadata.all.map(\.id.rawValue))
        #expect(all.count == 40)
        // A configuration with errors stops a check at its own findings, so it cannot fire
        // beside the others (FirstHourInputTests and SafeWriteTests.configurationTypo cover it).
        #expect(all.subtracting(fired).sorted() == ["invalid-config"])
        #expect(fired.subtracting(all).sorted() == [])
    }

    /// Each rule declares the runtimes it serves (`RuleMetadata.runtimes`); the checker reports
    /// it under those and under no other. Both broken examples, checked under each runtime.
    @Test("every rule is reported exactly under the runtimes it declares")
    func rulesFollowTheirDeclaredRuntimes() throws {
        var firedUnder: [String: Set<String>] = [:]
        for runtime in ServingRuntime.allCases {
            for project in [ProjectPaths.brokenExample, Self.fosmvvmExample] {
                let run = try #require(
                    L10ncRun.run(["check", "--format", "json", "--runtime", runtime.rawValue], in: project))
                let document = try JSONDecoder().decode(
                    JSONReportDocument.self, from: Data(run.standardOutput.utf8))
                for diagnostic in document.diagnostics {
                    firedUnder[diagnostic.rule, default: []].insert(runtime.rawValue)
                }
            }
        }
        for rule in RuleMetadata.all {
            let declared = Set(rule.runtimes.map(\.rawValue))
            let fired = firedUnder[rule.id.rawValue] ?? []
            // Never under a runtime it does not serve; a rule of one runtime fires under it.
            #expect(fired.isSubset(of: declared), "\(rule.id) fired under \(fired.sorted())")
            if declared.count == 1 { #expect(fired == declared, "\(rule.id) fired under \(fired.sorted())") }
        }
    }

    @Test("a `# l10nc:ignore` comment suppresses the finding on its line")
    func ignoreCommentSuppresses() throws {
        // The same project with the ignore on `firstName: "Ada"` removed: its untranslated
        // finding appears, and nothing else changes.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-e2e-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ProjectPaths.brokenExample, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent(Self.tb + "UserNameViewModel.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "firstName: \"Ada\"  # l10nc:ignore untranslated", with: "firstName: \"Ada\"")
        #expect(edited != text)
        try Data(edited.utf8).write(to: file)

        let (status, document) = try #require(try Self.checkJSON(in: copy))
        #expect(status == 1)
        let expected =
            (Self.expectedFindings + [
                FindingPosition("untranslated", Self.tb + "UserNameViewModel.yml", 10, 16)
            ])
            .sorted()
        #expect(document.diagnostics.map(FindingPosition.init) == expected)
    }

    @Test("--format sarif validates against the SARIF 2.1.0 schema", PythonTool.jsonSchema)
    func sarifValidates() throws {
        let run = try #require(L10ncRun.run(["check", "--format", "sarif"], in: ProjectPaths.brokenExample))
        #expect(run.exitStatus == 1)
        let validation = try SARIFSchemaCheck.validate(run.standardOutput)
        #expect(validation.status == 0, "\(validation.message)")

        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == Self.expectedFindings.count)
    }

    @Test("--format github writes one workflow command per finding, and a notice where a locale lacks a key")
    func githubFormat() throws {
        let run = try #require(L10ncRun.run(["check", "--format", "github"], in: ProjectPaths.brokenExample))
        #expect(run.exitStatus == 1)
        let lines = run.standardOutput.split(separator: "\n")
        let (_, document) = try #require(try Self.checkJSON())
        let places = document.diagnostics.reduce(0) { count, finding in
            count + finding.related.count { $0.message.hasPrefix("where '") }
        }
        #expect(places > 0)
        #expect(lines.count { $0.hasPrefix("::") } == Self.expectedFindings.count + places)
        let expected =
            "::error file=Sources/TaskBoard/Aliases.yml,line=8,col=7,title=yaml-alias-limit::aliases expand to more "
            + "than 100000 nodes; write the values out instead of nesting aliases of aliases"
        #expect(lines.first.map(String.init) == expected)
    }

    @Test("--format text ends with the summary line")
    func textFormat() throws {
        let run = try #require(L10ncRun.run(["check"], in: ProjectPaths.brokenExample))
        #expect(run.exitStatus == 1)
        let last = try #require(run.standardOutput.split(separator: "\n").last)
        #expect(
            last.hasPrefix(
                "checked 17 files, 6 types, 21 keys, 6 locales: 19 errors, 13 warnings, 2 notes in "))
        #expect(
            run.standardOutput.hasPrefix(
                "Sources/TaskBoard/Aliases.yml:8:7: error: aliases expand to more than 100000 nodes"))
    }
}
