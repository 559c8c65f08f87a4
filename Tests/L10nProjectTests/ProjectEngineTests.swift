import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nTestSupport
import Testing

/// The engine an editor keeps re-checks only the parts an edit touches. (That its findings,
/// fixes and coverage are those of a whole check after any sequence of edits is
/// `IncrementalEquivalenceTests`, which drives the engine and the check cache together.)
@Suite("Project engine")
struct ProjectEngineTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> URL {
        name == "TaskBoard"
            ? repository.appendingPathComponent("Examples/TaskBoard")
            : repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(name)")
    }

    /// A copy of a fixture project in a temporary directory.
    struct Workspace {
        let root: URL
        let analyzer: ProjectAnalyzer

        init(copying fixture: URL) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "l10nc-engine-\(UUID().uuidString.prefix(8))")
            try FileManager.default.copyItem(at: fixture, to: root)
            let configurationPath = root.appendingPathComponent("l10nc.yml").path
            let loaded = try ProjectConfiguration.load(path: configurationPath)
            analyzer = ProjectAnalyzer(
                project: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
                lockPath: ProjectLock.path(
                    configurationPath: configurationPath, project: loaded.configuration))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("an edit re-checks only its part; an unchanged update re-reads nothing")
    func incremental() throws {
        let workspace = try Workspace(copying: Self.fixture("TaskBoard"))
        defer { workspace.remove() }
        var engine = try ProjectEngine(analyzer: workspace.analyzer)
        let parts = engine.snapshot.parts.count
        #expect(parts == 5)
        let nothing = try engine.update([])
        #expect(
            nothing == ProjectUpdate(checkedParts: 0, reusedParts: parts, readResources: 0, parsedSources: 0))

        let yaml = workspace.root.appendingPathComponent("Sources/TaskBoard/DashboardViewModel.yml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        let renamed = Array(
            text.replacingOccurrences(of: "    title: \"Dashboard\"", with: "    heading: \"Dashboard\"").utf8
        )
        let yamlUpdate = try engine.update([.unsaved(path: yaml, contents: renamed)])
        #expect(
            yamlUpdate
                == ProjectUpdate(checkedParts: 1, reusedParts: parts - 1, readResources: 1, parsedSources: 0))
        #expect(Set(engine.snapshot.diagnostics.map(\.rule)) == [.missingKey, .orphanKey])
        // The file on disk never changed: back to its content, back to no finding.
        try engine.update([.onDisk(path: yaml)])
        #expect(engine.snapshot.diagnostics == [])

        let swift = workspace.root.appendingPathComponent("Sources/TaskBoard/FeedViewModel.swift").path
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        let swiftUpdate = try engine.update([.unsaved(path: swift, contents: Array((source + "\n").utf8))])
        #expect(swiftUpdate.parsedSources == 1)
        // Resolved again: the file and those linked to it by type names, not all five.
        #expect(swiftUpdate.resolvedSources >= 1 && swiftUpdate.resolvedSources < 5)
        #expect(swiftUpdate.checkedParts == 0)
    }

    @Test("a failed update keeps the last snapshot and reads the file again next time")
    func failedUpdate() throws {
        let workspace = try Workspace(copying: Self.fixture("BrokenTaskBoard"))
        defer { workspace.remove() }
        var engine = try ProjectEngine(analyzer: workspace.analyzer)
        let before = engine.snapshot.diagnostics
        let lock = workspace.root.appendingPathComponent("l10nc.lock").path
        let original = try Data(contentsOf: URL(fileURLWithPath: lock))
        try Data("version: 1\ndefaultLocale: fr\ntranslations: {}\n".utf8).write(
            to: URL(fileURLWithPath: lock))
        #expect(throws: ProjectLoadError.self) { try engine.update([.onDisk(path: lock)]) }
        #expect(engine.snapshot.diagnostics == before)
        // Still another locale's lock: the next update, about another file, fails too.
        let yaml = workspace.root.appendingPathComponent("Sources/TaskBoard/FeedViewModel.yml").path
        #expect(throws: ProjectLoadError.self) { try engine.update([.onDisk(path: yaml)]) }
        try original.write(to: URL(fileURLWithPath: lock))
        try engine.update([.onDisk(path: lock)])
        #expect(engine.snapshot.diagnostics == before)
    }
}
