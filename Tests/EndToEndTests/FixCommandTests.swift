import Foundation
import L10nCore
import L10nReporting
import Testing

/// `l10nc fix` on temporary copies of `Fixtures/BrokenTaskBoard`.
@Suite("l10nc fix")
struct FixCommandTests {
    static let tb = "Sources/TaskBoard/"
    /// The rules a plain `fix` repairs (those it repairs only when `--rule` asks are left).
    static let fixedRules = Set(RuleFix.fixableRules.filter { $0.fix?.isOnRequest != true }.map(\.rawValue))

    /// A fresh copy of the broken example, removed by the caller.
    /// A copy of the broken example. `parsing`: with ArchiveViewModel.swift's lost brace put
    /// back, for the tests of what `fix` deletes and renames, which nothing is while a Swift file
    /// does not parse (SafeWriteTests covers that).
    static func brokenCopy(parsing: Bool = false) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-fix-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ProjectPaths.brokenExample, to: copy)
        if parsing {
            let swift = copy.appendingPathComponent(tb + "ArchiveViewModel.swift")
            try Data((try String(contentsOf: swift, encoding: .utf8) + "}\n").utf8).write(to: swift)
        }
        return copy
    }

    /// Every file's bytes under `directory`, by relative path.
    static func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    static func rules(_ document: JSONReportDocument) -> [String: Int] {
        document.diagnostics.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
    }

    @Test("fix, then check: only the findings with no safe fix are left")
    func fixThenCheck() throws {
        let copy = try Self.brokenCopy(parsing: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        let (_, before) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        let fix = try #require(L10ncRun.run(["fix", "--fill", "copy", "--prune"], in: copy))
        #expect(fix.exitStatus == 1, "errors without a safe fix are left")
        #expect(fix.standardError.contains("fixed yaml11-scalar"))
        #expect(fix.standardError.contains("fixed orphan-key: delete 'FeedViewModel.refreshHint' from 'en'"))
        let (status, after) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        #expect(status == 1)
        var expected = Self.rules(before)
        // A syntax error has a fix only when a tab indents the line; the broken example's is an
        // unclosed quote.
        for rule in Self.fixedRules where rule != "yaml-syntax" { expected[rule] = nil }
        // `ja` (advisory, minCoverage 100%) is complete once its missing key is filled.
        expected["locale-coverage"] = nil
        var left = Self.rules(after)
        // Copied text is, by definition, untranslated: `--fill copy` adds those notes.
        #expect(left["untranslated", default: 0] > expected["untranslated", default: 0])
        left["untranslated"] = nil
        expected["untranslated"] = nil
        // So are the stubs and copies `fix` wrote, until translated (`needs-translation`).
        #expect(left["needs-translation", default: 0] > expected["needs-translation", default: 0])
        left["needs-translation"] = nil
        expected["needs-translation"] = nil
        #expect(left == expected)
        // The fixed files still hold every byte the fixes did not touch.
        let feed = try String(
            contentsOf: copy.appendingPathComponent(Self.tb + "FeedViewModel.yml"), encoding: .utf8)
        let original = try String(
            contentsOf: ProjectPaths.brokenExample.appendingPathComponent(Self.tb + "FeedViewModel.yml"),
            encoding: .utf8)
        #expect(
            feed
                == original.replacingOccurrences(of: "    refreshHint: \"Pull to refresh.\"\n", with: "")
                .replacingOccurrences(
                    of: "    emptyFeed: \"Noch ist nichts passiert.\"\n",
                    with:
                        "    emptyFeed: \"Noch ist nichts passiert.\"\n    loadFailed: \"The feed could not be loaded. Pull to try again.\"\n"
                ))
        // A second run has nothing left to fix.
        let again = try #require(L10ncRun.run(["fix", "--check", "--fill", "copy", "--prune"], in: copy))
        #expect(again.exitStatus == 0)
        #expect(again.standardOutput.isEmpty)
    }

    @Test("--dry-run prints a diff and changes no byte; --check exits 1")
    func dryRun() throws {
        let copy = try Self.brokenCopy(parsing: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = try Self.snapshot(copy)
        let run = try #require(L10ncRun.run(["fix", "--dry-run", "--prune"], in: copy))
        #expect(run.exitStatus == 1, "errors with no safe fix would be left, so the real run exits 1")
        #expect(run.standardOutput.contains("--- a/Sources/TaskBoard/TaskCardViewModel.yml\n"))
        #expect(run.standardOutput.contains("\n-      done: yes\n+      done: \"yes\"\n"))
        #expect(run.standardOutput.contains("\n-    refreshHint: \"Pull to refresh.\"\n"))
        #expect(try Self.snapshot(copy) == before)
        let check = try #require(L10ncRun.run(["fix", "--check"], in: copy))
        #expect(check.exitStatus == 1)
        #expect(try Self.snapshot(copy) == before)
    }

    @Test("--rule limits the fixes to one rule")
    func ruleFilter() throws {
        let copy = try Self.brokenCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = try #require(
            L10ncRun.run(["fix", "--dry-run", "--rule", "yaml11-scalar", "--prune"], in: copy))
        #expect(run.standardOutput.contains("+      done: \"yes\"\n"))
        #expect(!run.standardOutput.contains("refreshHint"))
        #expect(!run.standardOutput.contains("ArchiveViewModel"))
    }

    @Test("a renamed property carries the translations of every locale to its new key")
    func renameCarriesTranslations() throws {
        let copy = try Self.brokenCopy(parsing: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        let swift = copy.appendingPathComponent(Self.tb + "TaskCardViewModel.swift")
        let source = try String(contentsOf: swift, encoding: .utf8)
        #expect(source.contains("var dueLabel"))
        try source.replacingOccurrences(of: "var dueLabel", with: "var dueText").write(
            to: swift, atomically: true, encoding: .utf8)
        let yamlURL = copy.appendingPathComponent(Self.tb + "TaskCardViewModel.yml")
        let yaml = try String(contentsOf: yamlURL, encoding: .utf8)

        let run = try #require(L10ncRun.run(["fix", "--rule", "missing-key"], in: copy))
        #expect(
            run.standardError.contains("rename 'TaskCardViewModel.dueLabel' to 'TaskCardViewModel.dueText'"))
        // Only the key's bytes changed, in every locale: values, quoting and comments stay.
        #expect(
            try String(contentsOf: yamlURL, encoding: .utf8)
                == yaml.replacingOccurrences(of: "    dueLabel:", with: "    dueText:"))
        #expect(yaml.components(separatedBy: "    dueLabel:").count == 6)
        let (_, after) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        // No missing or orphan key is left for either name; the de text's own placeholder drift stays.
        #expect(
            !after.diagnostics.contains {
                ["missing-key", "orphan-key"].contains($0.rule)
                    && ($0.message.contains("dueText") || $0.message.contains("dueLabel"))
            })
        #expect(
            after.diagnostics.contains { $0.rule == "placeholder-drift" && $0.message.contains("dueText") })
    }

    @Test("the default locale gets a visible stub, once the view model's Swift file parses")
    func stubs() throws {
        let copy = try Self.brokenCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let stub =
            "--- a/Sources/TaskBoard/ArchiveViewModel.yml\n+++ b/Sources/TaskBoard/ArchiveViewModel.yml\n@@ -0,0 +1,3 @@\n+en:\n+  ArchiveViewModel:\n+    title: \"title\"\n"
        // ArchiveViewModel.swift lost its closing brace: its keys are unknown, so none is stubbed.
        let broken = try #require(L10ncRun.run(["fix", "--dry-run", "--stub", "name"], in: copy))
        #expect(!broken.standardOutput.contains("ArchiveViewModel.yml"))
        let swift = copy.appendingPathComponent(Self.tb + "ArchiveViewModel.swift")
        try Data((try String(contentsOf: swift, encoding: .utf8) + "}\n").utf8).write(to: swift)
        let run = try #require(L10ncRun.run(["fix", "--dry-run", "--stub", "name"], in: copy))
        #expect(run.standardOutput.contains(stub), "\(run.standardOutput)")
    }
}

