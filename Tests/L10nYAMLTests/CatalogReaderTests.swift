import Foundation
import L10nCore
import L10nRuntime
import L10nTestSupport
import L10nYAML
import Testing

@Suite("Reading resource roots")
struct CatalogReaderTests {
    /// Writes `files` (relative path → text) under a fresh directory.
    private func makeTree(_ files: [String: String]) throws -> String {
        let root = try makeTemporaryDirectory()
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func readsYmlAndYamlFilesInSortedOrderWhateverTheRootOrder() throws {
        let root = try makeTree([
            "b/Second.yaml": "en:\n  T:\n    title: \"B\"\n",
            "a/First.yml": "en:\n  T:\n    title: \"A\"\n",
            "a/notes.txt": "not a resource",
            ".hidden/Hidden.yml": "en:\n  H:\n    x: \"y\"\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let forward = try CatalogReader().read(roots: [root + "/a", root + "/b"])
        let backward = try CatalogReader().read(roots: [root + "/b", root + "/a", root + "/a"])
        #expect(forward.catalog.files.map(\.path) == [root + "/a/First.yml", root + "/b/Second.yaml"])
        #expect(backward.catalog.files.map(\.path) == forward.catalog.files.map(\.path))
        #expect(forward.diagnostics == backward.diagnostics)
        // The later file (in path order) is the duplicate, whichever root came first.
        #expect(forward.diagnostics.map(\.location.file) == [root + "/b/Second.yaml"])
        #expect(forward.diagnostics.map(\.rule) == [.duplicateKey])
        let en = try #require(LocaleIdentifier("en"))
        #expect(forward.catalog.entry("H", in: en) == nil)
    }

    @Test func theCatalogIsTheSameWhateverTheNumberOfThreads() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for index in 0..<40 {
            // Each type is split over two files, and every tenth file repeats a key of the
            // file before it.
            let type = "Type\(index / 2)"
            var text = "en:\n  \(type):\n    p\(index): \"Wert \(index)\"\n"
            if index % 10 == 9 { text += "    p\(index - 1): again\n" }
            text += "de:\n  \(type):\n    p\(index): [\"a\", 'b']\n"
            try text.write(toFile: "\(root)/File\(index).yml", atomically: false, encoding: .utf8)
        }
        func read(concurrency: Int) throws -> (entries: [[CatalogEntry]], diagnostics: [Diagnostic]) {
            let result = try CatalogReader(concurrency: concurrency).read(roots: [root])
            return (result.catalog.locales.map(result.catalog.sortedEntries(in:)), result.diagnostics)
        }
        let sequential = try read(concurrency: 1)
        let parallel = try read(concurrency: 3)
        #expect(sequential.entries.map(\.count) == [60, 60])
        #expect(
            sequential.diagnostics.count == 4
                && sequential.diagnostics.allSatisfy { $0.rule == .duplicateKey })
        #expect(sequential.entries == parallel.entries)
        #expect(sequential.diagnostics == parallel.diagnostics)
    }

    @Test func missingRootThrows() throws {
        #expect(throws: ResourceInputError.missingRoot("/nonexistent/l10nc")) {
            try CatalogReader().read(roots: ["/nonexistent/l10nc"])
        }
    }

    @Test func unreadableFileThrows() throws {
        let root = try makeTree(["Locked.yml": "en:\n  T: {}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A directory named like a resource cannot be read as a file.
        let path = root + "/Locked.yml"
        #expect(throws: ResourceInputError.self) { try YAMLReader().read(path: path + "/missing.yml") }
        do {
            _ = try YAMLReader().read(path: root + "/absent.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("absent.yml"))
        }
    }

    @Test func aFileThatCannotBeReadIsOneFindingAndTheOthersAreRead() throws {
        let root = try makeTree(["CardViewModel.yml": "en:\n  CardViewModel:\n    title: \"Card\"\n"])
        defer { OddFile.removeTree(URL(fileURLWithPath: root)) }
        let folder = URL(fileURLWithPath: root)
        try OddFile.danglingLink(in: folder, name: "GoneViewModel.yml", to: "Missing.yml")
        try FileManager.default.createDirectory(
            atPath: root + "/Strings.yml", withIntermediateDirectories: false)
        try OddFile.create(
            in: folder, name: OddFile.latin1Name("ViewModel", "yml"), contents: Array("en: {}\n".utf8))
        let result = try CatalogReader(concurrency: 1).read(roots: [root])
        #expect(result.catalog.entry("CardViewModel.title", in: LocaleIdentifier("en")!) != nil)
        let odd = result.diagnostics.filter { $0.rule == .unreadableFile }
        #expect(
            odd.map(\.location)
                == ["Caf\\xE9ViewModel.yml", "GoneViewModel.yml", "Strings.yml"].map {
                    SourceLocation(file: root + "/" + $0, line: 1, column: 1)
                })
        #expect(result.diagnostics.count == odd.count)
        // Each is read up to its start: the keys of the type it is named after are not missing.
        let unread = result.catalog.files.filter { $0.readUpTo != nil }.map(\.path)
        #expect(unread == odd.map(\.location.file))
    }

    @Test func messageCountCountsStringsAndElements() throws {
        let root = try makeTree([
            "T.yml": "en:\n  T:\n    a: \"1\"\n    b: [\"x\", \"y\"]\n    c:\n      d: \"z\"\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CatalogReader(concurrency: 1).read(roots: [root])
        #expect(result.catalog.messageCount == 4)
    }

    /// The builder reserves each locale's places for the files still to read when the locale
    /// first appears, and gives the room back for a locale written in few of them: a list of
    /// 40 places grown by doubling would hold 64, and one reserved for 40 files would keep them.
    @Test func localePlacesAreReservedForTheFilesToRead() {
        let sources = (0..<40).map { index in
            (
                path: "T\(index).yml",
                bytes: Array(
                    ((index == 0 ? "de:\n  T0:\n    a: \"x\"\n" : "") + "en:\n  T\(index):\n    a: \"x\"\n")
                        .utf8)
            )
        }
        let catalog = CatalogReader(concurrency: 1).read(sources: sources).catalog
        let everywhere = catalog.localeLocations[LocaleIdentifier("en")!] ?? []
        let once = catalog.localeLocations[LocaleIdentifier("de")!] ?? []
        #expect(everywhere.count == 40 && once.count == 1)
        #expect(everywhere.capacity < 50, "\(everywhere.capacity)")
        #expect(once.capacity < 20, "\(once.capacity)")
        #expect(catalog.files.count == 40 && catalog.files.capacity < 50)
    }
}
