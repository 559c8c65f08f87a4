import Foundation
import L10nReporting
import Testing

/// A locale is easy to create by accident and was hard to find (issue 31, item 2): the
/// `unlisted-locale` finding names where the locale is written and offers the `locales:` edit;
/// `import` of an unlisted locale stops (or adds it with `--add-locale`); `export` with no
/// locale to translate into writes a template.
@Suite("Unlisted locales")
struct UnlistedLocaleTests {
    static let viewModel =
        "import FOSMVVM\n\n@ViewModel struct PageViewModel {\n    @LocalizedString var title\n}\n"

    /// A project listing `en` and `de` (in `locales`, written as given) whose resources also hold
    /// `fr` in the files named by `frenchFiles`.
    static func project(locales: String = "locales: [en, de]\n", frenchFiles: [String]) throws -> URL {
        var files = [
            "l10nc.yml": "# The project.\nsources: [Sources]\nresources: [Resources]\n" + locales
                + "runtime: fosmvvm\n",
            "Sources/PageViewModel.swift": viewModel,
            "Resources/PageViewModel.yml":
                "en:\n  PageViewModel:\n    title: \"Page\"\nde:\n  PageViewModel:\n    title: \"Seite\"\n",
        ]
        for file in frenchFiles {
            files[file] = "\n# French, started by accident.\nfr:\n  PageViewModel:\n    title: \"Page\"\n"
        }
        return try FirstHourInputTests.text(files)
    }

    static func json(_ run: L10ncRun) throws -> JSONReportDocument {
        try JSONDecoder().decode(JSONReportDocument.self, from: Data(run.standardOutput.utf8))
    }

    @Test("the finding names every place the locale is written, in every format and with --cache")
    func relatedPlaces() throws {
        let root = try Self.project(frenchFiles: ["Resources/fr.yml", "Resources/More/Extra.yml"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        #expect(run.exitStatus == 1)
        let finding = try #require(try Self.json(run).diagnostics.first { $0.rule == "unlisted-locale" })
        #expect(finding.location.file == "l10nc.yml" && finding.location.line == 4)
        #expect(
            finding.related.map {
                "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
            } == [
                "Resources/More/Extra.yml:3:1 locale 'fr' is written here",
                "Resources/fr.yml:3:1 locale 'fr' is written here",
            ])
        let text = try #require(L10ncRun.run(["check"], in: root))
        #expect(text.standardOutput.contains("Resources/fr.yml:3:1: note: locale 'fr' is written here\n"))
        // A check from the cache says the same, from what the cache kept of each file.
        let cache = root.appendingPathComponent(".cache").path
        for _ in 0..<2 {
            let cached = try #require(L10ncRun.run(["check", "--cache", cache], in: root))
            #expect(
                cached.standardOutput.split(separator: "\n").dropLast()
                    == text.standardOutput.split(separator: "\n").dropLast(), "\(cached.standardOutput)")
        }
    }

    @Test("past five places, the finding names the first five and counts the rest")
    func manyPlaces() throws {
        let root = try Self.project(frenchFiles: (1...7).map { "Resources/French\($0).yml" })
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let finding = try #require(try Self.json(run).diagnostics.first { $0.rule == "unlisted-locale" })
        #expect(finding.related.count == 5)
        #expect(finding.related.first?.location.file == "Resources/French1.yml")
        #expect(finding.related.last?.message == "locale 'fr' is written here, and in 2 more places")
    }

    // MARK: The locales: edit

