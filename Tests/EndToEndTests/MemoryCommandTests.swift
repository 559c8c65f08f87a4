import Foundation
import Testing

/// `l10nc fix --fill memory`: a missing translation filled with the translation memory's exact
/// match (the project's own translations first, then the files in order), recorded as needing
/// review, so `check` reports it until a person accepts it.
@Suite("Translation memory in fix")
struct MemoryCommandTests {
    static let configuration = """
        sources: [Sources]
        resources: [Resources]
        defaultLocale: en
        locales: [en, de, ru]
        runtime: l10nc

        """
    static let swift = """
        struct CardViewModel {
            @LocalizedString var cancel
            @LocalizedString var save
            @LocalizedString var help
        }
        struct DialogViewModel {
            @LocalizedString var cancel
            @LocalizedSubs(substitutions: \\.subs) var remaining
        }
        struct TaskViewModel {
            @LocalizedSubs(substitutions: \\.subs) var remaining
        }

        """
    static let yaml = """
        en:
          CardViewModel:
            cancel: "Cancel"
            save: "Save"
            help: "Help"
          DialogViewModel:
            cancel: "Cancel"
            remaining:
              one: "%{count} task left"
              other: "%{count} tasks left"
          TaskViewModel:
            remaining:
              one: "%{count} task left"
              other: "%{count} tasks left"
        de:
          CardViewModel:
            cancel: "Abbrechen"
        ru:
          CardViewModel:
            cancel: "Отмена"
          TaskViewModel:
            remaining:
              one: "Осталась %{count} задача"
              few: "Осталось %{count} задачи"
              many: "Осталось %{count} задач"
              other: "Осталось %{count} задачи"

        """
    /// An app's catalog: its keys are English texts.
    static let appCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Help" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Hülfe"
                  }
                }
              }
            },
            "Save" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sichern"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """

    static func project() throws -> URL {
        let directory = ExchangeCommandTests.temporaryDirectory("memory")
        let manager = FileManager.default
        try manager.createDirectory(
            at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: directory.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: directory.appendingPathComponent("l10nc.yml"))
        try Data(swift.utf8).write(to: directory.appendingPathComponent("Sources/Models.swift"))
        try Data(yaml.utf8).write(to: directory.appendingPathComponent("Resources/Texts.yml"))
        try Data(appCatalog.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        return directory
    }

    static func text(_ directory: URL, _ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("from the project and from an app's catalog: filled, recorded to review, reported until accepted")
    func fillFromMemory() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let catalogBefore = try Self.text(project, "Localizable.xcstrings")
        let fixed = try #require(
            L10ncRun.run(["fix", "--fill", "memory", "--memory", "Localizable.xcstrings"], in: project))
        #expect(fixed.exitStatus == 1, "keys without a match stay missing: \(fixed.standardError)")
        #expect(
            fixed.standardError.contains(
                "fixed missing-key: add 'CardViewModel.save' to 'de' in Resources/Texts.yml, from translation "
                    + "memory: Localizable.xcstrings (Save)"), "\(fixed.standardError)")
        #expect(
            fixed.standardError.contains(
                "add 'DialogViewModel.cancel' to 'de' in Resources/Texts.yml, from translation memory: the project "
                    + "(CardViewModel.cancel)"))
        let yaml = try Self.text(project, "Resources/Texts.yml")
        // The project's own translation, the app catalog's, and Russian's plural category by category.
        #expect(yaml.contains("    save: \"Sichern\"\n"))
        #expect(yaml.contains("  DialogViewModel:\n    cancel: \"Abbrechen\"\n"))
        #expect(
            yaml.contains(
                "  DialogViewModel:\n    cancel: \"Отмена\"\n    remaining:\n      one: \"Осталась %{count} задача\"\n"
                    + "      few: \"Осталось %{count} задачи\"\n      many: \"Осталось %{count} задач\"\n"
                    + "      other: \"Осталось %{count} задачи\"\n"), "\(yaml)")
        // A catalog's unit to review is no translation: Help stays missing.
        #expect(!yaml.contains("Hülfe"))
        #expect(
            try Self.text(project, "Localizable.xcstrings") == catalogBefore, "memory files are only read")

        let lock = try Self.text(project, "l10nc.lock")
        #expect(lock.contains("needsReview:\n  CardViewModel.save:\n    de: "), "\(lock)")
        let check = try #require(L10ncRun.run(["check"], in: project))
        let reviews = check.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[needs-review]") }
        #expect(reviews.count == 4, "\(check.standardOutput)")
        #expect(reviews.contains { $0.contains("'CardViewModel.save' in locale 'de'") })

        // A person accepts one: it is no longer reported; the others still are.
        let accepted = try #require(
            L10ncRun.run(["fix", "--accept", "CardViewModel.save", "--locale", "de"], in: project))
        #expect(accepted.exitStatus == 0, "\(accepted.standardError)")
        let after = try #require(L10ncRun.run(["check"], in: project))
        let left = after.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[needs-review]") }
        #expect(left.count == 3)
        #expect(!left.contains { $0.contains("'CardViewModel.save' in locale 'de'") })
    }

    @Test("memory,copy copies where memory has no match; memory: in l10nc.yml names the files")
    func fillFallsBackToCopy() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        try Data((Self.configuration + "memory: [Localizable.xcstrings]\n").utf8).write(
            to: project.appendingPathComponent("l10nc.yml"))
        let fixed = try #require(L10ncRun.run(["fix", "--fill", "memory,copy"], in: project))
        // German's plural message has no match, and a copy is a stub (an error left): status 1.
        #expect(fixed.exitStatus == 1, "\(fixed.standardError)")
        #expect(fixed.standardError.contains("from translation memory: Localizable.xcstrings (Save)"))
        let yaml = try Self.text(project, "Resources/Texts.yml")
        #expect(yaml.contains("    save: \"Sichern\"\n"))
        #expect(yaml.contains("    help: \"Help\"\n"), "copied: \(yaml)")
        let lock = try Self.text(project, "l10nc.lock")
        // The copy is still to translate, the match to review.
        #expect(lock.contains("needsTranslation:\n  CardViewModel.help:\n    de: "), "\(lock)")
        #expect(lock.contains("needsReview:\n  CardViewModel.save:\n    de: "), "\(lock)")
        let check = try #require(L10ncRun.run(["check"], in: project))
        #expect(check.standardOutput.contains("'CardViewModel.help' in locale 'de' is still the text"))
        #expect(
            check.standardOutput.contains("'CardViewModel.save' in locale 'de' is a text an agent or the"))

        let bad = try #require(L10ncRun.run(["fix", "--fill", "copy", "--memory", "x.tmx"], in: project))
        #expect(bad.exitStatus == 2)
        #expect(bad.standardError.contains("--memory goes with --fill memory"))
        let missing = try #require(
            L10ncRun.run(["fix", "--fill", "memory", "--memory", "x.tmx"], in: project))
        #expect(missing.exitStatus == 2)
        #expect(
            missing.standardError.contains("cannot read the translation memory file x.tmx"),
            "\(missing.standardError)")
    }

    struct LoadedMatch: Decodable, Equatable {
        var id: String
        var source: String
        var target: String
        var quality: String?
        var origin: String?
        var ref: String?
    }

    @Test(
        "export offers fuzzy matches that translate-toolkit reads back: alt-trans, previous msgid, mtc:matches",
        arguments: ["xliff12", "po", "xliff2"])
    func exportedMatches(format: String) throws {
        let project = try Self.project()
        let output = ExchangeCommandTests.temporaryDirectory("memory-export")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: output)
        }
        let tmx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en"
              creationtool="vendor" creationtoolversion="1" o-tmf="vendor"/>
            <body><tu tuid="h"><tuv xml:lang="en"><seg>Help!</seg></tuv><tuv xml:lang="de"><seg>Hilfe!</seg></tuv></tu></body>
            </tmx>
            """
        try Data(tmx.utf8).write(to: project.appendingPathComponent("vendor.tmx"))
        let before = try FixCommandTests.snapshot(project)
        let export = try #require(
            L10ncRun.run(
                [
                    "export", "--format", format, "--locale", "de", "--memory", "vendor.tmx", "--output",
                    output.path,
                ],
                in: project))
        #expect(export.exitStatus == 0, "\(export.standardError)")
        let file = output.appendingPathComponent("de.\(ExchangeCommandTests.extensions[format]!)").path
        let found = try JSONDecoder().decode(
            [LoadedMatch].self, from: Data(try ExchangeClientTests.python(["matches", format, file]).utf8))
        // "Help" against "Help!": one edit in five scalars, 80 %.
        let help = try #require(found.first { $0.id == "CardViewModel.help" }, "\(found)")
        #expect(help.source == "Help!")
        #expect(help.target == "Hilfe!")
        if format != "po" {
            #expect(help.quality == "80")
            #expect(help.origin == "l10nc translation memory: vendor.tmx (h)")
        }
        if format == "xliff2" { #expect(help.ref == "#s1") }
        // The project's own translation is an exact match for DialogViewModel.cancel.
        let cancel = try #require(found.first { $0.id == "DialogViewModel.cancel" }, "\(found)")
        #expect(cancel.target == "Abbrechen")
        if format != "po" { #expect(cancel.quality == "100") }
        if format != "po" { _ = try ExchangeClientTests.python(["wellformed", file]) }

        // A suggestion is not a translation: importing the file unchanged writes nothing.
        let imported = try #require(L10ncRun.run(["import", file], in: project))
        #expect(imported.exitStatus == 0, "\(imported.standardOutput)\(imported.standardError)")
        #expect(imported.standardError.contains(" 0 changed in 0 files"), "\(imported.standardError)")
        #expect(try FixCommandTests.snapshot(project) == before)
    }
}
