import Foundation
import L10nCore
import L10nReporting
import Testing

/// The daily loop around `fix`: one fix table for check, SARIF and fix under both runtimes,
/// option and exit-status rules, renames and placeholders in `l10nc.lock`.
@Suite("l10nc fix loop")
struct FixLoopTests {
    static let swift = """
        import FOSMVVM

        @ViewModel
        public struct CardViewModel {
            @LocalizedString public var title
            @LocalizedString public var subtitle
            @LocalizedString public var autoSave
        }

        """

    static let yaml = """
        # Card texts: this comment stays.
        en:
          CardViewModel:
            title: "Title"   # and this one
            autoSave: yes
          GoneViewModel:
            legacy: "Legacy"
        de:
          CardViewModel:
            title: "Titel"
            subtitle: "Untertitel"
            autoSave: "Ja"

        """

    static func project(runtime: String, yaml: String = Self.yaml) throws -> URL {
        try FixLayoutTests.project([
            "l10nc.yml":
                "sources: [Sources]\nresources: [Resources]\ndefaultLocale: en\nruntime: \(runtime)\n",
            "Sources/CardViewModel.swift": Self.swift,
            "Resources/CardViewModel.yml": yaml,
        ])
    }

    static func file(_ directory: URL, _ path: String = "Resources/CardViewModel.yml") throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// Applies the SARIF `fixes` of `check --format sarif` to the files as they are on disk:
    /// each replacement against the original bytes, the last offset first.
    static func applySARIFFixes(_ sarif: String, in directory: URL) throws -> (
        count: Int, files: [String: String]
    ) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        var count = 0
        var edits: [String: [(offset: Int, length: Int, text: String)]] = [:]
        for result in results {
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                count += 1
                for change in fix["artifactChanges"] as? [[String: Any]] ?? [] {
                    let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
                    for replacement in change["replacements"] as? [[String: Any]] ?? [] {
                        let region = try #require(replacement["deletedRegion"] as? [String: Int])
                        let text = (replacement["insertedContent"] as? [String: String])?["text"] ?? ""
                        edits[uri, default: []].append((region["byteOffset"]!, region["byteLength"]!, text))
                    }
                }
            }
        }
        var files: [String: String] = [:]
        for (uri, changes) in edits {
            var bytes = Array((try? Data(contentsOf: directory.appendingPathComponent(uri))) ?? Data())
            for change in changes.sorted(by: { $0.offset > $1.offset }) {
                bytes.replaceSubrange(
                    change.offset..<(change.offset + change.length), with: Array(change.text.utf8))
            }
            files[uri] = String(decoding: bytes, as: UTF8.self)
        }
        return (count, files)
    }

    @Test(
        "check's fix-its, SARIF's fixes and fix agree under each runtime; no fixable finding is left",
        arguments: ["fosmvvm", "l10nc"])
    func oneFixTable(runtime: String) throws {
        let directory = try Self.project(runtime: runtime)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, before) = try #require(try BrokenExampleTests.checkJSON(in: directory))
        let quoteRule = runtime == "fosmvvm" ? "value-not-text" : "yaml11-scalar"
        let rules = Set(before.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: [quoteRule, "missing-key", "orphan-key"]), "\(rules)")
        // Every fix-it check prints belongs to a rule the fix table quotes.
        for finding in before.diagnostics where finding.fixIt != nil {
            #expect(RuleID(rawValue: finding.rule).fix == .replaceScalar, "\(finding.rule) prints a fix-it")
        }

        let sarif = try #require(L10ncRun.run(["check", "--format", "sarif"], in: directory))
        let (sarifCount, sarifFiles) = try Self.applySARIFFixes(sarif.standardOutput, in: directory)
        let dryRun = try #require(L10ncRun.run(["fix", "--dry-run"], in: directory))
        #expect(
            dryRun.standardError.contains("l10nc: \(sarifCount) fixes would change 1 file"),
            "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("-    autoSave: yes\n+    autoSave: \"yes\"\n"))

        let fix = try #require(L10ncRun.run(["fix"], in: directory))
        #expect(fix.exitStatus == dryRun.exitStatus, "--dry-run exits as the real run")
        #expect(fix.standardError.contains("fixed \(quoteRule): quote the value: \"yes\""))
        let fixed = fix.standardError.split(separator: "\n").filter { $0.hasPrefix("fixed ") }
        #expect(fixed.count == sarifCount, "\(fix.standardError)")
        #expect(
            sarifFiles == ["Resources/CardViewModel.yml": try Self.file(directory)], "SARIF's fixes are fix's"
        )

        let pruned = try #require(L10ncRun.run(["fix", "--prune"], in: directory))
        #expect(pruned.exitStatus == 0, "\(pruned.standardOutput)")
        let (_, after) = try #require(try BrokenExampleTests.checkJSON(in: directory))
        let left = after.diagnostics.filter { RuleID(rawValue: $0.rule).fix != nil }
        #expect(left.isEmpty, "\(left.map(\.message))")
        let yaml = try Self.file(directory)
        #expect(
            yaml.hasPrefix(
                "# Card texts: this comment stays.\nen:\n  CardViewModel:\n    title: \"Title\"   # and this one\n    autoSave: \"yes\"\n"
            ))
        #expect(!yaml.contains("GoneViewModel"))
    }

    // MARK: Options and exit status

    @Test("an unknown --rule, or one with no fix, is a bad invocation with a suggestion")
    func unknownAndUnfixableRules() throws {
        let directory = try Self.project(runtime: "fosmvvm")
        defer { try? FileManager.default.removeItem(at: directory) }
        let misspelled = try #require(L10ncRun.run(["fix", "--rule", "missing-kye"], in: directory))
        #expect(misspelled.exitStatus == 2)
        #expect(
            misspelled.standardError.contains("did you mean 'missing-key'?"), "\(misspelled.standardError)")
        let fixable = RuleFix.fixableRules.map(\.rawValue).joined(separator: ", ")
        #expect(misspelled.standardError.contains(fixable))
        let bogus = try #require(L10ncRun.run(["fix", "--dry-run", "--rule", "bogus"], in: directory))
        #expect(bogus.exitStatus == 2)
        let unfixable = try #require(L10ncRun.run(["fix", "--rule", "placeholder-unused"], in: directory))
        #expect(unfixable.exitStatus == 2)
        #expect(unfixable.standardError.contains("'placeholder-unused' has no safe fix"))
        #expect(unfixable.standardError.contains(fixable))
        #expect(try Self.file(directory) == Self.yaml, "nothing was written")
    }

    @Test("--dry-run exits as the real run: errors left, and a file that does not parse")
    func dryRunExitStatus() throws {
        // A placeholder no code gives has no safe fix: an error is left after fixing.
        let withError = Self.yaml.replacingOccurrences(of: "\"Titel\"", with: "\"Titel %{x}\"")
        let broken = Self.yaml + "fr:\n  CardViewModel:\n    title: \"unclosed\n"
        for yaml in [withError, broken] {
            let directory = try Self.project(runtime: "fosmvvm", yaml: yaml)
            defer { try? FileManager.default.removeItem(at: directory) }
            let dryRun = try #require(L10ncRun.run(["fix", "--dry-run"], in: directory))
            #expect(try Self.file(directory) == yaml)
            let real = try #require(L10ncRun.run(["fix"], in: directory))
            #expect(real.exitStatus == 1)
            #expect(dryRun.exitStatus == real.exitStatus, "\(dryRun.standardError)")
        }
    }

    // MARK: Renames and the lock

    @Test("a rename by fix carries the lock entry; a later change of the English text is stale")
    func renameCarriesLock() throws {
        let directory = try FixLayoutTests.project([
            "l10nc.yml": "sources: [Sources]\nresources: [Resources]\ndefaultLocale: en\n",
            "Sources/PageViewModel.swift":
                "@ViewModel\npublic struct PageViewModel {\n    @LocalizedString public var pageTitle\n}\n",
            "Resources/PageViewModel.yml":
                "en:\n  PageViewModel:\n    pageTitle: \"Welcome\"\nde:\n  PageViewModel:\n    pageTitle: \"Willkommen\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let lock = try #require(L10ncRun.run(["lock"], in: directory))
        #expect(
            lock.standardOutput.hasSuffix("1 translation recorded (1 new, 0 dropped)\n"),
            "\(lock.standardOutput)")

        let swift = directory.appendingPathComponent("Sources/PageViewModel.swift")
        try (try String(contentsOf: swift, encoding: .utf8)).replacingOccurrences(
            of: "pageTitle", with: "pageHeading"
        ).write(to: swift, atomically: true, encoding: .utf8)
        let fix = try #require(L10ncRun.run(["fix"], in: directory))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(fix.standardError.contains("rename 'PageViewModel.pageTitle' to 'PageViewModel.pageHeading'"))
        let lockText = try Self.file(directory, "l10nc.lock")
        #expect(lockText.contains("  PageViewModel.pageHeading:\n    de: "), "\(lockText)")
        #expect(!lockText.contains("pageTitle"))

        // The English text changes after the rename: the translation is stale, and `lock` keeps it
        // so (it records nothing new, and drops nothing).
        let yamlURL = directory.appendingPathComponent("Resources/PageViewModel.yml")
        try (try String(contentsOf: yamlURL, encoding: .utf8)).replacingOccurrences(
            of: "\"Welcome\"", with: "\"Welcome back\""
        ).write(to: yamlURL, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let (_, check) = try #require(try BrokenExampleTests.checkJSON(in: directory))
            let stale = check.diagnostics.filter { $0.rule == "stale-translation" }
            #expect(
                stale.count == 1 && stale[0].message.contains("'PageViewModel.pageHeading'"),
                "\(check.diagnostics.map(\.message))")
            let relock = try #require(L10ncRun.run(["lock"], in: directory))
            #expect(
                relock.standardOutput.hasSuffix("1 translation recorded (0 new, 0 dropped)\n"),
                "\(relock.standardOutput)")
        }
    }

    @Test("lock counts each record it adds and drops, not the difference of two totals")
    func lockCounts() throws {
        let directory = try FixLayoutTests.project([
            "l10nc.yml": "resources: [Resources]\ndefaultLocale: en\n",
            "Resources/en.yml": "en:\n  T:\n    a: \"A\"\n",
            "Resources/de.yml": "de:\n  T:\n    a: \"A-de\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try #require(L10ncRun.run(["lock"], in: directory))
        try "en:\n  T:\n    b: \"A\"\n".write(
            to: directory.appendingPathComponent("Resources/en.yml"), atomically: true, encoding: .utf8)
        try "de:\n  T:\n    b: \"A-de\"\n".write(
            to: directory.appendingPathComponent("Resources/de.yml"), atomically: true, encoding: .utf8)
        let relock = try #require(L10ncRun.run(["lock"], in: directory))
        #expect(
            relock.standardOutput.hasSuffix("1 translation recorded (1 new, 1 dropped)\n"),
            "\(relock.standardOutput)")
    }

    // MARK: Placeholders

    @Test(
        "stubs and --fill copies are recorded as to translate: check, export --only missing and stats say so")
    func placeholdersNeedTranslation() throws {
        let directory = try FixLayoutTests.project([
            "l10nc.yml":
                "sources: [Sources]\nresources: [Resources]\ndefaultLocale: en\n"
                + "localePolicy:\n  ja: advisory\n",
            "Sources/CardViewModel.swift": FixLayoutTests.swift,
            "Resources/CardViewModel.yml":
                "en:\n  CardViewModel:\n    title: \"Title\"\nde:\n  CardViewModel:\n    subtitle: \"Untertitel\"\n"
                + "ja:\n  CardViewModel:\n    subtitle: \"サブタイトル\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let fix = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: directory))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        let (_, check) = try #require(try BrokenExampleTests.checkJSON(in: directory))
        let placeholders = check.diagnostics.filter { $0.rule == "needs-translation" }
        let summary = Set(placeholders.map { "\($0.severity) \($0.message.prefix(while: { $0 != "(" }))" })
        #expect(
            summary == [
                "warning 'CardViewModel.subtitle' in locale 'en' is still the stub `l10nc fix` wrote ",
                "warning 'CardViewModel.title' in locale 'de' is still the text `l10nc fix --fill` wrote ",
                "note 'CardViewModel.title' in locale 'ja' is still the text `l10nc fix --fill` wrote ",
            ], "\(summary)")

        let out = directory.appendingPathComponent("out")
        let export = try #require(
            L10ncRun.run(
                ["export", "--format", "xliff12", "--only", "missing", "--locale", "de", "-o", out.path],
                in: directory))
        #expect(
            export.standardOutput.contains("1 unit (1 to translate, 0 to review)"),
            "\(export.standardOutput)")
        let xliff = try String(contentsOf: out.appendingPathComponent("de.xlf"), encoding: .utf8)
        #expect(xliff.contains("id=\"CardViewModel.title\""))
        #expect(xliff.contains("<target state=\"needs-translation\"/>"))
        #expect(!xliff.contains("approved=\"yes\""))

        let stats = try #require(L10ncRun.run(["stats"], in: directory))
        #expect(stats.standardOutput.contains("1/2   50.0%  (1 to translate)"), "\(stats.standardOutput)")

        // A translation replaces the copy: no longer reported, and `lock` forgets the record.
        let yamlURL = directory.appendingPathComponent("Resources/CardViewModel.yml")
        try (try String(contentsOf: yamlURL, encoding: .utf8)).replacingOccurrences(
            of: "  CardViewModel:\n    subtitle: \"Untertitel\"\n    title: \"Title\"",
            with: "  CardViewModel:\n    subtitle: \"Untertitel\"\n    title: \"Titel\""
        ).write(to: yamlURL, atomically: true, encoding: .utf8)
        let (_, translated) = try #require(try BrokenExampleTests.checkJSON(in: directory))
        #expect(
            translated.diagnostics.filter { $0.rule == "needs-translation" }.map(\.location.line).count == 2,
            "\(translated.diagnostics.map(\.message))")
        _ = try #require(L10ncRun.run(["lock"], in: directory))
        let lockText = try Self.file(directory, "l10nc.lock")
        let section = try #require(
            lockText.components(separatedBy: "needsTranslation:\n").last?.components(separatedBy: "sources:")
                .first)
        #expect(section.hasPrefix("  CardViewModel.subtitle:\n    en: "), "\(lockText)")
        #expect(section.contains("\n  CardViewModel.title:\n    ja: "))
        #expect(!section.contains("de: "), "the translated copy is forgotten")
    }

    // MARK: Old exports

    @Test(
        "an old export does not revert a newer translation unless --overwrite",
        arguments: ["xliff12", "xliff2", "po"])
    func oldExportConflicts(format: String) throws {
        let directory = try FixLayoutTests.project([
            "l10nc.yml": "resources: [Resources]\ndefaultLocale: en\n",
            "Resources/en.yml": "en:\n  T:\n    a: \"Apple\"\n    b: \"Banana\"\n    c: \"Cherry\"\n",
            "Resources/de.yml": "de:\n  T:\n    a: \"Apfel alt\"\n    b: \"Banane alt\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let export = try #require(
            L10ncRun.run(["export", "--format", format, "--locale", "de", "-o", out.path], in: directory))
        #expect(export.exitStatus == 0, "\(export.standardError)")
        let file = out.appendingPathComponent("de.\(ExchangeCommandTests.extensions[format]!)")
        let exported = try String(contentsOf: file, encoding: .utf8)
        // The translator works on the old file: a new text for 'a', 'c' translated.
        var edited = exported.replacingOccurrences(of: "Apfel alt", with: "Apfel vom Übersetzer")
        switch format {
        case "po":
            edited = edited.replacingOccurrences(
                of: "msgid \"Cherry\"\nmsgstr \"\"", with: "msgid \"Cherry\"\nmsgstr \"Kirsche\"")
        case "xliff12":
            edited = edited.replacingOccurrences(
                of: "<target state=\"needs-translation\"/>",
                with: "<target state=\"translated\">Kirsche</target>")
        default:
            edited = edited.replacingOccurrences(
                of: "<segment state=\"initial\">", with: "<segment state=\"translated\">"
            )
            .replacingOccurrences(
                of: "<source xml:space=\"preserve\">Cherry</source>",
                with:
                    "<source xml:space=\"preserve\">Cherry</source><target xml:space=\"preserve\">Kirsche</target>"
            )
        }
        #expect(edited.contains("Kirsche"), "\(exported)")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        // Meanwhile a newer translation of 'a' lands in the YAML.
        let de = directory.appendingPathComponent("Resources/de.yml")
        let newer = "de:\n  T:\n    a: \"Apfel neu\"\n    b: \"Banane alt\"\n"
        try newer.write(to: de, atomically: true, encoding: .utf8)

        let refused = try #require(L10ncRun.run(["import", file.path], in: directory))
        #expect(refused.exitStatus == 1)
        #expect(
            refused.standardOutput.contains(
                "error: 'T.a' in 'de' changed in the resources since this file was exported (now \"Apfel neu\")"
            ), "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("[import-conflict]"))
        #expect(!refused.standardOutput.contains("'T.c'"), "'c' had no text then and has none now")
        #expect(try String(contentsOf: de, encoding: .utf8) == newer, "nothing written")

        let partial = try #require(L10ncRun.run(["import", "--partial", file.path], in: directory))
        #expect(partial.exitStatus == 1)
        let merged = try String(contentsOf: de, encoding: .utf8)
        #expect(merged.contains("a: \"Apfel neu\"") && merged.contains("Kirsche"), "\(merged)")

        let overwritten = try #require(L10ncRun.run(["import", "--overwrite", file.path], in: directory))
        #expect(overwritten.exitStatus == 0, "\(overwritten.standardOutput)")
        #expect(overwritten.standardOutput.contains("warning: 'T.a' in 'de' changed"))
        #expect(try String(contentsOf: de, encoding: .utf8).contains("a: \"Apfel vom Übersetzer\""))
    }
}
