import Foundation
import L10nTestSupport
import L10nYAML
import Testing

/// What `ResourceDiscovery` lists: `.yml`/`.yaml` files (any case), and whatever else is named
/// so (a folder, a link to nothing, a name that is not UTF-8: reading it says why it cannot be
/// read), nothing hidden or excluded, sorted.
@Suite struct ResourceDiscoveryTests {
    @Test func listsResourceFilesOnly() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-discovery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for directory in ["dir.yml", ".hidden", "Excluded", "Sub"] {
            try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for file in [
            "a.yml", "B.YAML", "c.txt", "dir.yml/inner.yml", ".hidden/h.yml", ".dot.yml", "Excluded/e.yml",
            "Sub/s.yaml", "Sub/noextension",
        ] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data("en: {}\n".utf8)))
        }
        let found = try ResourceDiscovery(excludedPaths: [root + "/Excluded"]).files(under: [root])
        #expect(
            found
                == ["B.YAML", "Sub/s.yaml", "a.yml", "dir.yml", "dir.yml/inner.yml"].map { root + "/" + $0 })
    }

    @Test func listsWhatIsNamedLikeAResourceButCannotBeRead() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-discovery-\(UUID().uuidString)")
        defer { OddFile.removeTree(root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try OddFile.create(in: root, name: OddFile.latin1Name("", "yml"), contents: Array("en: {}\n".utf8))
        try OddFile.create(in: root, name: OddFile.latin1Name("", "txt"), contents: [])
        try OddFile.danglingLink(in: root, name: "Gone.yml")
        // A folder whose name is not UTF-8 is walked, and its files are listed by escaped paths.
        try OddFile.createFolder(in: root, name: [0xFE])
        try OddFile.create(
            in: root, name: [0xFE] + Array("/Inner.yml".utf8), contents: Array("en: {}\n".utf8))
        let found = try ResourceDiscovery().files(under: [root.path])
        #expect(found == ["Caf\\xE9.yml", "Gone.yml", "\\xFE/Inner.yml"].map { root.path + "/" + $0 })
    }
}
