import Foundation
import Testing

/// What a new user meets first with bad input: a broken `l10nc.yml`, a project where nothing
/// is found, a tab in a resource, a locale added to the resources but not to `locales:`.
@Suite("First-hour input")
struct FirstHourInputTests {
    /// A fresh folder with `files` (relative path → content), removed by the caller.
    static func project(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-first-hour-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    static func text(_ files: [String: String]) throws -> URL {
        try project(files.mapValues { Array($0.utf8) })
    }

    static let viewModel = """
        import FOSMVVM

        @ViewModel struct PageViewModel {
            @LocalizedString var title
            @LocalizedString var subtitle
            @LocalizedString var body
        }

        """

    // MARK: Item 3: a broken l10nc.yml

    @Test(
        "a broken l10nc.yml is an invalid-config finding at its position, with or without --config",
        arguments: [
            ("empty", Array("".utf8), "l10nc.yml:1:1", "names nothing to check"),
            ("comments only", Array("# to do\n".utf8), "l10nc.yml:1:1", "names nothing to check"),
            ("a list", Array("- a\n- b\n".utf8), "l10nc.yml:1:1", "must be a mapping of settings"),
            ("binary", [0x00, 0x01, 0xFF, 0xFE, 0x00, 0x07], "l10nc.yml:1:1", "not UTF-8"),
            ("an unclosed bracket", Array("resources: [a\n".utf8), "l10nc.yml:2:1", "did not find expected"),
            ("tab-indented", Array("resources:\n\t- a\n".utf8), "l10nc.yml:2:1", "indented with a tab"),
        ])
    func brokenConfiguration(kind: String, bytes: [UInt8], position: String, words: String) throws {
        let root = try Self.project(["l10nc.yml": bytes])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["check"], ["check", "--config", "l10nc.yml"]] {
            let run = try #require(L10ncRun.run(arguments, in: root))
            #expect(run.exitStatus == 1, "\(kind)")
            let line = run.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line.hasPrefix(position + ": error: "), "\(kind): \(run.standardOutput)")
            #expect(line.contains(words) && line.hasSuffix("[invalid-config]"), "\(kind): \(line)")
            #expect(!run.standardError.contains("no inputs"), "\(kind)")
        }
        let json = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        #expect(json.standardOutput.contains("\"rule\" : \"invalid-config\""), "\(kind)")
    }

    @Test("flags that name the inputs make an empty l10nc.yml harmless")
    func emptyConfigurationWithFlags() throws {
        let root = try Self.text([
            "l10nc.yml": "", "res/PageViewModel.yml": "en:\n  PageViewModel:\n    title: \"T\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try #require(
            L10ncRun.run(["check", "--config", "l10nc.yml", "--resources", "res"], in: root))
        #expect(run.exitStatus == 0, "\(run.standardOutput)")
    }

    // MARK: Item 4: nothing found

    @Test("a project whose folders hold nothing is an error that says where, unless --allow-empty")
    func emptyProject() throws {
        let root = try Self.text([
            "l10nc.yml": "resources: [res]\nsources: [src]\n", "res/README": "", "src/README": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.exitStatus == 2)
        #expect(
            check.standardError.contains(
                "no .yml or .yaml file under `resources:` in l10nc.yml (res); check the paths, or pass --allow-empty"
            ))
        let flags = try #require(L10ncRun.run(["check", "--resources", "res"], in: root))
        #expect(flags.exitStatus == 2)
        #expect(flags.standardError.contains("no .yml or .yaml file under --resources (res)"))
        try Data("en:\n  PageViewModel:\n    title: \"T\"\n".utf8).write(
            to: root.appendingPathComponent("res/PageViewModel.yml"))
        let sources = try #require(L10ncRun.run(["stats"], in: root))
        #expect(sources.exitStatus == 2)
        #expect(sources.standardError.contains("no .swift file under `sources:` in l10nc.yml (src)"))
        let allowed = try #require(L10ncRun.run(["check", "--allow-empty"], in: root))
        #expect(allowed.exitStatus == 0, "\(allowed.standardError)")
    }

    // MARK: Item 5: a tab in a resource

    @Test("a tab is said in the user's words, the keys before it stay, and nothing cascades")
    func tabInAResource() throws {
        let yaml = "en:\n  PageViewModel:\n    title: \"Title\"\n\tsubtitle: \"Sub\"\n    body: \"Body\"\n"
        let root = try Self.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\n",
            "src/PageViewModel.swift": Self.viewModel,
            "res/PageViewModel.yml": yaml,
            // A key before the tab that no property needs: the file's first lines are still checked.
            "res/OtherViewModel.yml": "en:\n  PageViewModel:\n    unused: \"x\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        #expect(check.exitStatus == 1)
        let document =
            try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
        let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]])
        let rules = diagnostics.compactMap { $0["rule"] as? String }.sorted()
        #expect(rules == ["orphan-key", "yaml-syntax"], "\(check.standardOutput)")
        let syntax = try #require(diagnostics.first { $0["rule"] as? String == "yaml-syntax" })
        #expect((syntax["message"] as? String)?.hasPrefix("this line is indented with a tab") == true)

        let text = try #require(L10ncRun.run(["check"], in: root))
        #expect(text.standardOutput.contains("fix-it: indent with 4 spaces"))

        let dryRun = try #require(L10ncRun.run(["fix", "--dry-run"], in: root))
        #expect(dryRun.standardOutput.contains("-\tsubtitle: \"Sub\"\n+    subtitle: \"Sub\"\n"))
        #expect(!dryRun.standardError.contains("does not parse"))
        let fix = try #require(L10ncRun.run(["fix"], in: root))
        #expect(fix.standardError.contains("fixed yaml-syntax: re-indent res/PageViewModel.yml"))
        #expect(
            try String(contentsOf: root.appendingPathComponent("res/PageViewModel.yml"), encoding: .utf8)
                == yaml.replacingOccurrences(of: "\tsubtitle", with: "    subtitle"))
        let after = try #require(L10ncRun.run(["check"], in: root))
        #expect(!after.standardOutput.contains("yaml-syntax"))
    }

    @Test("a syntax error that fix cannot repair is said once, not once per key")
    func unfixableSyntaxErrorIsSaidOnce() throws {
        let root = try Self.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\nlocales: [en, de]\n",
            "src/PageViewModel.swift": Self.viewModel,
            "res/PageViewModel.yml":
                "en:\n  PageViewModel:\n    title: \"T\"\n    subtitle: \"S\"\n    body: \"B\"\n",
            "res/PageViewModel.de.yml": "de:\n  PageViewModel:\n    title: \"unclosed\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let fix = try #require(L10ncRun.run(["fix", "--fill", "copy"], in: root))
        let said = fix.standardError.components(separatedBy: "does not parse").count - 1
        #expect(said <= 1, "\(fix.standardError)")
    }

    // MARK: Item 7: a new locale

    @Test("a locale in the resources but not in locales: is reported; check and stats agree")
    func unlistedLocale() throws {
        let root = try Self.text([
            "Sources/App/PageViewModel.swift": Self.viewModel,
            "Sources/App/Resources/PageViewModel.yml":
                "en:\n  PageViewModel:\n    title: \"T\"\n    subtitle: \"S\"\n    body: \"B\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let initRun = try #require(L10ncRun.run(["init"], in: root))
        #expect(initRun.exitStatus == 0)
        let configuration = try String(contentsOf: root.appendingPathComponent("l10nc.yml"), encoding: .utf8)
        #expect(configuration.contains("locales: [en]"))
        #expect(configuration.contains("reported (unlisted-locale)"))
        let resource = root.appendingPathComponent("Sources/App/Resources/PageViewModel.yml")
        let handle = try FileHandle(forWritingTo: resource)
        try handle.seekToEnd()
        try handle.write(
            contentsOf: Data("es:\n  PageViewModel:\n    title: \"T\"\n    subtitle: \"S\"\n".utf8))
        try handle.close()

        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.exitStatus == 1)
        let line = configuration.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("locales:") }.map { $0 + 1 }
        #expect(
            check.standardOutput.contains(
                "l10nc.yml:\(line ?? 0):10: error: the resources hold locale 'es', which 'locales' does not list"
            ))
        let stats = try #require(L10ncRun.run(["stats"], in: root))
        #expect(
            stats.standardOutput.contains("(1 missing, not in `locales:`, so `check` does not require it)"))

        // Listed, the locale is checked: the same gap stats counts is the finding check reports.
        try configuration.replacingOccurrences(of: "locales: [en]", with: "locales: [en, es]")
            .write(to: root.appendingPathComponent("l10nc.yml"), atomically: true, encoding: .utf8)
        let listed = try #require(L10ncRun.run(["check"], in: root))
        #expect(listed.standardOutput.contains("is missing in locale 'es'"))
        #expect(!listed.standardOutput.contains("unlisted-locale"))
        let listedStats = try #require(L10ncRun.run(["stats"], in: root))
        #expect(listedStats.standardOutput.contains("es  "))
        #expect(!listedStats.standardOutput.contains("not in `locales:`"))
    }

    @Test("a regional variant of a listed locale, and a list given with --locales, are not reported")
    func regionalVariantsAndFlags() throws {
        let root = try Self.text([
            "l10nc.yml": "resources: [res]\nlocales: [en]\n",
            "res/A.yml":
                "en:\n  A:\n    title: \"T\"\nen-GB:\n  A:\n    title: \"T\"\nfr:\n  A:\n    title: \"T\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.standardOutput.contains("locale 'fr'"))
        #expect(!check.standardOutput.contains("locale 'en-GB'"))
        let flags = try #require(L10ncRun.run(["check", "--locales", "en"], in: root))
        #expect(!flags.standardOutput.contains("unlisted-locale"))
        let cached = try #require(
            L10ncRun.run(["check", "--cache", root.appendingPathComponent(".cache").path], in: root))
        #expect(
            cached.standardOutput.split(separator: "\n").dropLast()
                == check.standardOutput.split(separator: "\n").dropLast())
    }
}