/// `check --format sarif` carries the safe fixes, and applying one gives what `fix` writes.
@Suite("SARIF fixes")
struct SARIFFixEndToEndTests {
    @Test("a quoting fix replaces exactly the scalar's bytes")
    func quotingFix() throws {
        let run = try #require(L10ncRun.run(["check", "--format", "sarif"], in: ProjectPaths.brokenExample))
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let quote = try #require(results.first { $0["ruleId"] as? String == "yaml11-scalar" })
        let change = try #require(
            ((quote["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        let text = try #require((replacement["insertedContent"] as? [String: String])?["text"])
        let file = ProjectPaths.brokenExample.appendingPathComponent(
            FixCommandTests.tb + "TaskCardViewModel.yml")
        var bytes = [UInt8](try Data(contentsOf: file))
        let offset = try #require(region["byteOffset"])
        let length = try #require(region["byteLength"])
        #expect(String(decoding: bytes[offset..<offset + length], as: UTF8.self) == "yes")
        #expect(region["startLine"] == 11 && region["startColumn"] == 13 && region["endColumn"] == 16)
        bytes.replaceSubrange(offset..<offset + length, with: Array(text.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("      done: \"yes\"\n"))
        // No missing key carries a fix here: ArchiveViewModel's is held back by its Swift syntax
        // error, and the others are missing in other locales than the default, which SARIF's fixes
        // do not fill (FixLoopTests covers a stub's fix).
        let missing = results.filter { $0["ruleId"] as? String == "missing-key" && $0["fixes"] != nil }
        #expect(missing.isEmpty)
    }
}

/// `l10nc lock`, `check`'s `stale-translation` and `fix --accept` on a copy of the clean example.
@Suite("Stale translations")
struct StaleTranslationTests {
    @Test("change an English text: check reports each translation, fix --accept clears them")
    func staleThenAccept() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-stale-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ProjectPaths.cleanExample, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let lock = try #require(L10ncRun.run(["lock"], in: copy))
        #expect(lock.exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("l10nc.lock").path))
        let adopted = try #require(L10ncRun.run(["check"], in: copy))
        #expect(adopted.exitStatus == 0)
        #expect(!adopted.standardOutput.contains("stale-translation"), "adopting the lock reports nothing")

        let file = copy.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        #expect(yaml.contains("    title: \"Dashboard\"\n"))
        try yaml.replacingOccurrences(
            of: "    title: \"Dashboard\"\n", with: "    title: \"Your dashboard\"\n"
        )
        .write(to: file, atomically: true, encoding: .utf8)

        let (_, stale) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        let findings = stale.diagnostics.filter { $0.rule == "stale-translation" }
        #expect(findings.count == 4, "de, ru, ar and ja translate the title")
        #expect(findings.allSatisfy { $0.severity == "warning" && $0.message.contains("from \"Dashboard\"") })
        #expect(findings.allSatisfy { $0.message.contains("now \"Your dashboard\"") })

        let one = try #require(
            L10ncRun.run(["fix", "--accept", "DashboardViewModel.title", "--locale", "de"], in: copy))
        #expect(one.exitStatus == 0)
        let (_, afterOne) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        #expect(afterOne.diagnostics.filter { $0.rule == "stale-translation" }.count == 3)

        let all = try #require(L10ncRun.run(["fix", "--accept"], in: copy))
        #expect(all.exitStatus == 0)
        let (status, cleared) = try #require(try BrokenExampleTests.checkJSON(in: copy))
        #expect(status == 0)
        #expect(cleared.diagnostics.isEmpty)
    }
}

/// `check --write-baseline` and `--baseline` on a copy of the broken example.
@Suite("Baseline")
struct BaselineTests {
    @Test("a recorded finding does not fail, a new one does, a fixed one is reported as gone")
    func baseline() throws {
        let copy = try FixCommandTests.brokenCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let write = try #require(L10ncRun.run(["check", "--write-baseline", "baseline.json"], in: copy))
        #expect(write.exitStatus == 0)
        let clean = try #require(
            L10ncRun.run(["check", "--baseline", "baseline.json", "--format", "json"], in: copy))
        #expect(clean.exitStatus == 0, "every finding is recorded")
        let document = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(clean.standardOutput.utf8))
        #expect(document.summary.errors == 0 && document.summary.warnings == 0)

        // Fix one recorded finding (quote `done: yes`), move lines, add a new one (an empty value).
        let file = copy.appendingPathComponent(FixCommandTests.tb + "TaskCardViewModel.yml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        try
            ("# moved down a line\n"
            + yaml.replacingOccurrences(of: "      done: yes\n", with: "      done: \"yes\"\n")
            .replacingOccurrences(of: "    dueLabel: \"Due\"\n", with: "    dueLabel: \"\"\n"))
            .write(to: file, atomically: true, encoding: .utf8)
        let after = try #require(
            L10ncRun.run(["check", "--baseline", "baseline.json", "--format", "json"], in: copy))
        let afterDocument = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(after.standardOutput.utf8))
        let new = afterDocument.diagnostics.filter { $0.severity != "note" }
        #expect(new.map(\.rule) == ["empty-value"])
        #expect(
            after.standardError.contains("gone: Sources/TaskBoard/TaskCardViewModel.yml: [yaml11-scalar]"))
        let strict = try #require(
            L10ncRun.run(["check", "--baseline", "baseline.json", "--warnings-as-errors"], in: copy))
        #expect(strict.exitStatus == 1, "the new finding fails")
    }
}

