import Foundation
import L10nChecker
import Testing

@testable import L10nProject

/// `exclude:` means the same to the walk of the Swift sources, the walk of the resource files and
/// an editor's unsaved files, however the path is spelled (`ExcludedPaths`): before, the resource
/// walk resolved `..` and the Swift walk did not.
@Suite struct ExcludeAgreementTests {
    @Test(arguments: ["Gen", "Gen/", "./Gen", "Keep/../Gen", "Keep//..//Gen/.", "Gen/Deep/.."])
    func bothWalksAndTheOverlayLeaveOutTheSame(spelling: String) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nc-exclude-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Gen/Deep", "Keep"] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in [
            "Gen/A.swift", "Gen/A.yml", "Gen/Deep/D.swift", "Gen/Deep/D.yml", "Keep/B.swift", "Keep/B.yml",
        ] {
            try Data("en: {}\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let configuration = ProjectConfiguration(
            sources: [root], resources: [root], exclude: [root + "/" + spelling])
        let inventory = try ProjectInventory(
            of: configuration,
            overlay: [
                root + "/Gen/New.yml": Array("en: {}\n".utf8), root + "/Keep/New.yml": Array("en: {}\n".utf8),
            ])
        #expect(inventory.sources == [root + "/Keep/B.swift"])
        #expect(inventory.resources == [root + "/Keep/B.yml", root + "/Keep/New.yml"])
    }
}
