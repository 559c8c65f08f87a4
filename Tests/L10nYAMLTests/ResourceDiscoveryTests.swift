import Foundation
import L10nYAML
import Testing

/// What `ResourceDiscovery` lists: `.yml`/`.yaml` files (any case), not directories so named,
/// nothing hidden or excluded, sorted.
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
            found == ["B.YAML", "Sub/s.yaml", "a.yml", "dir.yml/inner.yml"].map { root + "/" + $0 })
    }
}