/// Where `fix` puts a missing key, by project layout.
@Suite("l10nc fix layouts")
struct FixLayoutTests {
    static func project(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-fix-layout-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static let swift = """
        import FOSMVVM

        @ViewModel
        public struct CardViewModel {
            @LocalizedString public var title
            @LocalizedString public var subtitle
        }

        """

    @Test("one file per locale: each locale's key goes into its own file")
    func perLocaleFiles() throws {
        let directory = try Self.project([
            "l10nc.yml": "sources: [Sources]\nresources: [Resources]\ndefaultLocale: en\n",
            "Sources/CardViewModel.swift": Self.swift,
            "Resources/en.yml": "en:\n  CardViewModel:\n    title: \"Title\"\n",
            "Resources/de.yml": "de:\n  OtherViewModel:\n    x: \"X\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try #require(L10ncRun.run(["fix", "--fill", "empty", "--dry-run"], in: directory))
        #expect(run.standardOutput.contains("+++ b/Resources/de.yml\n"))
        #expect(run.standardOutput.contains("+de:\n") == false, "de is not added to en.yml")
        #expect(run.standardOutput.contains("+  CardViewModel:\n+    subtitle: \"\"\n+    title: \"\"\n"))
        #expect(run.standardOutput.contains("+    subtitle: \"TODO: CardViewModel.subtitle\"\n"))
    }

    @Test("one file per view model: every locale's key goes into the type's file")
    func perViewModelFiles() throws {
        let directory = try Self.project([
            "l10nc.yml": "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\n",
            "Sources/CardViewModel.swift": Self.swift,
            "Sources/CardViewModel.yml":
                "en:\n  CardViewModel:\n    title: \"Title\"\nde:\n  CardViewModel:\n    title: \"Titel\"\n",
            "Sources/OtherViewModel.yml":
                "de:\n  OtherViewModel:\n    x: \"X\"\nen:\n  OtherViewModel:\n    x: \"X\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: directory))
        #expect(run.exitStatus == 0)
        let yaml = try String(
            contentsOf: directory.appendingPathComponent("Sources/CardViewModel.yml"), encoding: .utf8)
        #expect(
            yaml
                == "en:\n  CardViewModel:\n    title: \"Title\"\n    subtitle: \"TODO: CardViewModel.subtitle\"\nde:\n  CardViewModel:\n    title: \"Titel\"\n    subtitle: \"TODO: CardViewModel.subtitle\"\n"
        )
    }

    @Test("--fill pseudo writes the en-XA text compile --pseudo serves, placeholders intact")
    func fillPseudo() throws {
        let directory = try Self.project([
            "l10nc.yml": "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\n",
            "Sources/CardViewModel.swift": Self.swift,
            "Sources/CardViewModel.yml":
                "en:\n  CardViewModel:\n    title: \"Title\"\n    subtitle: \"Due %{date}, 100%%\"\n"
                + "de:\n  CardViewModel:\n    title: \"Titel\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try #require(L10ncRun.run(["fix", "--fill", "pseudo"], in: directory))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        let yaml = try String(
            contentsOf: directory.appendingPathComponent("Sources/CardViewModel.yml"), encoding: .utf8)
        #expect(
            yaml.hasSuffix("    title: \"Titel\"\n    subtitle: \"[Ðûé %{date}, 100%% one]\"\n"), "\(yaml)")
    }
}
