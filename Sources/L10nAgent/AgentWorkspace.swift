import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

/// What an agent works on: every project under one folder (`ProjectWorkspace`, the language
/// server's too), each kept by a `ProjectEngine`, and the tools an agent calls on them:
/// `status()`, `gaps(_:)`, `submit(_:)`, `accept(_:)` and `check(_:)`. No protocol: the MCP
/// server (L10nAgentServer) decodes its calls into these requests and encodes the results.
///
/// Every call first brings the projects up to date with the disk (an agent, unlike an editor,
/// sends no notice of the files it or others change: `DiskWatch` sees them), and every write
/// goes through `WriteTransaction`, as `fix` and `import` do.
public struct AgentWorkspace: Sendable {
    /// The folder the projects were found under; results name files relative to it.
    public let folder: String
    public private(set) var workspace: ProjectWorkspace
    /// The CLDR data (plural categories, parent locales); `nil` when it cannot be loaded (the
    /// tools that need it say so).
    let localeData: LocaleDataStore?
    let paths: WorkingDirectoryPaths
    private var watch: DiskWatch
    /// Lock files this process wrote that the engines have not read yet: each write of a lock
    /// would have every part checked again, which only findings need (`check`, `status`), so
    /// they are given to the engines then. The tools read the lock from `locks`.
    private var deferredLocks: Set<String> = []
    /// Resource files this process wrote that the engines have not read yet: a submission's
    /// files are given to the engines when a later call reads their parts (`flush(parts:)`) or
    /// the whole project, not after each write, so that a series of submissions of other keys
    /// does not update the engine (and check its parts) once per batch.
    private var deferredResources: Set<String> = []
    /// Each project's lock as last read or written, by path, with its file's status then.
    private var locks: [String: (stamp: DiskWatch.Stamp?, lock: TranslationLock?)] = [:]
    /// Counts the changes the engines were given: what the cached indexes are made from.
    private(set) var generation = 0
    private var indexes: [String: UnitIndex] = [:]
    /// Each project's translation memory, made at the generation it says.
    private var memories: [String: (generation: Int, memory: TranslationMemory?)] = [:]
    /// For tests of a write that fails midway: seconds to wait after planning a submission and
    /// before writing it, read from `L10NC_TEST_SUBMIT_PAUSE_SECONDS` (a test deletes a file
    /// meanwhile). Zero otherwise.
    let pauseBeforeWriting: Double