    @Test("SARIF offers adding the locale to locales: as the finding's fix, in the list's own style")
    func sarifFix() throws {
        let root = try Self.project(frenchFiles: ["Resources/fr.yml"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try #require(L10ncRun.run(["check", "--format", "sarif"], in: root))
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "unlisted-locale" })
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        #expect(
            (fix["description"] as? [String: Any])?["text"] as? String == "add 'fr' to 'locales' in l10nc.yml"
        )
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect(
            ((change["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("l10nc.yml")
                == true)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let inserted = (replacement["insertedContent"] as? [String: Any])?["text"] as? String
        // Inserted after the last element, before the bracket: `locales: [en, de, fr]`.
        #expect(inserted == ", fr", "\(replacement)")
        let region = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 17, "\(region)")
    }

    @Test("fix adds the locale only when --rule unlisted-locale asks, and keeps the file's formatting")
    func fixOnRequest() throws {
        let flow = "locales: [en, de]  # the required ones\n"
        let block = "locales:\n  - en\n  - de # German\n"
        for (list, listed) in [
            (flow, "locales: [en, de, fr]  # the required ones\n"),
            (block, "locales:\n  - en\n  - de # German\n  - fr\n"),
        ] {
            let root = try Self.project(locales: list, frenchFiles: ["Resources/fr.yml"])
            defer { try? FileManager.default.removeItem(at: root) }
            let configuration = root.appendingPathComponent("l10nc.yml")
            let before = try String(contentsOf: configuration, encoding: .utf8)
            // A plain fix leaves the choice to the user, and says how to make it.
            let plain = try #require(L10ncRun.run(["fix"], in: root))
            #expect(plain.exitStatus == 1)
            #expect(try String(contentsOf: configuration, encoding: .utf8) == before)
            #expect(
                plain.standardError.contains(
                    "1 locale not in 'locales' (`--rule unlisted-locale` adds it to l10nc.yml, or delete its entries)"
                ),
                "\(plain.standardError)")
            let fix = try #require(L10ncRun.run(["fix", "--rule", "unlisted-locale"], in: root))
            #expect(fix.standardError.contains("fixed unlisted-locale: add 'fr' to 'locales' in l10nc.yml"))
            #expect(
                try String(contentsOf: configuration, encoding: .utf8)
                    == before.replacingOccurrences(of: list, with: listed))
            // Listed, the locale is checked: its gaps are missing keys now, not an unlisted locale.
            let check = try #require(L10ncRun.run(["check"], in: root))
            #expect(!check.standardOutput.contains("unlisted-locale"), "\(check.standardOutput)")
        }
    }

    @Test("a project's own locales: list is the one edited")
    func projectList() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": """
            locales: [en]
            projects:
              - name: App
                resources: [App]
                locales:
                  - en
                  - de
              - name: Kit
                resources: [Kit]

            """,
            "App/A.yml": "en:\n  A:\n    t: \"T\"\nde:\n  A:\n    t: \"T\"\nfr:\n  A:\n    t: \"T\"\n",
            "Kit/K.yml": "en:\n  K:\n    t: \"T\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(
            L10ncRun.run(["fix", "--project", "App", "--rule", "unlisted-locale"], in: root))
        #expect(fix.standardError.contains("fixed unlisted-locale"), "\(fix.standardError)")
        let text = try String(contentsOf: root.appendingPathComponent("l10nc.yml"), encoding: .utf8)
        #expect(text.hasPrefix("locales: [en]\n"))
        #expect(text.contains("      - de\n      - fr\n  - name: Kit\n"), "\(text)")
    }

    // MARK: Import

    /// A French PO file for the project, exported with `--locale fr` and translated.
    static func frenchPO(in root: URL) throws -> String {
        let output = root.appendingPathComponent("out")
        let export = try #require(
            L10ncRun.run(["export", "--format", "po", "--locale", "fr", "--output", output.path], in: root))
        #expect(export.exitStatus == 0, "\(export.standardError)")
        let file = output.appendingPathComponent("fr.po")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("msgid \"Page\"\nmsgstr \"\"\n"), "\(text)")
        try text.replacingOccurrences(
            of: "msgid \"Page\"\nmsgstr \"\"\n", with: "msgid \"Page\"\nmsgstr \"La page\"\n"
        )
        .write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test("import of a locale locales: does not list stops before writing, and says how to add it")
    func importStops() throws {
        let root = try Self.project(frenchFiles: [])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try Self.frenchPO(in: root)
        let before = try FixCommandTests.snapshot(root)
        let run = try #require(L10ncRun.run(["import", file], in: root))
        #expect(run.exitStatus == 2)
        #expect(
            run.standardError.contains(
                "translates into 'fr', which 'locales' in l10nc.yml does not list, so the next `l10nc check` would fail"
            ),
            "\(run.standardError)")
        #expect(
            run.standardError.contains("nothing was imported. Give --add-locale to add 'fr' to 'locales'"))
        #expect(run.standardError.contains("add it at l10nc.yml:4:10 yourself"))
        #expect(try FixCommandTests.snapshot(root) == before)
        // --dry-run exits as the real run would.
        let dry = try #require(L10ncRun.run(["import", "--dry-run", file], in: root))
        #expect(dry.exitStatus == 2)
    }

    @Test("import --add-locale writes the locale into locales: with the translations, in one transaction")
    func importAddsTheLocale() throws {
        let root = try Self.project(frenchFiles: [])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try Self.frenchPO(in: root)
        let configuration = root.appendingPathComponent("l10nc.yml")
        let before = try String(contentsOf: configuration, encoding: .utf8)
        let dry = try #require(L10ncRun.run(["import", "--add-locale", "--dry-run", file], in: root))
        #expect(dry.exitStatus == 0, "\(dry.standardError)")
        #expect(
            dry.standardOutput.contains("-locales: [en, de]\n+locales: [en, de, fr]\n"),
            "\(dry.standardOutput)")
        #expect(try String(contentsOf: configuration, encoding: .utf8) == before)
        let run = try #require(L10ncRun.run(["import", "--add-locale", file], in: root))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        #expect(run.standardError.contains("'fr' added to 'locales' in l10nc.yml"), "\(run.standardError)")
        #expect(
            try String(contentsOf: configuration, encoding: .utf8)
                == before.replacingOccurrences(of: "locales: [en, de]", with: "locales: [en, de, fr]"))
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.exitStatus == 0, "\(check.standardOutput)")
    }

    // MARK: Export with no locale to translate into

    /// A project whose only locale is the default one.
    static func englishOnly() throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml": "sources: [Sources]\nresources: [Resources]\nlocales: [en]\n",
            "Sources/PageViewModel.swift": viewModel,
            "Resources/PageViewModel.yml": "en:\n  PageViewModel:\n    title: \"Page\"\n",
        ])
    }

    @Test("export with only the default locale writes a template, as xgettext writes a .pot, and says so")
    func exportTemplate() throws {
        let root = try Self.englishOnly()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        let run = try #require(L10ncRun.run(["export", "--format", "po", "--output", output.path], in: root))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("template.pot: 1 unit, a template with no translations"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("`msginit -l LL -i template.pot -o LL.po`"))
        let template = try String(contentsOf: output.appendingPathComponent("template.pot"), encoding: .utf8)
        #expect(template.contains("\"Language: \\n\""))
        #expect(template.contains("\"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n\""))
        #expect(
            template.contains("msgctxt \"PageViewModel.title\"\nmsgid \"Page\"\nmsgstr \"\"\n"), "\(template)"
        )

        for (format, name, absent) in [
            ("xliff12", "template.xlf", "target"), ("xliff2", "template.xliff", "trgLang"),
        ] {
            let xliff = try #require(
                L10ncRun.run(["export", "--format", format, "--output", output.path], in: root))
            #expect(xliff.exitStatus == 0)
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("<source>Page</source>") || text.contains(">Page</source>"), "\(text)")
            #expect(!text.contains(absent), "\(text)")
            // A template names no locale, so it cannot be imported as it is.
            let imported = try #require(
                L10ncRun.run(["import", output.appendingPathComponent(name).path], in: root))
            #expect(imported.exitStatus == 1)
            #expect(imported.standardOutput.contains("say which locale the file translates into"))
        }
    }

    @Test(
        "a locale started from the template with gettext's msginit comes back with import --add-locale",
        PythonTool.needs("GNU gettext's msginit", programs: ["msginit"]))
    func templateThroughMsginit() throws {
        let root = try Self.englishOnly()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        _ = try #require(L10ncRun.run(["export", "--format", "po", "--output", output.path], in: root))
        // msginit fills in the language and its plural forms, as a translator's first step.
        let french = output.appendingPathComponent("fr.po")
        let msginit = Process()
        msginit.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msginit.arguments = [
            "msginit", "--no-translator", "-l", "fr", "-i",
            output.appendingPathComponent("template.pot").path, "-o",
            french.path,
        ]
        msginit.standardOutput = FileHandle.nullDevice
        msginit.standardError = FileHandle.nullDevice
        try msginit.run()
        msginit.waitUntilExit()
        #expect(msginit.terminationStatus == 0)
        let started = try String(contentsOf: french, encoding: .utf8)
        #expect(started.contains("\"Language: fr\\n\""), "\(started)")
        try started.replacingOccurrences(
            of: "msgid \"Page\"\nmsgstr \"\"", with: "msgid \"Page\"\nmsgstr \"La page\""
        )
        .write(to: french, atomically: true, encoding: .utf8)
        let run = try #require(L10ncRun.run(["import", "--add-locale", french.path], in: root))
        #expect(run.exitStatus == 0, "\(run.standardOutput)\(run.standardError)")
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.exitStatus == 0, "\(check.standardOutput)")
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("Resources/PageViewModel.yml"), encoding: .utf8
            )
            .contains("fr:\n  PageViewModel:\n    title: \"La page\"\n"))
    }
}
