import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nTestSupport
import Testing

/// The one equivalence suite of l10nc's incremental mechanisms: after any sequence of random
/// edits (on disk or unsaved, Swift or YAML, files added, deleted, renamed and reverted) the
/// project engine (`ProjectEngine.update`, what the language server and the agent server hold)
/// is where a whole analysis of the same files is, and `check --cache` prints what `check`
/// prints, byte for byte, with the same exit status.
///
/// Both are driven by the same edits: the engine sees each edit as it happens (unsaved buffers
/// too), the cache sees the disk every third edit (several edits between two runs, as between
/// two commands in a terminal).
@Suite(.serialized) struct IncrementalEquivalenceTests {
    /// A copy of a fixture project in a temporary directory, with its configuration loaded.
    struct Workspace {
        let root: URL
        /// Every file of the project at the start, by absolute path, for reverting.
        let originals: [String: [UInt8]]
        let analyzer: ProjectAnalyzer
        /// The same directory, as the cache's suite runs `check` in it.
        var project: IncrementalCheckTests.Project { try! IncrementalCheckTests.Project(existing: root) }

        init(copying fixture: URL) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "l10nc-equivalence-\(UUID().uuidString.prefix(8))")
            try FileManager.default.copyItem(at: fixture, to: root)
            var originals: [String: [UInt8]] = [:]
            for relative in Self.files(under: root) {
                let path = root.appendingPathComponent(relative).path
                originals[path] = [UInt8](FileManager.default.contents(atPath: path)!)
            }
            self.originals = originals
            let configurationPath = root.appendingPathComponent("l10nc.yml").path
            let loaded = try ProjectConfiguration.load(path: configurationPath)
            analyzer = ProjectAnalyzer(
                project: loaded.configuration, configurationDiagnostics: loaded.diagnostics,
                lockPath: ProjectLock.path(
                    configurationPath: configurationPath, project: loaded.configuration))
        }

        /// The resource, source and lock files (not the configuration, which the engine is made
        /// with, nor the cache's own files).
        static func files(under root: URL) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: root.path)!
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                guard !relative.hasPrefix("."),
                    [".yml", ".yaml", ".swift", ".lock"].contains(where: { relative.hasSuffix($0) }),
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

    static func fixture(_ name: String) -> URL {
        name == "TaskBoard"
            ? ProjectPaths.cleanExample
            : ProjectPaths.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(name)")
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
            // The same content written again: a new stamp, the same digest.
            return ([try write(path, Array(lines.joined(separator: [10])))], "rewrote \(name)\(unsavedNote)")
        }
    }

    @Test(
        "random edits leave the engine and the check cache where a whole check is",
        arguments: [
            ("BrokenTaskBoard", UInt64(1)), ("BrokenTaskBoard", UInt64(2)), ("BrokenFOSMVVMBoard", UInt64(3)),
            ("TaskBoard", UInt64(4)), ("BrokenFOSMVVMBoard", UInt64(5)), ("BrokenFOSMVVMBoard", UInt64(13)),
        ])
    func randomEdits(fixture: String, seed: UInt64) throws {
        let workspace = try Workspace(copying: Self.fixture(fixture))
        defer { workspace.remove() }
        let project = workspace.project
        // Files last changed more than the stamps' racy window before a check are trusted by
        // their stamps from then on, as in daily use; edited files are hashed again.
        Thread.sleep(forTimeInterval: 2.1)
        try IncrementalCheckTests.compare(project, "\(fixture): first cached run")
        var unsaved: [String: [UInt8]] = [:]
        var engine = try ProjectEngine(analyzer: workspace.analyzer)
        try Self.expectWholeCheck(.success(engine), workspace, unsaved: unsaved, "\(fixture): start")
        var random = SeededRandom(seed: seed)
        var reused = 0
        var edits: [String] = []
        for round in 1...40 {
            let (changes, description) = try Self.edit(workspace, unsaved: &unsaved, random: &random)
            edits.append(description)
            let context = "\(fixture) seed \(seed) round \(round): \(description)"
            switch Result(catching: { () throws(ProjectLoadError) in try engine.update(changes) }) {
            case .success(let update):
                reused += update.reusedParts
                try Self.expectWholeCheck(.success(engine), workspace, unsaved: unsaved, context)
            case .failure(let error):
                try Self.expectWholeCheck(.failure(error), workspace, unsaved: unsaved, context)
            }
            if round % 3 == 0 {
                try IncrementalCheckTests.compare(
                    project,
                    "\(fixture) seed \(seed) cached after round \(round): \(edits.joined(separator: "; "))")
                edits.removeAll()
            }
        }
        // Parts no edit touched kept their findings.
        #expect(reused > 0)
        try IncrementalCheckTests.compare(project, format: "text", "\(fixture) seed \(seed): text output")
    }
}
