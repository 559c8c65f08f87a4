import Foundation
import L10nChecker
import L10nCore

/// The projects under a server's folders (an editor's workspace, the folder an agent's server
/// starts in): one per project of each `l10nc.yml` found under them (several in a monorepo),
/// each kept by a `ProjectEngine` and brought up to date file by file. A configuration that
/// cannot be loaded, or a project that cannot be read, is a finding on its `l10nc.yml`, not a
/// dead server. `l10nc lsp` and `l10nc mcp` both serve from one.
public struct ProjectWorkspace: Sendable {
    /// One project of one configuration file.
    public struct Project: Sendable {
        public var configurationPath: String
        public var configuration: ProjectConfiguration
        /// Its folders: which paths belong to it.
        public var folders: ProjectFolders
        /// `nil` while the project cannot be read (`loadError` says why).
        public var engine: ProjectEngine?
        public var loadError: Diagnostic?
    }

    public private(set) var projects: [Project] = []
    /// Findings of configuration files that do not load at all.
    public private(set) var configurationErrors: [Diagnostic] = []
    /// The unsaved buffers, kept here too so that a project loaded again (its `l10nc.yml`
    /// changed) starts with them.
    public private(set) var unsaved: [String: [UInt8]] = [:]

    /// The folders' configuration files, read.
    public init(folders: [String]) {
        for folder in folders {
            for path in Self.configurationFiles(under: folder) { load(configurationPath: path) }
        }
    }

    /// `l10nc.yml` files under `folder`, hidden folders and build folders skipped.
    public static func configurationFiles(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        let skipped: Set<String> = [".build", "node_modules", "DerivedData"]
        while let directory = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                continue
            }
            for name in names.sorted() {
                let path = (directory as NSString).appendingPathComponent(name)
                if name == "l10nc.yml" {
                    found.append(path)
                    continue
                }
                var isDirectory: ObjCBool = false
                if !name.hasPrefix("."), !skipped.contains(name),
                    FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    pending.append(path)
                }
            }
        }
        return found.sorted()
    }

    private mutating func load(configurationPath path: String) {
        projects.removeAll { $0.configurationPath == path }
        configurationErrors.removeAll { $0.location.file == path }
        guard FileManager.default.fileExists(atPath: path) else { return }
        let loaded: ConfigurationLoadResult
        do {
            loaded = try ProjectConfiguration.load(path: path)
        } catch {
            configurationErrors.append(
                Diagnostic(
                    rule: .invalidConfig, severity: .error, message: error.description,
                    location: SourceLocation(file: path, line: 1, column: 1)))
            return
        }
        for (index, project) in loaded.configuration.checkedProjects.enumerated() {
            let analyzer = ProjectAnalyzer(
                project: project, configurationDiagnostics: index == 0 ? loaded.diagnostics : [],
                lockPath: ProjectLock.path(configurationPath: path, project: project))
            var entry = Project(
                configurationPath: path, configuration: project, folders: ProjectFolders(project),
                engine: nil,
                loadError: nil)
            do {
                var engine = try ProjectEngine(analyzer: analyzer)
                let buffers = unsaved.filter { entry.folders.contains($0.key) }
                if !buffers.isEmpty {
                    try engine.update(buffers.map { .unsaved(path: $0.key, contents: $0.value) })
                }
                entry.engine = engine
            } catch {
                entry.loadError = Self.loadError(error, configurationPath: path)
            }
            projects.append(entry)
        }
    }

    private static func loadError(_ error: ProjectLoadError, configurationPath: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidConfig, severity: .error,
            message: "the project cannot be read: \(error.description)",
            location: SourceLocation(file: configurationPath, line: 1, column: 1))
    }

    /// Applies one change to every project it concerns: a configuration file is loaded again;
    /// any other file is handed to the engines of the projects that hold it (or whose lock it
    /// is). Returns whether some project changed.
    @discardableResult
    public mutating func apply(_ change: ProjectChange, log: (String) -> Void) -> Bool {
        apply([change], log: log)
    }

    /// Applies changes together: each engine is updated once with all the changes it holds (a
    /// write of many files costs one update, not one per file).
    @discardableResult
    public mutating func apply(_ changes: [ProjectChange], log: (String) -> Void) -> Bool {
        var others: [ProjectChange] = []
        var changed = false
        for change in changes {
            switch change {
            case .unsaved(let path, let contents): unsaved[path] = contents
            case .onDisk(let path): unsaved[path] = nil
            }
            if (change.path as NSString).lastPathComponent == "l10nc.yml" {
                load(configurationPath: change.path)
                changed = true
            } else {
                others.append(change)
            }
        }
        guard !others.isEmpty else { return changed }
        for index in projects.indices {
            let (configurationPath, configuration) = (
                projects[index].configurationPath, projects[index].configuration
            )
            let lockPath = ProjectLock.path(configurationPath: configurationPath, project: configuration)
            let folders = projects[index].folders
            let held = others.filter { folders.contains($0.path) || $0.path == lockPath }
            guard !held.isEmpty else { continue }
            changed = true
            guard var engine = projects[index].engine else {
                load(configurationPath: configurationPath)
                return true
            }
            // Out of the array while it updates: the engine's tables are then held once, and
            // an update changes them in place instead of copying them.
            projects[index].engine = nil
            do {
                try engine.update(held)
                projects[index].engine = engine
                projects[index].loadError = nil
            } catch {
                // The last good snapshot stays; the configuration file says what went wrong.
                projects[index].engine = engine
                projects[index].loadError = Self.loadError(error, configurationPath: configurationPath)
                log("l10nc: \(error.description)")
            }
        }
        return changed
    }

    /// Every finding of every project, with the configuration files' own, by file.
    public func diagnosticsByFile() -> [String: [Diagnostic]] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in configurationErrors {
            byFile[diagnostic.location.file, default: []].append(diagnostic)
        }
        for project in projects {
            Self.add(project.engine?.snapshot.diagnostics ?? [], to: &byFile)
            if let error = project.loadError { byFile[error.location.file, default: []].append(error) }
        }
        return byFile
    }

    /// Adds a project's findings to `byFile`, each in its file, and a missing key's notes in the
    /// YAML too, where it belongs: how `diagnosticsByFile()` files them.
    public static func add(_ diagnostics: [Diagnostic], to byFile: inout [String: [Diagnostic]]) {
        for diagnostic in diagnostics {
            byFile[diagnostic.location.file, default: []].append(diagnostic)
            for note in diagnostic.notesWhereMissing {
                byFile[note.location.file, default: []].append(note)
            }
        }
    }

    /// The snapshots of the projects that hold `path`.
    public func snapshots(holding path: String) -> [ProjectSnapshot] {
        projects.filter { $0.folders.contains(path) }.compactMap(\.engine?.snapshot)
    }

    /// The snapshots whose findings may be in `path`: those of the projects that hold it, and
    /// of those it configures (an `unlisted-locale` finding is at `locales:` in `l10nc.yml`).
    public func snapshots(withFindingsIn path: String) -> [ProjectSnapshot] {
        projects.filter { $0.folders.contains(path) || $0.configurationPath == path }
            .compactMap(\.engine?.snapshot)
    }
}
