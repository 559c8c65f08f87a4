import Foundation
import Testing

/// Where `fix` writes a raw key (`.localized(key: "foo")`), which no type of the code names:
/// one file for all of them, never a new `foo.yml` per key (issue 31, item 9).
@Suite("Raw keys: one shared resource")
struct RawKeyPlacementTests {
    /// FOSUtilities' tests build keys such as these with `.localized(key:)`.
    static let keyTests = """
        import FOSMVVM

        struct KeyFormationTests {
            let foo = LocalizableString.localized(key: "foo")
            let missing = LocalizableString.localized(key: "missing")
            let random = LocalizableString.localized(key: "lkjoipuew")
        }

        """
    static let viewModel =
        "import FOSMVVM\n\n@ViewModel struct PageViewModel {\n    @LocalizedString var title\n}\n"
    static let page = "en:\n  PageViewModel:\n    title: \"Page\"\n"

    /// The files under `folder` of `root`, relative and sorted.
    static func files(in root: URL, under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let names = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }

    @Test("raw keys go to the project's first resource file, not one new file per key")
    func firstResourceFile() throws {
        let both = "de:\n  CardViewModel:\n    title: \"Karte\"\nen:\n  CardViewModel:\n    title: \"Card\"\n"
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [Sources]\nresources: [Resources]\nlocales: [en, de]\n",
            "Sources/KeyFormationTests.swift": Self.keyTests,
            "Sources/CardViewModel.swift": Self.viewModel.replacingOccurrences(of: "Page", with: "Card"),
            "Sources/PageViewModel.swift": Self.viewModel,
            // Both files hold both locales: no file is a locale's own.
            "Resources/Cards/CardViewModel.yml": both,
            "Resources/PageViewModel.yml": Self.page + "de:\n  PageViewModel:\n    title: \"Seite\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(Self.files(in: root, under: "Resources") == ["Cards/CardViewModel.yml", "PageViewModel.yml"])
        let text = try String(
            contentsOf: root.appendingPathComponent("Resources/Cards/CardViewModel.yml"), encoding: .utf8)
        for key in ["foo", "missing", "lkjoipuew"] {
            #expect(
                text.components(separatedBy: "  \(key): \"TODO: \(key)\"\n").count == 3,
                "\(key) in en and de: \(text)")
        }
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(!check.standardOutput.contains("missing-key"), "\(check.standardOutput)")
    }

    @Test("sharedResource: in l10nc.yml names the file, created when it does not exist")
    func configuredFile() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml":
                "sources: [Sources]\nresources: [Resources]\nlocales: [en]\nsharedResource: Resources/Shared/Keys.yml\n",
            "Sources/KeyFormationTests.swift": Self.keyTests,
            "Sources/PageViewModel.swift": Self.viewModel,
            "Resources/PageViewModel.yml": Self.page,
            "Resources/Shared/README.md": "raw keys\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(L10ncRun.run(["fix"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(Self.files(in: root, under: "Resources") == ["PageViewModel.yml", "Shared/Keys.yml"])
        let shared = try String(
            contentsOf: root.appendingPathComponent("Resources/Shared/Keys.yml"), encoding: .utf8)
        #expect(
            shared
                == "en:\n  foo: \"TODO: foo\"\n  lkjoipuew: \"TODO: lkjoipuew\"\n  missing: \"TODO: missing\"\n"
        )
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("Resources/PageViewModel.yml"), encoding: .utf8)
                == Self.page)
    }

    @Test("with no resource file yet, raw keys go to Shared.yml in the first resource folder")
    func noResourceFileYet() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [Sources]\nresources: [Resources]\nlocales: [en]\n",
            "Sources/KeyFormationTests.swift": Self.keyTests,
            "Resources/README.md": "resources go here\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(L10ncRun.run(["fix", "--allow-empty"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(Self.files(in: root, under: "Resources") == ["Shared.yml"])
    }

    @Test("a sharedResource outside the resource folders, or not a .yml file, is invalid-config at its value")
    func misplacedSharedResource() throws {
        for (value, words) in [
            ("Elsewhere/Shared.yml", "is in no folder of 'resources'"),
            ("Resources/Shared.txt", "must name a .yml file"),
        ] {
            let root = try FirstHourInputTests.text([
                "l10nc.yml": "resources: [Resources]\nsharedResource: \(value)\n",
                "Resources/PageViewModel.yml": Self.page,
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            let check = try #require(L10ncRun.run(["check"], in: root))
            #expect(check.exitStatus == 1)
            #expect(
                check.standardOutput.contains("l10nc.yml:2:17: error: ")
                    && check.standardOutput.contains(words)
                    && check.standardOutput.contains("[invalid-config]"),
                "\(value): \(check.standardOutput)")
        }
    }
}