/// `l10nc.lock` belongs to its project's configuration (issue 22, item 2).
@Suite("Lock location")
struct LockLocationTests {
    static let viewModel = "struct CardViewModel {\n    @LocalizedString var title\n}\n"
    static let english =
        "en:\n  CardViewModel:\n    title: \"Card\"\nde:\n  CardViewModel:\n    title: \"Karte\"\n"

    @Test("with inputs given as flags, a lock in the working directory is not read")
    func flagsReadNoLock() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [src]\nresources: [res]\n",
            "src/CardViewModel.swift": Self.viewModel,
            "res/CardViewModel.yml": Self.english,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try #require(L10ncRun.run(["lock"], in: root)).exitStatus == 0)
        try Self.english.replacingOccurrences(of: "\"Card\"", with: "\"Index card\"").write(
            to: root.appendingPathComponent("res/CardViewModel.yml"), atomically: true, encoding: .utf8)
        // The project's own configuration reads its lock: the German text is stale.
        let configured = try #require(L10ncRun.run(["check"], in: root))
        #expect(configured.standardOutput.contains("[stale-translation]"))
        // The same files given as flags are another project: the lock here is not theirs.
        let flags = try #require(L10ncRun.run(["check", "--sources", "src", "--resources", "res"], in: root))
        #expect(flags.exitStatus == 0, "\(flags.standardOutput)\(flags.standardError)")
        #expect(!flags.standardOutput.contains("stale-translation"))
        // A lock of another default locale does not stop a run that is not its project's.
        try Data("defaultLocale: fr\ntranslations: {}\n".utf8).write(
            to: root.appendingPathComponent("l10nc.lock"))
        let other = try #require(L10ncRun.run(["check", "--sources", "src", "--resources", "res"], in: root))
        #expect(other.exitStatus == 0, "\(other.standardError)")
        // Recording translations needs the configuration the lock belongs beside.
        let lock = try #require(L10ncRun.run(["lock", "--resources", "res"], in: root))
        #expect(lock.exitStatus == 2)
        #expect(lock.standardError.contains("belongs beside the project's l10nc.yml"))
    }

    @Test("each project of a projects: list has its own lock")
    func lockPerProject() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": """
            projects:
              - name: App
                sources: [App]
                resources: [App]
              - name: Kit
                sources: [Kit]
                resources: [Kit]

            """,
            "App/CardViewModel.swift": Self.viewModel, "App/CardViewModel.yml": Self.english,
            "Kit/CardViewModel.swift": Self.viewModel, "Kit/CardViewModel.yml": Self.english,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = try #require(L10ncRun.run(["lock", "--project", "Kit"], in: root))
        #expect(lock.standardOutput == "l10nc.Kit.lock: 1 translation recorded (1 new, 0 dropped)\n")
        try Self.english.replacingOccurrences(of: "\"Card\"", with: "\"Index card\"").write(
            to: root.appendingPathComponent("Kit/CardViewModel.yml"), atomically: true, encoding: .utf8)
        try Self.english.replacingOccurrences(of: "\"Card\"", with: "\"Index card\"").write(
            to: root.appendingPathComponent("App/CardViewModel.yml"), atomically: true, encoding: .utf8)
        // Only Kit recorded its translations, so only Kit's German text is stale.
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.standardOutput.contains("Kit/CardViewModel.yml:6:5: warning: the 'de' translation"))
        #expect(!check.standardOutput.contains("App/CardViewModel.yml:6:5"))
    }
}

/// A command killed while it writes leaves every file whole and no litter (issue 22, item 6).
@Suite("Killed writes")
struct KilledWriteTests {
    @Test("fix killed with SIGKILL at any moment: files whole, and the next run leaves no temporary file")
    func killedFix() throws {
        let executable = try #require(L10ncRun.executable)
        var files: [String: String] = ["l10nc.yml": "resources: [res]\nruntime: l10nc\n"]
        let original = (0..<12).map { "    flag\($0): yes\n" }.joined()
        for index in 0..<150 {
            files["res/Flags\(index)ViewModel.yml"] = "en:\n  Flags\(index)ViewModel:\n" + original
        }
        let fixed = original.replacingOccurrences(of: ": yes", with: ": \"yes\"")
        for delay in [0.02, 0.05, 0.1, 0.2, 0.4] {
            let root = try FirstHourInputTests.text(files)
            defer { try? FileManager.default.removeItem(at: root) }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["fix"]
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let folder = root.appendingPathComponent("res")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where !name.hasPrefix(".") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let header = "en:\n  " + name.dropLast(4) + ":\n"
                #expect(
                    text == header + original || text == header + fixed, "\(name) after \(delay) s: \(text)")
            }
            // Whatever the kill left, the next run removes; Foundation's temporaries never appear.
            _ = L10ncRun.run(["check"], in: root)
            let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix(".")
            }
            #expect(hidden == [], "after \(delay) s")
        }
    }
}

extension KilledWriteTests {
    @Test(
        "fix --fill copy killed with SIGKILL at any moment: every file and the lock before or after, never torn"
    )
    func killedFixOfSeveralFilesAndTheLock() throws {
        let executable = try #require(L10ncRun.executable)
        var files: [String: String] = [
            "l10nc.yml": "sources: [src]\nresources: [res]\ndefaultLocale: en\nlocales: [en, de]\n"
        ]
        let english = (0..<12).map { "    text\($0): \"Text \($0)\"\n" }.joined()
        // The keys fix adds go after text0 in the order it plans them: by key.
        let filled = (["0"] + (1..<12).map(String.init).sorted { "text\($0)" < "text\($1)" }).map {
            "    text\($0): \"Text \($0)\"\n"
        }.joined()
        for index in 0..<150 {
            let type = "Card\(index)ViewModel"
            files["src/\(type).swift"] =
                "struct \(type) {\n" + (0..<12).map { "    @LocalizedString var text\($0)\n" }.joined()
                + "}\n"
            files["res/\(type).yml"] =
                "en:\n  \(type):\n" + english + "de:\n  \(type):\n    text0: \"Text 0\"\n"
        }
        for delay in [0.05, 0.1, 0.2, 0.4, 0.8] {
            let root = try FirstHourInputTests.text(files)
            defer { try? FileManager.default.removeItem(at: root) }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["fix", "--fill", "copy"]
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let folder = root.appendingPathComponent("res")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where !name.hasPrefix(".") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let type = String(name.dropLast(4))
                let header = "en:\n  \(type):\n" + english + "de:\n  \(type):\n"
                #expect(
                    text == header + "    text0: \"Text 0\"\n" || text == header + filled,
                    "\(name) after \(delay) s: \(text)")
            }
            // The lock: not there yet, or whole.
            let lockPath = root.appendingPathComponent("l10nc.lock").path
            if let lock = FileManager.default.contents(atPath: lockPath) {
                let text = String(decoding: lock, as: UTF8.self)
                #expect(text.hasSuffix("sources: {}\n"), "the lock after \(delay) s is whole")
            }
            _ = L10ncRun.run(["check"], in: root)
            let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix(".")
            }
            #expect(hidden == [], "after \(delay) s")
        }
    }
}

/// `--project-for PATH`: the project a folder belongs to, as the plugins ask for a target.
@Suite("Project of a folder")
struct ProjectForTests {
    @Test("picks the project whose folders hold the path, applies a settings-only file to it, else says why")
    func projectFor() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": """
            projects:
              - name: App
                sources: [App/Sources]
                resources: [Shared/Resources]
              - name: Kit
                sources: [Kit]
                resources: [Kit]

            """,
            "App/Sources/CardViewModel.swift": LockLocationTests.viewModel,
            "Shared/Resources/CardViewModel.yml": LockLocationTests.english,
            "Kit/CardViewModel.swift": LockLocationTests.viewModel,
            "Kit/CardViewModel.yml": LockLocationTests.english + "    extra: \"x\"\n",
            "Other/README": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try #require(
            L10ncRun.run(["check", "--project-for", root.path + "/App/Sources"], in: root))
        #expect(app.exitStatus == 0, "\(app.standardOutput)\(app.standardError)")
        let kit = try #require(L10ncRun.run(["check", "--project-for", "Kit"], in: root))
        #expect(kit.standardOutput.contains("Kit/CardViewModel.yml"))
        let none = try #require(L10ncRun.run(["check", "--project-for", "Other"], in: root))
        #expect(none.exitStatus == 2)
        #expect(none.standardError.contains("--project-for Other: no project of the configuration has it"))

        // A configuration of settings only applies them to the folder.
        try Data("locales: [en, de]\n".utf8).write(to: root.appendingPathComponent("l10nc.yml"))
        let settingsOnly = try #require(L10ncRun.run(["check", "--project-for", "Kit"], in: root))
        #expect(settingsOnly.standardOutput.contains("checked 2 files"), "\(settingsOnly.standardOutput)")
    }
}

/// One notion of configuration, fallback and missing argument everywhere (issue 22, item 14).
@Suite("Consistency")
struct ConsistencyTests {
    @Test("extract reads l10nc.yml and prints paths without ./")
    func extractFollowsTheConfiguration() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "sources: [App]\nresources: [App]\nexclude: [App/Generated]\n",
            "App/PageViewModel.swift": FirstHourInputTests.viewModel,
            "App/Generated/OtherViewModel.swift":
                "struct OtherViewModel {\n    @LocalizedString var hidden\n}\n",
            "Elsewhere/ThirdViewModel.swift":
                "struct ThirdViewModel {\n    @LocalizedString var outside\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let configured = try #require(L10ncRun.run(["extract"], in: root))
        #expect(configured.standardOutput.contains("PageViewModel.title"))
        #expect(configured.standardOutput.contains("App/PageViewModel.swift:4:"))
        #expect(
            !configured.standardOutput.contains("hidden") && !configured.standardOutput.contains("outside"))
        let here = try #require(L10ncRun.run(["extract"], in: root.appendingPathComponent("Elsewhere")))
        #expect(here.standardOutput.contains(" ThirdViewModel.swift:2:"), "\(here.standardOutput)")
        #expect(!here.standardOutput.contains("./"))
    }

    @Test("export offers no unit a same-language ancestor serves, as check and stats count it")
    func exportFollowsTheFallback() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": "resources: [res]\n",
            "res/A.yml":
                "en:\n  A:\n    title: \"Colour\"\n    body: \"Body\"\nen-GB:\n  A:\n    title: \"Colour\"\n"
                + "de:\n  A:\n    title: \"Farbe\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let export = try #require(
            L10ncRun.run(["export", "--only", "missing", "--format", "po", "--output", "out"], in: root))
        #expect(export.standardOutput.contains("out/en-GB.po: 0 units"), "\(export.standardOutput)")
        #expect(export.standardOutput.contains("out/de.po: 1 unit (1 to translate, 0 to review)"))
        let stats = try #require(L10ncRun.run(["stats"], in: root))
        #expect(stats.standardOutput.contains("en-GB  ████████████████████  2/2  100.0%"))
    }

    @Test("lookup says when the text comes from another locale, and a placeholder without --arg is an error")
    func lookupSaysWhatItDid() throws {
        let table = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-\(UUID().uuidString).l10n")
        defer { try? FileManager.default.removeItem(at: table) }
        let compile = try #require(
            L10ncRun.run(["compile", "--output", table.path], in: ProjectPaths.cleanExample))
        #expect(compile.exitStatus == 0)
        let fallback = try #require(
            L10ncRun.run(
                ["lookup", "--table", table.path, "--locale", "fr", "DashboardViewModel.title"],
                in: ProjectPaths.cleanExample))
        #expect(fallback.exitStatus == 0)
        #expect(fallback.standardOutput == "Dashboard\n")
        #expect(
            fallback.standardError
                == "l10nc: note: the table has no 'fr', which is served as 'en'; printed is the 'en' text of the fallback chain\n"
        )
        let missing = try #require(
            L10ncRun.run(
                ["lookup", "--table", table.path, "--locale", "de", "DashboardViewModel.welcome"],
                in: ProjectPaths.cleanExample))
        #expect(missing.exitStatus == 1)
        #expect(missing.standardOutput.contains("%{name}"))
        #expect(missing.standardError.contains("no value for 'count', 'name'"))
        #expect(missing.standardError.contains("--arg count=VALUE --arg name=VALUE"))
    }
}

/// `init` in the package of the framework itself (issue 22, item 12).
@Suite("init in the framework's own package")
struct InitFrameworkTests {
    @Test("the target that declares @LocalizedString is left out, and init says why")
    func frameworkIsLeftOut() throws {
        let root = try FirstHourInputTests.text([
            "Package.swift": "// swift-tools-version: 6.0\n",
            // As FOSMVVM declares its wrappers, and uses them in its own form types.
            "Sources/Kit/LocalizedProperty.swift": """
            public protocol ViewModel {}
            extension ViewModel {
                public typealias LocalizedString = _LocalizedProperty<Self, String>
            }
            @propertyWrapper public struct _LocalizedProperty<Model, Value> {
                public var wrappedValue: Value
            }

            """,
            "Sources/Kit/FormField.swift": "public struct FormField {\n    @LocalizedString var title\n}\n",
            "Sources/App/PageViewModel.swift": FirstHourInputTests.viewModel,
            "Sources/App/PageViewModel.yml":
                "en:\n  PageViewModel:\n    title: \"T\"\n    subtitle: \"S\"\n    body: \"B\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try #require(L10ncRun.run(["init"], in: root))
        #expect(run.exitStatus == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("Sources/Kit (it declares @LocalizedString itself"),
            "\(run.standardOutput)")
        let configuration = try String(contentsOf: root.appendingPathComponent("l10nc.yml"), encoding: .utf8)
        #expect(configuration.contains("sources:\n  - Sources/App\n"))
        #expect(!configuration.contains("Sources/Kit"))
        let check = try #require(L10ncRun.run(["check"], in: root))
        #expect(check.exitStatus == 0, "\(check.standardOutput)")
    }
}
