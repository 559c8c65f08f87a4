import Foundation
import L10nCore

/// Finds the resource files under the given roots: every `.yml` and `.yaml` file, hidden
/// directories and `.build` folders skipped, sorted by path so the result never depends on
/// the order the roots were listed in.
///
/// What is named like a resource file is listed even when it cannot be read (a name that is not
/// UTF-8, shown escaped; a link to nothing; a folder or FIFO named `X.yml`), so that reading it
/// says why, as one `unreadable-file` finding, instead of passing over it.
public struct ResourceDiscovery: Sendable {
    public var extensions: Set<String>
    /// Paths (files or directories) to leave out, as given or relative to the working directory
    /// (`ExcludedPaths`).
    public var excludedPaths: [String]

    public init(extensions: Set<String> = ["yml", "yaml"], excludedPaths: [String] = []) {
        self.extensions = extensions
        self.excludedPaths = excludedPaths
    }

    public func files(under roots: [String]) throws(ResourceInputError) -> [String] {
        var folders = ListedFolders()
        return try files(under: roots, stoppingAtFirst: false, folders: &folders)
    }

    /// `files(under:)`, with the folders the walk listed recorded in `folders`: while they
    /// stay as they are, the result does (`ListedFolders`).
    public func files(under roots: [String], recording folders: inout ListedFolders)
        throws(ResourceInputError) -> [String]
    {
        try files(under: roots, stoppingAtFirst: false, folders: &folders)
    }

    /// Whether `files(under:)` would list a file, found by walking only until the first: what a
    /// check for a wrong path needs, without listing a large project.
    public func containsFile(under roots: [String]) throws(ResourceInputError) -> Bool {
        var folders = ListedFolders()
        return try !files(under: roots, stoppingAtFirst: true, folders: &folders).isEmpty
    }

    private func files(under roots: [String], stoppingAtFirst: Bool, folders: inout ListedFolders)
        throws(ResourceInputError) -> [String]
    {
        let manager = FileManager.default
        let excluded = ExcludedPaths(excludedPaths)
        var found = Set<String>()
        for root in roots where !(stoppingAtFirst && !found.isEmpty) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                // A link to nothing, given as a root, is a file that cannot be read, not a root
                // that does not exist.
                var status = stat()
                guard lstat(root, &status) == 0 else { throw .missingRoot(root) }
                if !excluded.contains(root) { found.insert(root) }
                folders.refuse()
                continue
            }
            // An excluded root is left out as the Swift files' walk leaves one out.
            guard !excluded.contains(root) else { continue }
            if !isDirectory.boolValue {
                found.insert(root)
                folders.refuse()
                continue
            }
            guard manager.isReadableFile(atPath: root) else {
                throw .unreadable(path: root, reason: "the directory is not readable")
            }
            let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            guard let handle = opendir(base) else {
                throw .unreadable(path: root, reason: "the directory cannot be listed")
            }
            closedir(handle)
            guard base == "." else {
                walk(
                    DirectoryListing(base), at: base, excluded: excluded, into: &found,
                    stoppingAtFirst: stoppingAtFirst, folders: &folders)
                continue
            }
            // The working directory as a root: paths as a user writes them, without `./`.
            var here = Set<String>()
            walk(
                DirectoryListing(base), at: base, excluded: excluded, into: &here,
                stoppingAtFirst: stoppingAtFirst, folders: &folders)
            found.formUnion(here.map { String($0.dropFirst(2)) })
        }
        return found.sorted()
    }

    /// Adds the resource files of `listing` and the folders under it: links are listed but never
    /// followed into, and an unreadable folder is skipped, as `FileManager`'s enumerator did. A
    /// folder named like a resource file is listed too (reading it says what it is), and walked.
    private func walk(
        _ listing: DirectoryListing?, at path: String, excluded: ExcludedPaths, into found: inout Set<String>,
        stoppingAtFirst: Bool, folders: inout ListedFolders
    ) {
        folders.record(path, listing)
        guard let listing else { return }
        var directories: [DirectoryListing.Entry] = []
        for entry in listing.entries {
            if excluded.contains(entry.path) { continue }
            let isDirectory =
                entry.kind == .unknown
                ? entry.status(followingLinks: false).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
                : entry.kind == .directory
            if isDirectory { directories.append(entry) }
            // `pathExtension`: after the last dot (the name does not start with one here).
            let name = entry.name
            let fileExtension = (name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? "")
                .lowercased()
            if extensions.contains(fileExtension) {
                found.insert(entry.path)
                if stoppingAtFirst { return }
            }
        }
        for subdirectory in directories where !(stoppingAtFirst && !found.isEmpty) {
            walk(
                DirectoryListing(subdirectory), at: subdirectory.path, excluded: excluded, into: &found,
                stoppingAtFirst: stoppingAtFirst, folders: &folders)
        }
    }
}
