import L10nCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the `.swift` files under the source roots, sorted, as paths that start with the root
/// the user gave (`Examples/TaskBoard/Sources/X.swift`).
///
/// Hidden entries (`.build`, `.git`, `.foo.swift`) are skipped, and so are the excluded
/// paths and everything under them. Symbolic links to files are followed; links to
/// directories are not, so a link cycle cannot loop the walk.
struct SwiftFileFinder: Sendable {
    /// Paths compared after dropping `./` prefixes and trailing `/`.
    private let excludedPaths: [String]

    init(excludedPaths: [String]) {
        self.excludedPaths = excludedPaths.map(Self.normalized)
    }

    func files(under roots: [String]) throws(ScanError) -> [String] {
        var files: [String] = []
        for root in roots {
            var status = stat()
            guard stat(root, &status) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw .missingRoot(root) }
                throw .unreadableFile(path: root, reason: String(cString: strerror(errno)))
            }
            guard !isExcluded(root) else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                var found: [String] = []
                try walk(
                    directory: root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root,
                    into: &found)
                // The working directory as a root: paths as a user writes them, without `./`.
                files += root == "." || root == "./" ? found.map { String($0.dropFirst(2)) } : found
            } else if root.hasSuffix(".swift") {
                files.append(root)
            }
        }
        return Array(Set(files)).sorted()
    }

    func isExcluded(_ path: String) -> Bool {
        guard !excludedPaths.isEmpty else { return false }
        let path = Self.normalized(path)
        return excludedPaths.contains { path == $0 || path.hasPrefix($0 + "/") || $0 == "." }
    }

    private func walk(directory: String, into files: inout [String]) throws(ScanError) {
        guard let listing = DirectoryListing(directory) else {
            throw .unreadableFile(path: directory, reason: String(cString: strerror(errno)))
        }
        var directories: [String] = []
        for entry in listing.entries where !isExcluded(entry.path) {
            switch entry.kind {
            case .directory:
                directories.append(entry.path)
            case .file:
                if entry.name.hasSuffix(".swift") { files.append(entry.path) }
            case .link, .unknown, .other:
                // A link, or a file system that does not report types: ask stat, which
                // follows links (into files; a link to a directory is not walked).
                var status = stat()
                guard stat(entry.path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFREG, entry.name.hasSuffix(".swift") {
                    files.append(entry.path)
                } else if status.st_mode & S_IFMT == S_IFDIR, entry.kind == .unknown {
                    directories.append(entry.path)
                }
            }
        }
        for subdirectory in directories {
            try walk(directory: subdirectory, into: &files)
        }
    }

    private static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
