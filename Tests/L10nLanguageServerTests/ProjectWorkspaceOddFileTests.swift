import Foundation
import L10nChecker
import L10nCore
import L10nLanguageServer
import L10nProject
import L10nTestSupport
import Testing

/// Issue 30, case 5, in the language server: an odd file (a name that is not UTF-8, a link to
/// nothing) is its own finding, and every other finding of the project stays, as `check` has
/// them; the project is never replaced by one `invalid-config` at `l10nc.yml:1`.
@Suite struct ProjectWorkspaceOddFileTests {
    @Test func oddFilesAreFindingsAndTheProjectStays() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-workspace-\(UUID().uuidString.prefix(8))")
        defer { OddFile.removeTree(root) }
        let folder = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            "sources: [Sources/App]\nresources: [Sources/App]\ndefaultLocale: en\nlocales: [en, de]\n".utf8
        )
        .write(to: root.appendingPathComponent("l10nc.yml"))
        try Data("struct CardViewModel {\n    @LocalizedString var title\n}\n".utf8)
            .write(to: folder.appendingPathComponent("CardViewModel.swift"))
        try Data("en:\n  CardViewModel:\n    title: \"Card\"\n".utf8)
            .write(to: folder.appendingPathComponent("CardViewModel.yml"))
        try OddFile.create(
            in: folder, name: OddFile.latin1Name("ViewModel", "yml"),
            contents: Array("en:\n  CafeViewModel:\n    title: \"Café\"\n".utf8))
        try OddFile.danglingLink(in: folder, name: "Gone.swift", to: "Missing.swift")

        let workspace = ProjectWorkspace(folders: [root.path])
        let byFile = workspace.diagnosticsByFile()
        let all = byFile.values.flatMap { $0 }
        #expect(!all.contains { $0.rule == .invalidConfig }, "\(all)")
        let odd = all.filter { $0.rule == .unreadableFile }.map(\.location.file).sorted()
        #expect(odd == [folder.path + "/Caf\\xE9ViewModel.yml", folder.path + "/Gone.swift"])
        // The project's own finding: `title` is missing in `de`.
        #expect(all.contains { $0.rule == .missingKey && $0.message.contains("locale 'de'") })

        // The same findings as a whole check of the project.
        let configurationPath = root.appendingPathComponent("l10nc.yml").path
        let loaded = try ProjectConfiguration.load(path: configurationPath)
        let analyzed = try ProjectAnalyzer(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
            lockPath: ProjectLock.path(configurationPath: configurationPath, project: loaded.configuration)
        ).analyze()
        #expect(all.sorted() == analyzed.snapshot.diagnostics.sorted())
    }
}
