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
}
