import Foundation
import L10nCore
import L10nReporting
import Testing

/// Issue 30: every write is safe. Each case is the repro as a user met it.
@Suite("Every write is safe")
struct SafeWriteTests {
    // MARK: Case 1: a Swift syntax error is no evidence

    /// FOSShowcase's layout: view models in Sources/ViewModels, their YAML in
    /// Sources/Resources/ViewModels.
    static func showcase(viewModel: String, yaml: String = showcaseYAML) throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml": """
            sources: [Sources/ViewModels]
            resources: [Sources/Resources/ViewModels]
            defaultLocale: en
            locales: [en, de]

            """,
            "Sources/ViewModels/LandingPageViewModel.swift": viewModel,
            "Sources/Resources/ViewModels/LandingPageViewModel.yml": yaml,
        ])
    }

    static let showcaseYAML = """
        en:
          LandingPageViewModel:
            loadingTitle: "Loading..."
            pageTitle: "FOS Computer Services, LLC -- Showcase"
        de:
          LandingPageViewModel:
            loadingTitle: "Laden..."
            pageTitle: "FOS Computer Services, LLC -- Schaufenster"

        """

    static func landingPage(_ body: String) -> String {
        """
        import FOSMVVM

        public struct LandingPageViewModel: RequestableViewModel {
            public typealias Request = LandingPageRequest
        \(body)
            public var vmId = ViewModelId()

            public init() {}
        }

