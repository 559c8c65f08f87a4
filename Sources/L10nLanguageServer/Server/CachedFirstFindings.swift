import Foundation
import L10nCheckCache
import L10nChecker
import L10nCore
import L10nProject

/// The first findings of `l10nc lsp --cache DIR`: those of the check `l10nc check --cache DIR`
/// runs (`IncrementalCheck`), from the cache it keeps, while the engines load.
///
/// The cache is shared with `check` run where the server runs: a server started in the folder
/// of the project's `l10nc.yml` (as editors start it in the workspace folder) has the identity
/// of `l10nc check --cache DIR` run there, relative paths included; started elsewhere, of
/// `l10nc check --config <path of l10nc.yml> --cache DIR` run where it was started. Findings
/// are made with paths as that `check` prints them, and then made absolute, as the engines'
/// are.
struct CachedFirstFindings: Sendable {
    /// The findings by file, as `ProjectWorkspace.diagnosticsByFile()` files them; `nil` when
    /// the cache cannot give them (the engines' come first then).
    var byFile: [String: [Diagnostic]]?
    /// Lines for the client's log: what the cache gave, or why it was not used.
    var notes: [String]

    /// Runs the cached check of the one project under `folders`.
    ///
    /// - Parameters:
    ///   - workingDirectory: the server's working directory.
    init(folders: [String], cacheDirectory: String, workingDirectory: String) {
        notes = []
        byFile = nil
        let configurationFiles = folders.flatMap(ProjectWorkspace.configurationFiles(under:))
        guard configurationFiles.count == 1, let configurationFile = configurationFiles.first else {
            notes.append(
                "l10nc lsp: the check cache serves a workspace of one l10nc.yml, and this one has "
                    + "\(configurationFiles.count); loading the projects without it")
            return
        }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        let given =
            configurationFile.hasPrefix(base)
            ? String(configurationFile.dropFirst(base.count)) : configurationFile
        let loaded: ConfigurationLoadResult
        do {
            loaded = try ProjectConfiguration.load(path: given)
        } catch {
            notes.append("l10nc lsp: not using the check cache: \(error.description)")
            return
        }
        let projects = loaded.configuration.checkedProjects
        // `check` reports a configuration's errors alone, and checks each of several projects on
        // its own without the cache: the engines serve those.
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }), loaded.configuration.hasInputs,
            projects.count == 1, let project = projects.first
        else {
            notes.append(
                "l10nc lsp: the check cache serves a configuration of one project without errors; "
                    + "loading \(configurationFile) without it")
            return
        }
        let settings = CheckCacheSettings(workingDirectory: workingDirectory, configurationPath: given)
        let invalidLock = LockProblem()
        let check = settings.incrementalCheck(
            configuration: project, configurationDiagnostics: loaded.diagnostics,
            cacheDirectory: cacheDirectory,
            whenLockInvalid: { invalidLock.record($0.description) })
        if let problem = check.unusableDirectory() {
            notes.append(problem)
            return
        }
        let start = ContinuousClock.now
        guard let outcome = check.run() else {
            notes.append(
                "l10nc lsp: an input of the project cannot be read; loading it without the check cache")
            return
        }
        notes += outcome.notes
        if let problem = invalidLock.description {
            notes.append("l10nc lsp: \(problem); loading the project without the check cache")
            return
        }
        let milliseconds = Int(((ContinuousClock.now - start) / .milliseconds(1)).rounded())
        notes.append(
            "l10nc lsp: first findings from the check cache in \(cacheDirectory) in \(milliseconds) ms: "
                + "\(outcome.reusedParts) parts reused, \(outcome.checkedParts) checked")
        if outcome.reusedParts == 0, outcome.checkedParts > 0 {
            notes.append(
                "l10nc lsp: the check cache in \(cacheDirectory) held nothing for this project (made with other "
                    + "settings, by another l10nc build, or not yet); it is written anew")
        }
        var byFile: [String: [Diagnostic]] = [:]
        ProjectWorkspace.add(outcome.diagnostics.map { Self.absolute($0, base: base) }.sorted(), to: &byFile)
        self.byFile = byFile
    }

    /// `diagnostic` with its paths absolute, as an engine has them: its places, and the places
    /// its messages name (`here and at Resources/de.yml:3:5`).
    static func absolute(_ diagnostic: Diagnostic, base: String) -> Diagnostic {
        var places = [diagnostic.location] + diagnostic.related.map(\.location)
        places.removeAll { $0.file.hasPrefix("/") }
        guard !places.isEmpty else { return diagnostic }
        func absolute(_ location: SourceLocation) -> SourceLocation {
            guard !location.file.hasPrefix("/") else { return location }
            var moved = location
            moved.file = Self.normalize(base + location.file)
            return moved
        }
        // Each place once, longest first, through a marker no message holds: a place whose text
        // ends another's, or that is replaced already, is not replaced again.
        var byText: [String: SourceLocation] = [:]
        for place in places { byText[place.description] = place }
        let named = byText.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }
        let replacements = named.enumerated().map { index, entry in
            (entry.key, "\u{0}\(index)\u{0}", absolute(entry.value).description)
        }
        func absolute(_ message: String) -> String {
            var text = message
            for (place, marker, _) in replacements {
                text = text.replacingOccurrences(of: place, with: marker)
            }
            for (_, marker, replacement) in replacements {
                text = text.replacingOccurrences(of: marker, with: replacement)
            }
            return text
        }
        var result = diagnostic
        result.location = absolute(diagnostic.location)
        result.message = absolute(diagnostic.message)
        result.related = diagnostic.related.map { related in
            var related = related
            related.location = absolute(related.location)
            related.message = absolute(related.message)
            return related
        }
        return result
    }

    /// An absolute path with `.` and `..` folded, as a configuration's paths are resolved.
    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

/// Why the lock could not be read, recorded from inside a cached check's run (which goes on
/// without it, so its findings are set aside).
private final class LockProblem: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`: the run may read the lock on one of its worker threads.
    private var recorded: String?

    func record(_ description: String) { lock.withLock { recorded = description } }

    var description: String? { lock.withLock { recorded } }
}
