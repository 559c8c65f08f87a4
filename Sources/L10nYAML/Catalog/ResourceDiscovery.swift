import Foundation

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
            let base = root.hasSuffix("/") ? String(root.dropLast()) : root
            guard let enumerator = manager.enumerator(atPath: root) else {
                throw .unreadable(path: root, reason: "the directory cannot be listed")
            }
            while let relative = enumerator.nextObject() as? String {
                // The enumerator's paths are relative and without a trailing slash, so the name
                // is what follows the last slash; Swift's own string search, not `NSString`'s
                // bridged path methods, which cost more than parsing the file does.
                let name =
                    relative.lastIndex(of: "/").map { relative[relative.index(after: $0)...] }
                    ?? relative[...]
                let path = base + "/" + relative
                if name.hasPrefix(".") || name == ".build"
                    || (!excluded.isEmpty && excluded.contains(Self.normalized(path)))
                {
                    if Self.isDirectory(path) {
                        enumerator.skipDescendants()
                    }
                    continue
                }
                // `pathExtension`: after the last dot (the name does not start with one here).
                let fileExtension = (name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? "")
                    .lowercased()
                guard extensions.contains(fileExtension),
                    !Self.isDirectory(path)
                else { continue }
                found.insert(path)
            }
        }
        return found.sorted()
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