        """
    }

    @Test(
        "a syntax error above the properties: check holds back the type's orphans and says so; fix --prune deletes nothing",
        arguments: [
            // The error above the properties: they parse as local code, the type has none.
            """
                func f() { if x {
                }
                @LocalizedString public var loadingTitle
                @LocalizedString public var pageTitle
            """,
            // The error between two properties, and the second one misspelled.
            """
                @LocalizedString public var loadingTitle
                func f() { if x {
                }
                @LocalizedString public var pageTitel
            """,
        ])
    func syntaxErrorIsNoEvidence(body: String) throws {
        let root = try Self.showcase(viewModel: Self.landingPage(body))
        defer { try? FileManager.default.removeItem(at: root) }
        let yamlPath = root.appendingPathComponent("Sources/Resources/ViewModels/LandingPageViewModel.yml")
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(check.standardOutput.utf8))
        #expect(!document.diagnostics.contains { $0.rule == "orphan-key" || $0.rule == "missing-key" })
        let parse = try #require(document.diagnostics.first { $0.rule == "source-parse" })
        #expect(parse.message.contains("'LandingPageViewModel'"), "the cause says what it holds back")
        for options in [["--prune"], ["--prune", "--fill", "copy"], []] {
            let fix = try #require(L10ncRun.run(["fix"] + options, in: root))
            #expect(fix.exitStatus == 0, "\(options): \(fix.standardError)")
            #expect(try String(contentsOf: yamlPath, encoding: .utf8) == Self.showcaseYAML, "\(options)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("l10nc.lock").path))
        }
    }

    @Test(
        "a key built at run time: its type's orphans are reported, but fix --prune leaves them and says why")
    func runtimeKeyHoldsBackPruning() throws {
        let root = try Self.showcase(
            viewModel: Self.landingPage(
                """
                    @LocalizedString public var loadingTitle
                    @LocalizedString public var pageTitle
                    func banner(_ name: String) -> LocalizableString {
                        .localized(for: Self.self, propertyName: name)
                    }
                """),
            yaml: Self.showcaseYAML + "    winterSale: \"Soldes\"\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let yamlPath = root.appendingPathComponent("Sources/Resources/ViewModels/LandingPageViewModel.yml")
        let before = try String(contentsOf: yamlPath, encoding: .utf8)
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(check.standardOutput.utf8))
        #expect(document.diagnostics.contains { $0.rule == "orphan-key" })
        let fix = try #require(L10ncRun.run(["fix", "--prune"], in: root))
        #expect(try String(contentsOf: yamlPath, encoding: .utf8) == before)
        #expect(
            fix.standardError.contains("not deleted: 1 orphan key: the code at ")
                && fix.standardError.contains("any key of 'LandingPageViewModel'"), "\(fix.standardError)")
    }

    // MARK: Case 2: empty sections and null values

    @Test(
        "an empty section at the end of a file without a final line break, 4-space indent: --fill copy adds below it"
    )
    func emptySection() throws {
        let yaml = """
            en:
                CardViewModel:
                    title: "Title"
                    subtitle: "Sub"
            de:
                CardViewModel:
                    # to translate
            """
        for runtime in ["fosmvvm", "l10nc"] {
            let root = try Self.card(yaml: yaml, runtime: runtime)
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent("res/CardViewModel.yml")
            // Without --fill: the section is not quoted into a string (no `CardViewModel: ""`).
            let plain = try #require(L10ncRun.run(["fix"], in: root))
            #expect(
                try String(contentsOf: path, encoding: .utf8) == yaml, "\(runtime): \(plain.standardError)")
            let fix = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: root))
            #expect(fix.exitStatus == 0, "\(runtime): \(fix.standardError)")
            #expect(
                try String(contentsOf: path, encoding: .utf8)
                    == yaml + "\n        subtitle: \"Sub\"\n        title: \"Title\"\n", "\(runtime)")
            let after = try #require(L10ncRun.run(["check"], in: root))
            #expect(after.exitStatus == 0, "\(runtime): \(after.standardOutput)")
        }
    }

    @Test(
        "a null value: --fill copy fills it as a missing key; l10nc's quoting writes `title: \"\"`, never `title:\"\"`"
    )
    func nullValue() throws {
        let yaml = """
            en:
              CardViewModel:
                title: "Title"
                subtitle: "Sub"
            de:
              CardViewModel:
                title:
                subtitle: "Untertitel"

            """
        for runtime in ["fosmvvm", "l10nc"] {
            let root = try Self.card(yaml: yaml, runtime: runtime)
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent("res/CardViewModel.yml")
            let plain = try #require(L10ncRun.run(["fix"], in: root))
            let text = try String(contentsOf: path, encoding: .utf8)
            #expect(!text.contains("title:\""), "\(runtime)")
            if runtime == "l10nc" {
                #expect(text == yaml.replacingOccurrences(of: "    title:\n", with: "    title: \"\"\n"))
            } else {
                #expect(text == yaml, "FOSMVVM's null has no quoting fix: \(plain.standardError)")
            }
            try Data(yaml.utf8).write(to: path)
            let fill = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: root))
            #expect(fill.exitStatus == 0, "\(runtime): \(fill.standardError)")
            #expect(
                try String(contentsOf: path, encoding: .utf8)
                    == yaml.replacingOccurrences(of: "    title:\n", with: "    title: \"Title\"\n"),
                "\(runtime)")
            let lock = try String(contentsOf: root.appendingPathComponent("l10nc.lock"), encoding: .utf8)
            #expect(
                lock.contains("needsTranslation:\n  CardViewModel.title:\n    de:"),
                "recorded as to translate")
        }
    }

    static func card(yaml: String, runtime: String) throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml":
                "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, de]\nruntime: \(runtime)\n",
            "src/CardViewModel.swift": """
            import FOSMVVM
            struct CardViewModel {
                @LocalizedString var title
                @LocalizedString var subtitle
            }

            """,
            "res/CardViewModel.yml": yaml,
        ])
    }

    // MARK: Case 3: a configuration with errors

    @Test("a configuration typo: check reports it alone; fix and lock write nothing and exit 2")
    func configurationTypo() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [Sources/ViewModels]\nresource: [Sources/Resources/ViewModels]\n",
            "Sources/ViewModels/LandingPageViewModel.swift": Self.landingPage(
                "    @LocalizedString public var loadingTitle\n"),
            "Sources/Resources/ViewModels/LandingPageViewModel.yml":
                "en:\n  LandingPageViewModel:\n    loadingTitle: \"Loading\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(check.standardOutput.utf8))
        #expect(check.exitStatus == 1)
        #expect(document.diagnostics.map(\.rule) == ["invalid-config"])
        #expect(document.diagnostics.first?.message.contains("did you mean 'resources'") == true)
        let listing = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        for arguments in [["fix"], ["fix", "--fill", "copy"], ["lock"], ["fix", "--accept"]] {
            let run = try #require(L10ncRun.run(arguments, in: root))
            #expect(run.exitStatus == 2, "\(arguments)")
            #expect(
                run.standardError.contains("writes nothing while the configuration has errors"),
                "\(arguments)")
            #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == listing)
        }
    }

    // MARK: Case 4: permissions, as an unprivileged user

    /// `l10nc arguments` in `root`, as the user `nobody` when the tests run as root (root ignores
    /// file permissions), else as the current user.
    static func runUnprivileged(_ arguments: [String], in root: URL) throws -> L10ncRun? {
        guard getuid() == 0 else { return L10ncRun.run(arguments, in: root) }
        return L10ncRun.run(
            arguments, in: root,
            launcher: ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"])
    }

    /// A project that `nobody` (or the current user) owns, with a missing translation.
    static func permissionProject() throws -> URL {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, de]\n",
            "src/CardViewModel.swift":
                "import FOSMVVM\nstruct CardViewModel {\n    @LocalizedString var title\n}\n",
            "res/CardViewModel.yml": "en:\n  CardViewModel:\n    title: \"Title\"\n",
            "res/de.yml": "de:\n  OtherViewModel:\n    x: \"y\"\n",
        ])
        try chown(root, to: "nobody")
        return root
    }

    static func chown(_ root: URL, to user: String) throws {
        guard getuid() == 0 else { return }
        let paths =
            [root.path]
            + (try FileManager.default.subpathsOfDirectory(atPath: root.path)).map {
                root.appendingPathComponent($0).path
            }
        let account = try #require(getpwnam(user))
        for path in paths { Foundation.chown(path, account.pointee.pw_uid, account.pointee.pw_gid) }
        // The temporary folder's parent must let `nobody` in.
        chmod(root.path, 0o755)
    }

    static func snapshotOfFiles(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("a read-only resource folder: fix fails before writing anything, reports no fix as made, exits 2")
    func readOnlyFolder() throws {
        let root = try Self.permissionProject()
        defer {
            chmod(root.appendingPathComponent("res").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        chmod(root.appendingPathComponent("res").path, 0o555)
        let before = try Self.snapshotOfFiles(root)
        let fix = try #require(try Self.runUnprivileged(["fix", "--fill", "copy"], in: root))
        #expect(fix.exitStatus == 2, "\(fix.standardError)")
        #expect(fix.standardError.contains("is not writable"), "\(fix.standardError)")
        #expect(
            !fix.standardError.contains("fixed "), "a write not made is not reported: \(fix.standardError)")
        #expect(try Self.snapshotOfFiles(root) == before, "the lock is not written either")
    }

    @Test(
        "a resource file the user may not write, in a writable folder: nothing is replaced, the lock neither")
    func fileOfAnotherUser() throws {
        let root = try Self.permissionProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("res/de.yml")
        if getuid() == 0 {
            Foundation.chown(file.path, 0, 0)
            chmod(file.path, 0o644)
        } else {
            chmod(file.path, 0o444)
        }
        let before = try Self.snapshotOfFiles(root)
        let fix = try #require(try Self.runUnprivileged(["fix", "--fill", "copy"], in: root))
        #expect(fix.exitStatus == 2, "\(fix.standardError)")
        #expect(fix.standardError.contains("cannot write"), "\(fix.standardError)")
        #expect(!fix.standardError.contains("fixed "))
        #expect(try Self.snapshotOfFiles(root) == before)
        var status = stat()
        stat(file.path, &status)
        #expect(status.st_uid == (getuid() == 0 ? 0 : getuid()), "the file keeps its owner")
    }

    // MARK: Case 6: a rename is evidence only where the default locale shows it

    static func renameProject(english: String, french: String) throws -> URL {
        try FirstHourInputTests.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, fr]\n",
            "src/AViewModel.swift": """
            import FOSMVVM
            struct AViewModel {
                @LocalizedString var title
                @LocalizedString var subtitle
            }

            """,
            "res/AViewModel.yml": "en:\n  AViewModel:\n" + english + "fr:\n  AViewModel:\n" + french,
        ])
    }

    @Test(
        "a translator's leftover beside a key missing in one locale is no rename; the orphan stays an orphan")
    func oneLocaleIsNoRename() throws {
        let english = "    title: \"Today\"\n    subtitle: \"Your tasks for today\"\n"
        let french = "    title: \"Aujourd'hui\"\n    oldBanner: \"Soldes d hiver\"\n"
        let root = try Self.renameProject(english: english, french: french)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("res/AViewModel.yml")
        let fix = try #require(L10ncRun.run(["fix"], in: root))
        #expect(!fix.standardError.contains("rename"), "\(fix.standardError)")
        #expect(fix.exitStatus == 1, "the French subtitle is still missing")
        #expect(try String(contentsOf: path, encoding: .utf8).contains("oldBanner: \"Soldes d hiver\""))
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(check.standardOutput.utf8))
        #expect(Set(document.diagnostics.map(\.rule)) == ["missing-key", "orphan-key"])
        // Filled, it is recorded as needing translation: the sale banner never stands in for it.
        let filled = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: root))
        #expect(filled.exitStatus == 0, "\(filled.standardError)")
        let text = try String(contentsOf: path, encoding: .utf8)
        #expect(
            text.contains("subtitle: \"Your tasks for today\"")
                && text.contains("oldBanner: \"Soldes d hiver\""))
        let after = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let afterDocument = try JSONDecoder().decode(
            JSONReportDocument.self, from: Data(after.standardOutput.utf8))
        #expect(afterDocument.diagnostics.contains { $0.rule == "needs-translation" })
    }

    @Test("a rename made in Swift shows in the default locale: fix carries every locale's translation")
    func renameInSwift() throws {
        let english = "    title: \"Today\"\n    heading: \"Your tasks for today\"\n"
        let french = "    title: \"Aujourd'hui\"\n    heading: \"Vos tâches du jour\"\n"
        let root = try Self.renameProject(english: english, french: french)
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(L10ncRun.run(["fix"], in: root))
        #expect(fix.exitStatus == 0, "\(fix.standardError)")
        #expect(
            fix.standardError.contains("rename 'AViewModel.heading' to 'AViewModel.subtitle' in 'en', 'fr'"))
        let text = try String(contentsOf: root.appendingPathComponent("res/AViewModel.yml"), encoding: .utf8)
        #expect(text.contains("subtitle: \"Vos tâches du jour\""))
    }
}
