import Foundation
import L10nTestSupport
import Testing

/// `l10nc check --cache DIR` reports exactly what `l10nc check` does after chosen edits (random
/// edits: `IncrementalEquivalenceTests`, with the engine), and never trusts a cache it cannot
/// vouch for.
@Suite(.serialized) struct IncrementalCheckTests {
    /// A copy of a fixture project in a temporary directory.
    struct Project {
        let root: URL
        let cache: String

        init(copying fixture: URL) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "l10nc-incremental-\(UUID().uuidString.prefix(8))")
            try FileManager.default.copyItem(at: fixture, to: root)
            cache = root.appendingPathComponent(".l10nc-cache").path
        }

        /// A project already written at `root`.
        init(existing root: URL) throws {
            self.root = root
            cache = root.appendingPathComponent(".l10nc-cache").path
        }

        /// `files` (path → text) written at `root`.
        init(writing files: [String: String], at root: URL) throws {
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: false, encoding: .utf8)
            }
            try self.init(existing: root)
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        /// Replaces `from` with `to` in the file at `relative`, which must hold it.
        func edit(_ relative: String, _ from: String, _ to: String) throws {
            let file = path(relative)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains(from), "\(relative) holds \(from)")
            try text.replacingOccurrences(of: from, with: to).write(
                toFile: file, atomically: false, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// `check` without and with the cache, compared: exit status, standard output (with the
    /// elapsed time taken out) and standard error (without the cache's own notes).
    @discardableResult
    static func compare(_ project: Project, format: String = "json", _ context: String) throws -> String {
        let cold = try #require(L10ncRun.run(["check", "--format", format], in: project.root))
        let cached = try #require(
            L10ncRun.run(
                ["check", "--format", format, "--cache", project.cache], in: project.root,
                environment: ["L10NC_CACHE_STATS": "1"]))
        #expect(cached.exitStatus == cold.exitStatus, "\(context)")
        #expect(withoutTiming(cached.standardOutput) == withoutTiming(cold.standardOutput), "\(context)")
        #expect(withoutCacheNotes(cached.standardError) == cold.standardError, "\(context)")
        return cached.standardError
    }

    static func withoutTiming(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"elapsedSeconds\"") }
            .map { line in
                // The text summary ends with "in 0.12 s".
                guard let range = line.range(of: #" in [0-9]+\.[0-9]+ s"#, options: .regularExpression) else {
                    return String(line)
                }
                return line.replacingCharacters(in: range, with: " in …")
            }
            .joined(separator: "\n")
    }

    static func withoutCacheNotes(_ errors: String) -> String {
        errors.split(separator: "\n", omittingEmptySubsequences: false)
            .filter {
                !$0.hasPrefix("l10nc: not using the check cache") && !$0.hasPrefix("l10nc: check cache: ")
            }
            .joined(separator: "\n")
    }

    @Test func anUnchangedProjectIsNotCheckedAgain() throws {
        let project = try Project(copying: ProjectPaths.brokenExample)
        defer { project.remove() }
        Thread.sleep(forTimeInterval: 2.1)
        try Self.compare(project, "first run")
        let stats = try #require(
            L10ncRun.run(
                ["check", "--cache", project.cache], in: project.root, environment: ["L10NC_CACHE_STATS": "1"]
            ))
        #expect(
            stats.standardError.contains(
                " 0 checked; 0 Swift files parsed, 0 resolved; listing kept, layout kept;"),
            "\(stats.standardError)")

        // One YAML file changed: its part alone is checked again, no Swift file is parsed.
        let yaml = project.path("Sources/TaskBoard/UserNameViewModel.yml")
        try (String(contentsOfFile: yaml, encoding: .utf8) + "\n# a comment\n").write(
            toFile: yaml, atomically: false, encoding: .utf8)
        let afterYAML = try #require(
            L10ncRun.run(
                ["check", "--cache", project.cache], in: project.root, environment: ["L10NC_CACHE_STATS": "1"]
            ))
        #expect(
            afterYAML.standardError.contains(
                " 1 checked; 0 Swift files parsed, 0 resolved; listing kept, layout kept;"),
            "\(afterYAML.standardError)"
        )

        // One Swift file changed: it alone is parsed, and resolved with the files it shares
        // type names with.
        let swift = project.path("Sources/TaskBoard/UserNameViewModel.swift")
        try (String(contentsOfFile: swift, encoding: .utf8) + "\n// a comment\n").write(
            toFile: swift, atomically: false, encoding: .utf8)
        let afterSwift = try #require(
            L10ncRun.run(
                ["check", "--cache", project.cache], in: project.root, environment: ["L10NC_CACHE_STATS": "1"]
            ))
        #expect(afterSwift.standardError.contains("; 1 Swift files parsed"), "\(afterSwift.standardError)")
        try Self.compare(project, "after both edits")
    }

    /// Files whose facts meet in resolution (a type's members across extensions, an enum and
    /// the extension that localizes its cases, the same key from two files): each edit changes
    /// what another file's items are, and only the linked files are resolved again.
    @Test func editsThatChangeAnotherFilesItems() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-linked-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: String] = [
            "l10nc.yml": "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\nruntime: l10nc\n",
            "Sources/AViewModel.swift": """
            @ViewModel struct AViewModel: RequestableViewModel {
                @LocalizedString var title
                @LocalizedCompoundString(pieces: \\Self._title, \\Self._subtitle) var full
            }
            """,
            "Sources/AViewModel+More.swift": """
            extension AViewModel {
                @LocalizedString var subtitle
                @LocalizedSubs(substitutions: \\.subs) var greeting
                var subs: [String: LocalizableString] { ["name": .constant("x")] }
            }
            """,
            "Sources/Status.swift": """
            enum Status: String, CaseIterable { case open, closed }
            struct StatusViewModel { @LocalizedString var heading }
            """,
            "Sources/StatusTitles.swift": """
            extension Status {
                var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
            }
            """,
            "Sources/BViewModel.swift": "struct BViewModel { @LocalizedString var title }\n",
            "Sources/AViewModel.yml": """
            en:
              AViewModel:
                title: "Title"
                subtitle: "Subtitle"
                greeting: "Hello %{name}"
                full: "%{title}: %{subtitle}"
            de:
              AViewModel:
                title: "Titel"
                greeting: "Hallo %{name}"
            """,
            "Sources/Status.yml": "en:\n  Status:\n    open: \"Open\"\n    closed: \"Closed\"\n",
            "Sources/StatusViewModel.yml": "en:\n  StatusViewModel:\n    heading: \"Status\"\n",
            "Sources/BViewModel.yml": "en:\n  BViewModel:\n    title: \"B\"\n",
        ]
        let project = try Project(writing: files, at: root)
        try Self.compare(project, "first run")
        let edits: [(String, String, String)] = [
            // The enum's cases are items of the extension's request, located in the enum's file.
            ("Sources/Status.swift", "case open, closed", "case open, done"),
            // `Self` in an extension is keyed per conforming type, which only a whole scan finds
            // (its second pass): this edit and the next are checked by whole scans.
            ("Sources/StatusTitles.swift", "rawValue", "\"heading\""),
            ("Sources/StatusTitles.swift", "\"heading\"", "rawValue"),
            // The substitutions of a property declared in another file of the type.
            ("Sources/AViewModel+More.swift", "[\"name\":", "[\"who\":"),
            // A compound whose piece is declared in the other file.
            (
                "Sources/AViewModel+More.swift", "@LocalizedString var subtitle",
                "@LocalizedString var subhead"
            ),
            // The same key from two files, then the type renamed in one.
            (
                "Sources/BViewModel.swift", "struct BViewModel",
                "extension AViewModel { @LocalizedString var title }\nstruct BViewModel"
            ),
            ("Sources/AViewModel.swift", "struct AViewModel", "struct AViewModel2"),
            ("Sources/AViewModel.swift", "struct AViewModel2", "struct AViewModel"),
        ]
        for (index, (path, from, to)) in edits.enumerated() {
            try project.edit(path, from, to)
            let stats = try Self.compare(project, "edit \(index + 1): \(path): \(from) → \(to)")
            // Resolved from the linked files' cached facts, not by a whole scan of all five.
            let wholeScan = index == 1 || index == 2
            #expect(
                stats.contains("1 Swift files parsed") && stats.contains("5 resolved") == wholeScan,
                "\(stats)")
        }
        // An unrelated file is resolved alone.
        try project.edit(
            "Sources/BViewModel.swift", "struct BViewModel { @LocalizedString var title }",
            "struct BViewModel { @LocalizedString var name }")
        let stats = try #require(
            L10ncRun.run(
                ["check", "--cache", project.cache], in: project.root, environment: ["L10NC_CACHE_STATS": "1"]
            ))
        #expect(stats.standardError.contains("1 Swift files parsed, "), "\(stats.standardError)")
        #expect(!stats.standardError.contains("5 resolved"), "\(stats.standardError)")
        try FileManager.default.removeItem(atPath: project.path("Sources/StatusTitles.swift"))
        try Self.compare(project, "the enum's localizing extension removed")
    }

    /// The parts as the last run laid them out are kept while an edit leaves them as they are
    /// (a text edited), and laid out again when it does not: a locale or a type name added to a
    /// resource file, a namespace's items that read or name other types, a type renamed.
    @Test func aKeptLayoutGivesWayWhenTheEditChangesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-layout-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: String] = [
            "l10nc.yml": "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\nruntime: l10nc\n",
            "Sources/AViewModel.swift": """
            struct AViewModel {
                @LocalizedString var title
                @LocalizedString var subtitle
                @LocalizedCompoundString(pieces: \\Self._title, \\Self._subtitle) var full
            }
            """,
            "Sources/BViewModel.swift": "struct BViewModel { @LocalizedString var title }\n",
            "Sources/CViewModel.swift": "struct CViewModel { @LocalizedString var title }\n",
            "Sources/AViewModel.yml": """
            en:
              AViewModel:
                title: "Title"
                subtitle: "Subtitle"
                full: "%{title}: %{subtitle}"
            de:
              AViewModel:
                title: "Titel"
                subtitle: "Untertitel"
            """,
            "Sources/BViewModel.yml":
                "en:\n  BViewModel:\n    title: \"B\"\nde:\n  BViewModel:\n    title: \"B\"\n",
            "Sources/CViewModel.yml":
                "en:\n  CViewModel:\n    title: \"C\"\nde:\n  CViewModel:\n    title: \"C\"\n",
        ]
        let project = try Project(writing: files, at: root)
        try Self.compare(project, "first run")
        let edits: [(path: String, from: String, to: String, laidOut: Bool)] = [
            // A text: the layout stays, the file's part is checked again.
            ("Sources/BViewModel.yml", "title: \"B\"\nde", "title: \"Bee\"\nde", false),
            // A locale that no file held: every part now lacks it.
            ("Sources/CViewModel.yml", "de:\n", "fr:\n  CViewModel:\n    title: \"C\"\nde:\n", true),
            // Another type's section in B's file: B's and C's parts are one now.
            (
                "Sources/BViewModel.yml", "en:\n  BViewModel:",
                "en:\n  CViewModel:\n    stray: \"s\"\n  BViewModel:", true
            ),
            // Back apart.
            ("Sources/BViewModel.yml", "  CViewModel:\n    stray: \"s\"\n", "", true),
            // A property added: the namespace's items change, not how it links.
            ("Sources/CViewModel.swift", "var title }", "var title\n @LocalizedString var more }", false),
            // A property of B declared in C's file: B's items change, from another file.
            (
                "Sources/CViewModel.swift", "struct CViewModel",
                "extension BViewModel { @LocalizedString var other }\nstruct CViewModel", false
            ),
            // A type renamed: a namespace goes, another comes.
            ("Sources/BViewModel.swift", "struct BViewModel", "struct BViewModel2", true),
            ("Sources/BViewModel.swift", "struct BViewModel2", "struct BViewModel", true),
            // A locale gone again.
            ("Sources/CViewModel.yml", "fr:\n  CViewModel:\n    title: \"C\"\n", "", true),
        ]
        for (index, change) in edits.enumerated() {
            try project.edit(change.path, change.from, change.to)
            let stats = try Self.compare(
                project, "edit \(index + 1): \(change.path): \(change.from) → \(change.to)")
            #expect(
                stats.contains(change.laidOut ? " parts laid out again;" : " layout kept;"),
                "edit \(index + 1): \(stats)")
        }
        let unchanged = try Self.compare(project, "nothing changed")
        #expect(
            unchanged.contains("0 checked; 0 Swift files parsed, 0 resolved; ")
                && unchanged.contains(" layout kept;"), "\(unchanged)")
    }

    /// The last run's listing is taken while the folders it listed keep their stamps (settled:
    /// changed more than the racy window before that run); a file added to a folder or removed,
    /// a folder added (and a file put in it later), and the roots are listed again.
    @Test func aListingStandsWhileItsFoldersDo() throws {
        let project = try Project(copying: ProjectPaths.brokenExample)
        defer { project.remove() }
        func settle() { Thread.sleep(forTimeInterval: 2.1) }
        func expect(listed: Bool, _ context: String) throws {
            let stats = try Self.compare(project, context)
            #expect(stats.contains(listed ? "; roots listed, " : "; listing kept, "), "\(context): \(stats)")
        }
        settle()
        try expect(listed: true, "first run")
        try expect(listed: false, "nothing changed")
        let folder = project.path("Sources/TaskBoard")
        let yaml = try String(contentsOfFile: folder + "/FeedViewModel.yml", encoding: .utf8)
        try yaml.write(toFile: folder + "/CopyViewModel.yml", atomically: false, encoding: .utf8)
        try expect(listed: true, "a resource file added")
        // Its folder changed within the racy window of that run: listed until it settles.
        try expect(listed: true, "the folder not settled yet")
        settle()
        try expect(listed: true, "settled, recorded anew")
        try expect(listed: false, "settled and recorded")
        try FileManager.default.createDirectory(atPath: folder + "/Later", withIntermediateDirectories: false)
        try expect(listed: true, "an empty folder added")
        settle()
        try expect(listed: true, "the empty folder recorded settled")
        try expect(listed: false, "the empty folder kept")
        try yaml.write(toFile: folder + "/Later/LaterViewModel.yml", atomically: false, encoding: .utf8)
        try expect(listed: true, "a file put in the empty folder")
        try FileManager.default.removeItem(atPath: folder + "/CopyViewModel.yml")
        try expect(listed: true, "a resource file removed")
        settle()
        try expect(listed: true, "settled again")
        let swift = project.path("Sources/TaskBoard/FeedViewModel.swift")
        try (String(contentsOfFile: swift, encoding: .utf8) + "\n// edited in place\n").write(
            toFile: swift, atomically: false, encoding: .utf8)
        try expect(listed: false, "a file edited in place")
    }

    /// A damaged, truncated or foreign cache file is not used: the check says so and reports
    /// what a check without cache does, then writes a good cache.
    @Test(arguments: ["truncated", "flipped", "foreign", "garbage", "sources"])
    func aDamagedCacheIsNotTrusted(damage: String) throws {
        let project = try Project(copying: ProjectPaths.brokenExample)
        defer { project.remove() }
        try Self.compare(project, "first run")
        let index = project.cache + "/check-cache-v1.index"
        let sources = project.cache + "/check-cache-v1.sources"
        var bytes = [UInt8](
            try #require(FileManager.default.contents(atPath: damage == "sources" ? sources : index)))
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "flipped": bytes[bytes.count / 2] ^= 0x20
        case "foreign": bytes = Array("l10nc check cache index\n\u{7f}".utf8) + bytes.dropFirst(25)
        case "garbage": bytes = Array("not a cache at all".utf8)
        default: bytes[bytes.count - 3] ^= 0x01
        }
        try Data(bytes).write(to: URL(fileURLWithPath: damage == "sources" ? sources : index))
        if damage == "sources" {
            // The companion is read only when a Swift file changed.
            let swift = project.path("Sources/TaskBoard/FeedViewModel.swift")
            try (String(contentsOfFile: swift, encoding: .utf8) + "\n").write(
                toFile: swift, atomically: false, encoding: .utf8)
        }
        let run = try #require(L10ncRun.run(["check", "--cache", project.cache], in: project.root))
        #expect(run.standardError.contains("l10nc: not using the check cache"), "\(run.standardError)")
        #expect(
            run.standardError.contains(
                damage == "sources" ? "check-cache-v1.sources" : "check-cache-v1.index"))
        try Self.compare(project, "after the \(damage) cache")
        let again = try #require(L10ncRun.run(["check", "--cache", project.cache], in: project.root))
        #expect(
            !again.standardError.contains("not using"), "the cache is written anew: \(again.standardError)")
    }

    /// Blobs the index names but the store lacks (pruned by another run, deleted by hand) are
    /// made again, and the output stays that of a whole check.
    @Test func missingBlobsAreMadeAgain() throws {
        let project = try Project(copying: ProjectPaths.brokenExample)
        defer { project.remove() }
        try Self.compare(project, "first run")
        for store in ["items-v1", "analyses-v1"] {
            try FileManager.default.removeItem(atPath: project.cache + "/" + store)
        }
        let yaml = project.path("Sources/TaskBoard/FeedViewModel.yml")
        try (String(contentsOfFile: yaml, encoding: .utf8) + "\n# edited\n").write(
            toFile: yaml, atomically: false, encoding: .utf8)
        // Checked with the cache (its statistics are printed), not by falling back to a check
        // without it.
        let afterYAML = try Self.compare(project, "a YAML edit with the blob stores gone")
        #expect(afterYAML.contains("l10nc: check cache: "), "\(afterYAML)")
        let swift = project.path("Sources/TaskBoard/FeedViewModel.swift")
        try (String(contentsOfFile: swift, encoding: .utf8) + "\n// edited\n").write(
            toFile: swift, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: project.cache + "/analyses-v1")
        let afterSwift = try Self.compare(project, "a Swift edit with the analyses gone")
        #expect(afterSwift.contains("l10nc: check cache: "), "\(afterSwift)")
        #expect(FileManager.default.fileExists(atPath: project.cache + "/items-v1"))
    }

    /// The analysis of a changed Swift file is stored with the companion, on another thread
    /// while the parts are checked: a store that cannot take it is a note, the findings stay a
    /// whole check's, and the index is not written, so the next run does that work again.
    @Test(
        .enabled(
            if: OddFile.unprivilegedLauncher != nil,
            "running as root without setpriv: root writes into a folder of mode 555, so there is nothing to test"
        ))
    func anAnalysisThatCannotBeStoredIsANote() throws {
        let project = try Project(copying: ProjectPaths.brokenExample)
        defer { project.remove() }
        let launcher = try #require(OddFile.unprivilegedLauncher)
        try FileManager.default.createDirectory(atPath: project.cache, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: project.cache)
        func check(cached: Bool) throws -> L10ncRun {
            try #require(
                L10ncRun.run(
                    ["check", "--format", "json"] + (cached ? ["--cache", project.cache] : []),
                    in: project.root,
                    environment: ["L10NC_CACHE_STATS": "1"], launcher: launcher))
        }
        _ = try check(cached: true)
        // A line put first moves every place the file's analysis records: another analysis.
        let swift = project.path("Sources/TaskBoard/FeedViewModel.swift")
        try ("// edited\n" + String(contentsOfFile: swift, encoding: .utf8)).write(
            toFile: swift, atomically: false, encoding: .utf8)
        let cold = try check(cached: false)
        let analyses = project.cache + "/analyses-v1"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: analyses)
        let blocked = try check(cached: true)
        #expect(blocked.exitStatus == cold.exitStatus)
        #expect(Self.withoutTiming(blocked.standardOutput) == Self.withoutTiming(cold.standardOutput))
        #expect(
            blocked.standardError.contains(
                "l10nc: could not write the check cache in \(project.cache): the analysis of a Swift file could "
                    + "not be stored"), "\(blocked.standardError)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: analyses)
        let again = try check(cached: true)
        #expect(Self.withoutTiming(again.standardOutput) == Self.withoutTiming(cold.standardOutput))
        #expect(!again.standardError.contains("could not"), "\(again.standardError)")
        #expect(again.standardError.contains("1 Swift files parsed"), "\(again.standardError)")
        let last = try check(cached: true)
        #expect(last.standardError.contains("0 Swift files parsed"), "\(last.standardError)")
    }

    /// A cache directory that cannot be written is a note, not a failure.
    @Test func anUnwritableCacheIsANote() throws {
        let project = try Project(copying: ProjectPaths.cleanExample)
        defer { project.remove() }
        let blocked = project.root.appendingPathComponent("not-a-directory").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: blocked))
        let run = try #require(L10ncRun.run(["check", "--cache", blocked], in: project.root))
        #expect(run.exitStatus == 0)
        #expect(run.standardError.contains("l10nc: could not write the check cache"), "\(run.standardError)")
    }
}