    /// Finds and reads every project under `folder` (absolute, or relative to the working
    /// directory).
    public init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let cwd = FileManager.default.currentDirectoryPath
        let folder = ProjectFolders.absolute(folder, relativeTo: cwd)
        self.folder = folder
        workspace = ProjectWorkspace(folders: [folder])
        localeData = try? ProjectReader.localeData()
        paths = WorkingDirectoryPaths(workingDirectory: folder)
        watch = DiskWatch(top: folder)
        pauseBeforeWriting = environment["L10NC_TEST_SUBMIT_PAUSE_SECONDS"].flatMap(Double.init) ?? 0
        watchEveryProject()
    }

    // MARK: The disk

    /// Brings the engines up to date with the files changed on disk since the last call (by
    /// this process too, when `findings` asks for the locks it wrote).
    ///
    /// - Parameter findings: whether the call reports findings, which need every lock as it is.
    ///   - everything: whether every file written is given to the engines, or (`false`, a
    ///     submission) only those changed by others; `flush(keys:)` then gives those of the keys
    ///     it writes.
    mutating func refresh(findings: Bool, everything: Bool = true) {
        var changes = watch.changes()
        // A file others changed is read again anyway.
        deferredResources.subtract(changes.map(\.path))
        if findings, !deferredLocks.isEmpty {
            changes += deferredLocks.sorted().map { ProjectChange.onDisk(path: $0) }
            deferredLocks.removeAll()
        }
        if everything, !deferredResources.isEmpty {
            changes += deferredResources.sorted().map { ProjectChange.onDisk(path: $0) }
            deferredResources.removeAll()
        }
        guard !changes.isEmpty else { return }
        apply(changes)
    }

    /// Gives the engines the files this process wrote in the parts that hold `keys` of the
    /// project at `index`, if any.
    mutating func flush(keys: [String], ofProjectAt index: Int) {
        guard !deferredResources.isEmpty, let snapshot = workspace.projects[index].engine?.snapshot else {
            return
        }
        var files = Set<String>()
        for key in keys {
            for file in snapshot.catalog(holding: key).files.map(\.path)
            where deferredResources.contains(file) {
                files.insert(file)
            }
        }
        guard !files.isEmpty else { return }
        deferredResources.subtract(files)
        apply(files.sorted().map { .onDisk(path: $0) })
    }

    /// Gives `changes` to the engines, and watches what they read now.
    private mutating func apply(_ changes: [ProjectChange]) {
        if ProcessInfo.processInfo.environment["L10NC_AGENT_TIMING"] != nil {
            FileHandle.standardError.write(
                Data(
                    "l10nc mcp: \(changes.count) changes to the engines: \(changes.prefix(3).map(\.path))\n"
                        .utf8))
        }
        workspace.apply(changes) { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
        generation += 1
        indexes.removeAll()
        watchEveryProject()
    }

    /// Watches every file the projects read (resources, Swift sources, the lock, the
    /// configuration) and the folders above them.
    private mutating func watchEveryProject() {
        for project in workspace.projects {
            var files = [project.configurationPath]
            if let lockPath = ProjectLock.path(
                configurationPath: project.configurationPath, project: project.configuration)
            {
                files.append(lockPath)
            }
            if let snapshot = project.engine?.snapshot {
                for part in snapshot.parts { files += part.files }
                files += snapshot.schema?.scannedFiles ?? []
            }
            watch.watch(files, roots: project.folders.roots, excluded: project.folders.excluded)
        }
    }

    /// Records files this process wrote. The lock is given to the engines when findings are
    /// asked for; the resources when a call reads their parts (`created`: files that are new,
    /// which may change where later keys go, are given now).
    mutating func wrote(
        _ written: [String], created: Bool, lockPath: String?, lock: TranslationLock?, roots: [String]
    ) {
        watch.settle(written, roots: roots)
        if let lockPath, written.contains(lockPath) {
            locks[lockPath] = (DiskWatch.Stamp(path: lockPath), lock)
            deferredLocks.insert(lockPath)
        }
        deferredResources.formUnion(written.filter { $0 != lockPath })
        if created {
            let resources = deferredResources.sorted()
            deferredResources.removeAll()
            apply(resources.map { .onDisk(path: $0) })
        }
    }

    /// The lock of the project at `index` as it is on disk now (`nil`: none yet).
    mutating func lock(ofProjectAt index: Int) throws(AgentError) -> TranslationLock? {
        let project = workspace.projects[index]
        guard
            let path = ProjectLock.path(
                configurationPath: project.configurationPath, project: project.configuration)
        else { return nil }
        let stamp = DiskWatch.Stamp(path: path)
        if let known = locks[path], known.stamp == stamp { return known.lock }
        do {
            let lock = try ProjectLock.read(path: path, project: project.configuration)
            locks[path] = (stamp, lock)
            return lock
        } catch {
            throw .unreadable(error.description)
        }
    }

    // MARK: Projects

    /// What a tool call names a project by: its `name:` in a `projects:` list, its configuration
    /// file, or a folder or file of it.
    func projectIndex(_ name: String?) throws(AgentError) -> Int {
        let projects = workspace.projects
        guard !projects.isEmpty else {
            let reasons = workspace.configurationErrors.map(\.message)
            throw .noProject(
                "no l10nc.yml under \(folder)"
                    + (reasons.isEmpty
                        ? "; start the server in the project's folder, or run `l10nc init` there"
                        : ": " + reasons.joined(separator: "; ")))
        }
        guard let name else {
            guard projects.count == 1 else {
                throw .noProject(
                    "\(projects.count) projects here; name one with `project`: "
                        + projectNames.joined(separator: ", "))
            }
            return 0
        }
        if let index = projects.firstIndex(where: { $0.configuration.name == name }) { return index }
        let absolute = ProjectFolders.absolute(name, relativeTo: folder)
        if let index = projects.firstIndex(where: { $0.configurationPath == absolute }) { return index }
        let holding = projects.indices.filter { projects[$0].folders.overlaps(absolute, relativeTo: folder) }
        if holding.count == 1 { return holding[0] }
        throw .noProject(
            "no project '\(name)'" + (holding.count > 1 ? " alone (several hold it)" : "")
                + "; the projects are " + projectNames.joined(separator: ", "))
    }

    /// How results name each project: its `name:`, else its configuration file's path.
    var projectNames: [String] {
        workspace.projects.map(displayName)
    }

    func displayName(_ project: ProjectWorkspace.Project) -> String {
        project.configuration.name ?? paths.relative(project.configurationPath)
    }

    /// The project at `index` ready to be asked: its snapshot, lock and index of units.
    mutating func view(ofProjectAt index: Int) throws(AgentError) -> ProjectView {
        let project = workspace.projects[index]
        guard let engine = project.engine else {
            throw .unreadable(
                "\(displayName(project)) cannot be read: \(project.loadError?.message ?? "unknown reason")")
        }
        guard let localeData else {
            throw .unreadable(
                "the CLDR locale data (Locales/) cannot be found; install l10nc with its Locales folder")
        }
        let lock = try lock(ofProjectAt: index)
        let key = project.configurationPath + "\u{0}" + (project.configuration.name ?? "")
        let unitIndex: UnitIndex
        if let cached = indexes[key], cached.generation == generation {
            unitIndex = cached
        } else {
            unitIndex = UnitIndex(snapshot: engine.snapshot, generation: generation)
            indexes[key] = unitIndex
        }
        let memory: TranslationMemory?
        if let cached = memories[key], cached.generation == generation {
            memory = cached.memory
        } else {
            memory = buildMemory(snapshot: engine.snapshot, lock: lock, name: displayName(project))
            memories[key] = (generation, memory)
        }
        return ProjectView(
            name: displayName(project), project: project, snapshot: engine.snapshot, lock: lock,
            configurationHasErrors: engine.analyzer.configurationHasErrors, index: unitIndex,
            localeData: localeData, paths: paths, memory: memory)
    }

    /// The project's translation memory; what its files could not give is logged (a unit then
    /// gets fewer matches, nothing worse). `nil` when a `memory:` file cannot be read at all.
    private func buildMemory(snapshot: ProjectSnapshot, lock: TranslationLock?, name: String)
        -> TranslationMemory?
    {
        do {
            let built = try ProjectMemory.build(snapshot: snapshot, lock: lock, shownAs: paths.relative)
            for finding in built.findings {
                FileHandle.standardError.write(Data("l10nc mcp: \(name): \(finding)\n".utf8))
            }
            return built.memory
        } catch {
            FileHandle.standardError.write(
                Data("l10nc mcp: \(name): \(error.description); no matches\n".utf8))
            return nil
        }
    }
}
