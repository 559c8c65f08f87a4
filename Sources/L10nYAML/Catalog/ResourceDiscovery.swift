import Foundation
import L10nCore

/// Finds the resource files under the given roots: every `.yml` and `.yaml` file, hidden
/// directories and `.build` folders skipped, sorted by path so the result never depends on
/// the order the roots were listed in.
public struct ResourceDiscovery: Sendable {
    public var extensions: Set<String>
    /// Paths (files or directories) to leave out, as given or relative to the working directory.
    public var excludedPaths: [String]

    public init(extensions: Set<String> = ["yml", "yaml"], excludedPaths: [String] = []) {
        self.extensions = extensions
        self.excludedPaths = excludedPaths
    }

    public func files(under roots: [String]) throws(ResourceInputError) -> [String] {
        let manager = FileManager.default
        let excluded = Set(excludedPaths.map(Self.normalized))
        var found = Set<String>()
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw .missingRoot(root)
            }
            if !isDirectory.boolValue {
                found.insert(root)
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
                walk(directory: base, excluded: excluded, into: &found)
                continue
            }
            // The working directory as a root: paths as a user writes them, without `./`.
            var here = Set<String>()
            walk(directory: base, excluded: excluded, into: &here)
            found.formUnion(here.map { String($0.dropFirst(2)) })
        }
        return found.sorted()
    }

    /// Adds the resource files under `directory`: links are listed but never followed into,
    /// and an unreadable folder is skipped, as `FileManager`'s enumerator did.
    private func walk(directory: String, excluded: Set<String>, into found: inout Set<String>) {
        guard let listing = DirectoryListing(directory) else { return }
        var directories: [String] = []
        for entry in listing.entries {
            if !excluded.isEmpty && excluded.contains(Self.normalized(entry.path)) { continue }
            let isDirectory = entry.kind == .unknown ? Self.isDirectory(entry.path) : entry.kind == .directory
            if isDirectory {
                directories.append(entry.path)
                continue
            }
            // `pathExtension`: after the last dot (the name does not start with one here).
            let name = entry.name
            let fileExtension = (name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? "")
                .lowercased()
            if extensions.contains(fileExtension) { found.insert(entry.path) }
        }
        for subdirectory in directories {
            walk(directory: subdirectory, excluded: excluded, into: &found)
        }
    }

    /// Whether `path` itself (not what a link names) is a directory: the enumerator's
    /// `fileAttributes` type, which is `attributesOfItem(atPath:)`'s, from `lstat`. Asked of
    /// `lstat` directly: building the attributes dictionary cost more per file than parsing it.
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func normalized(_ path: String) -> String {
        var path = (path as NSString).standardizingPath
        if path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
