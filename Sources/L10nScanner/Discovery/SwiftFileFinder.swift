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
                try walk(
                    directory: root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root,
                    into: &files)
            } else if root.hasSuffix(".swift") {
                files.append(root)
            }
        }
        return Array(Set(files)).sorted()
    }

    func isExcluded(_ path: String) -> Bool {
        let path = Self.normalized(path)
        return excludedPaths.contains { path == $0 || path.hasPrefix($0 + "/") || $0 == "." }
    }

    private func walk(directory: String, into files: inout [String]) throws(ScanError) {
        guard let handle = opendir(directory) else {
            throw .unreadableFile(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(handle) }
        var directories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            guard !isExcluded(path) else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR):
                directories.append(path)
            case Int32(DT_REG):
                if name.hasSuffix(".swift") { files.append(path) }
            default:
                // A link, or a file system that does not report types: ask stat, which
                // follows links.
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift") {
                    files.append(path)
                } else if status.st_mode & S_IFMT == S_IFDIR, Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN)
                {
                    directories.append(path)
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
