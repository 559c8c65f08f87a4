import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nTestSupport
import Testing

/// The engine an editor keeps: after any sequence of edits (on disk or unsaved, Swift or
/// YAML, files added, deleted and renamed) its findings, fixes and coverage are those of a
/// whole check of the same files, and it re-checks only the parts an edit touches.
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
        let originals: [String: [UInt8]]
        let analyzer: ProjectAnalyzer

        init(copying fixture: URL) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "l10nc-engine-\(UUID().uuidString.prefix(8))")
            try FileManager.default.copyItem(at: fixture, to: root)
            var originals: [String: [UInt8]] = [:]
            for relative in Self.files(under: root) {
                originals[root.appendingPathComponent(relative).path] = [UInt8](
                    FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)!)
            }
            self.originals = originals
            let configurationPath = root.appendingPathComponent("l10nc.yml").path
            let loaded = try ProjectConfiguration.load(path: configurationPath)
            analyzer = ProjectAnalyzer(
                project: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
                lockPath: ProjectLock.path(
                    configurationPath: configurationPath, project: loaded.configuration))
        }

        static func files(under root: URL) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: root.path)!
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                guard [".yml", ".yaml", ".swift", ".lock"].contains(where: { relative.hasSuffix($0) }),
                    !relative.hasSuffix("l10nc.yml"), !relative.hasSuffix("Package.swift")
                else { continue }
                files.append(relative)
            }
            return files.sorted()
        }

        /// The files an edit may touch: on disk, and unsaved ones that exist nowhere else.
        func editableFiles(unsaved: [String: [UInt8]]) -> [String] {
            Array(
                Set(Self.files(under: root).map { root.appendingPathComponent($0).path }).union(unsaved.keys)
            )
            .sorted()
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The engine's snapshot against a whole analysis of the same files (the unsaved ones in
    /// place of the disk's): findings, fixes and coverage, or the same error.
    static func expectWholeCheck(
        _ engine: Result<ProjectEngine, ProjectLoadError>, _ workspace: Workspace, unsaved: [String: [UInt8]],
        _ context: String
    ) throws {
        let whole = Result { () throws(ProjectLoadError) in
            try workspace.analyzer.analyze(overlay: unsaved).snapshot
        }
        switch (engine, whole) {
        case (.failure(let engineError), .failure(let wholeError)):
            #expect(engineError.description == wholeError.description, "\(context)")
        case (.success(let engine), .success(let whole)):
            let snapshot = engine.snapshot
            #expect(snapshot.diagnostics == whole.diagnostics, "\(context)")
            #expect(snapshot.schema == whole.schema, "\(context)")
            #expect(snapshot.coverage == wholeCoverage(whole), "\(context)")
            #expect(
                String(describing: FixPlanner(snapshot: snapshot).fixes())
                    == String(describing: FixPlanner(snapshot: whole).fixes()), "\(context)")
            #expect(
                FixPlanner(snapshot: snapshot).diagnosticFixes()
                    == FixPlanner(snapshot: whole).diagnosticFixes(),
                "\(context)")
            for key in Set(whole.catalog.leafKeys).union(whole.schema?.items.map(\.key) ?? []).sorted() {
                #expect(snapshot.entries(ofKey: key) == whole.entries(ofKey: key), "\(context): \(key)")
            }
        case (.failure(let error), .success):
            Issue.record("\(context): the engine failed (\(error)), a whole check did not")
        case (.success, .failure(let error)):
            Issue.record("\(context): a whole check failed (\(error)), the engine did not")
        }
    }

    /// The counts `locale-coverage` judges, of a whole project at once.
    static func wholeCoverage(_ snapshot: ProjectSnapshot) -> CoverageTally? {
        guard let schema = snapshot.schema, let localeData = snapshot.localeData else { return nil }
        var configuration = snapshot.configuration.checkConfiguration
        if configuration.requiredLocales == nil { configuration.requiredLocales = snapshot.catalog.locales }
        return Checker(configuration: configuration, localeData: localeData).checkPart(
            schema: schema, catalog: snapshot.catalog,
            knownTypeNames: Set(snapshot.catalog.typeNames).union(schema.items.map(\.typeName))
        ).coverage
    }

    /// One random edit, on disk or as an unsaved buffer, and the changes that announce it.
    static func edit(
        _ workspace: Workspace, unsaved: inout [String: [UInt8]], random: inout SeededRandom
    ) throws -> (changes: [ProjectChange], description: String) {
        let files = workspace.editableFiles(unsaved: unsaved)
        // Every file deleted: the next edit brings one back.
        guard !files.isEmpty, let path = files.dropFirst(random.next(below: files.count)).first else {
            let path = workspace.originals.keys.sorted().first!
            try Data(workspace.originals[path]!).write(to: URL(fileURLWithPath: path))
            return ([.onDisk(path: path)], "restored \((path as NSString).lastPathComponent)")
        }
        let name = (path as NSString).lastPathComponent
        let inMemory = random.next(below: 2) == 0 && !path.hasSuffix(".lock")
        let lines = (unsaved[path] ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
            .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let line = random.next(below: max(lines.count, 1))
        func write(_ path: String, _ bytes: [UInt8]) throws -> ProjectChange {
            if inMemory {
                unsaved[path] = bytes
                return .unsaved(path: path, contents: bytes)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            unsaved[path] = nil
            return .onDisk(path: path)
        }
        let kind = random.next(below: 11)
        switch kind {
        case 5:
            // A new file, a copy of this one: on disk, or a buffer not yet saved.
            let copy = (path as NSString).deletingLastPathComponent + "/Extra\(random.next(below: 3))\(name)"
            return ([try write(copy, Array(lines.joined(separator: [10])))], "added \(copy)")
        case 6 where unsaved[path] == nil:
            try FileManager.default.removeItem(atPath: path)
            return ([.onDisk(path: path)], "deleted \(name)")
        case 7 where unsaved[path] == nil && !path.hasSuffix(".lock"):
            let renamed = (path as NSString).deletingLastPathComponent + "/Renamed\(name)"
            try FileManager.default.moveItem(atPath: path, toPath: renamed)
            return ([.onDisk(path: path), .onDisk(path: renamed)], "renamed \(name) to Renamed\(name)")
        case 9:
            // Saved or reverted: the disk's (or the original's) content from now on.
            if let bytes = unsaved[path] {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                unsaved[path] = nil
                return ([.onDisk(path: path)], "saved \(name)")
            }
            if let original = workspace.originals[path] {
                try Data(original).write(to: URL(fileURLWithPath: path))
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
            return ([.onDisk(path: path)], "reverted \(name)")
        default:
            let unsavedNote = inMemory ? ", unsaved" : ""
            if let edited = TextEdit(kind: kind)?.applied(
                to: lines, line: line, fileName: name, random: &random)
            {
                return ([try write(path, edited.bytes)], edited.description + unsavedNote)
            }
            // The same content written again.
            return ([try write(path, Array(lines.joined(separator: [10])))], "rewrote \(name)\(unsavedNote)")
        }
    }

    @Test(
        "random edits leave the engine where a whole check is",
        arguments: [
            ("BrokenTaskBoard", UInt64(1)), ("BrokenTaskBoard", UInt64(2)), ("BrokenFOSMVVMBoard", UInt64(3)),
            ("TaskBoard", UInt64(4)), ("BrokenFOSMVVMBoard", UInt64(5)), ("BrokenFOSMVVMBoard", UInt64(13)),
        ])
    func randomEdits(fixture: String, seed: UInt64) throws {
        let workspace = try Workspace(copying: Self.fixture(fixture))
        defer { workspace.remove() }
        var unsaved: [String: [UInt8]] = [:]
        var engine = try ProjectEngine(analyzer: workspace.analyzer)
        try Self.expectWholeCheck(.success(engine), workspace, unsaved: unsaved, "\(fixture): start")
        var random = SeededRandom(seed: seed)
        var reused = 0
        for round in 1...40 {
            let (changes, description) = try Self.edit(workspace, unsaved: &unsaved, random: &random)
            let context = "\(fixture) seed \(seed) round \(round): \(description)"
            switch Result(catching: { () throws(ProjectLoadError) in try engine.update(changes) }) {
            case .success(let update):
                reused += update.reusedParts
                try Self.expectWholeCheck(.success(engine), workspace, unsaved: unsaved, context)
            case .failure(let error):
                try Self.expectWholeCheck(.failure(error), workspace, unsaved: unsaved, context)
            }
        }
        // Parts no edit touched kept their findings.
        #expect(reused > 0)
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
