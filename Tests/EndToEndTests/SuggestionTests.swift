import Foundation
import L10nReporting
import Testing

/// Issue 31 items 1 and 3: a misspelling is one finding with its fix, at the place to act; a
/// missing key is shown where its locale's YAML lacks it.
@Suite("Suggestions and places to act")
struct SuggestionTests {
    static let swift = """
        import FOSMVVM
        struct PageViewModel {
            @LocalizedString var pageTitle
            @LocalizedSubs(substitutions: \\.subs) var welcome
            @LocalizedSubs(substitutions: \\.subs) var farewell
            var subs: [String: Int] { ["subInt": 1, "name": 2] }
        }

        """

    static func project(_ yaml: String) throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, de]\n",
            "src/PageViewModel.swift": swift,
            "res/PageViewModel.yml": yaml,
        ])
    }

    static let english = """
        en:
          PageViewModel:
            pageTitle: "Title"
            welcome: "Hi %{subInt}"
            farewell: "Bye %{name}"

        """

    static func check(_ root: URL) throws -> JSONReportDocument {
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        return try JSONDecoder().decode(JSONReportDocument.self, from: Data(run.standardOutput.utf8))
    }

    @Test(
        "a key misspelled in one locale: one misspelled-key finding at it, with the rename; fix applies it only when asked"
    )
    func misspelledKey() throws {
        let yaml =
            Self.english
            + "de:\n  PageViewModel:\n    pageTitel: \"Titel\"\n    welcome: \"Hallo %{subInt}\"\n"
            + "    farewell: \"Tschüss %{name}\"\n"
        let root = try Self.project(yaml)
        defer { try? FileManager.default.removeItem(at: root) }
        let document = try Self.check(root)
        #expect(document.diagnostics.map(\.rule) == ["misspelled-key"])
        let finding = try #require(document.diagnostics.first)
        #expect(finding.location.line == 8 && finding.location.column == 5)
        #expect(finding.message.contains("did you mean 'pageTitle'?"))
        #expect(finding.fixIt == "pageTitle")
        // SARIF carries the rename as the finding's fix.
        let sarif = try #require(L10ncRun.run(["check", "--format", "sarif"], in: root))
        #expect(
            sarif.standardOutput.contains(
                "rename 'PageViewModel.pageTitel' to 'PageViewModel.pageTitle' in 'de'"))
        // A suggestion is no evidence: plain fix leaves it, and says how to apply it.
        let plain = try #require(L10ncRun.run(["fix"], in: root))
        #expect(
            plain.standardError.contains(
                "1 spelling suggestion (`l10nc fix --rule misspelled-key` applies them)"))
        let path = root.appendingPathComponent("res/PageViewModel.yml")
        #expect(try String(contentsOf: path, encoding: .utf8) == yaml)
        let fix = try #require(L10ncRun.run(["fix", "--rule", "misspelled-key"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(
            try String(contentsOf: path, encoding: .utf8)
                == yaml.replacingOccurrences(of: "pageTitel:", with: "pageTitle:"))
        #expect(try Self.check(root).diagnostics.isEmpty)
    }

    @Test(
        "a misspelled placeholder: one placeholder-unknown at it with the declared spelling, no placeholder-unused"
    )
    func misspelledPlaceholder() throws {
        let yaml =
            Self.english
            + "de:\n  PageViewModel:\n    pageTitle: \"Titel\"\n    welcome: \"Hallo %{subInteger}\"\n"
            + "    farewell: \"Tschüss %{name}\"\n"
        let root = try Self.project(yaml)
        defer { try? FileManager.default.removeItem(at: root) }
        let document = try Self.check(root)
        #expect(document.diagnostics.map(\.rule) == ["placeholder-unknown"])
        let finding = try #require(document.diagnostics.first)
        #expect(finding.message.contains("did you mean '%{subInt}'?"))
        #expect(finding.fixIt == "%{subInt}")
        let fix = try #require(L10ncRun.run(["fix", "--rule", "placeholder-unknown"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(try Self.check(root).diagnostics.isEmpty)
    }

    @Test(
        "a shared dictionary's name no text of a locale uses is reported at the text that uses it in the default locale"
    )
    func sharedDictionaryUnusedNameAtItsOwnText() throws {
        // `welcome` uses %{subInt} in English; the German welcome drops it. The finding goes to
        // the German welcome's line, not to farewell's (the first of the group).
        let yaml =
            Self.english
            + "de:\n  PageViewModel:\n    pageTitle: \"Titel\"\n    farewell: \"Tschüss %{name}\"\n"
            + "    welcome: \"Hallo\"\n"
        let root = try Self.project(yaml)
        defer { try? FileManager.default.removeItem(at: root) }
        let document = try Self.check(root)
        let unused = try #require(document.diagnostics.first { $0.rule == "placeholder-unused" })
        #expect(unused.location.line == 10, "the German welcome's line")
    }

    @Test("a missing key names, as related, where its locale's YAML lacks it; GitHub annotates it there too")
    func missingKeyIsShownInTheYAML() throws {
        let yaml =
            Self.english
            + "de:\n  PageViewModel:\n    welcome: \"Hallo %{subInt}\"\n    farewell: \"Tschüss %{name}\"\n"
        let root = try Self.project(yaml)
        defer { try? FileManager.default.removeItem(at: root) }
        let document = try Self.check(root)
        let missing = try #require(document.diagnostics.first { $0.rule == "missing-key" })
        let place = try #require(missing.related.first { $0.message.hasPrefix("where 'de' lacks") })
        #expect(place.location.file == "res/PageViewModel.yml" && place.location.line == 7)
        let github = try #require(L10ncRun.run(["check", "--format", "github"], in: root))
        #expect(
            github.standardOutput.contains(
                "::notice file=res/PageViewModel.yml,line=7,col=3,title=missing-key::where 'de' lacks 'PageViewModel.pageTitle'"
            ))
    }
}
