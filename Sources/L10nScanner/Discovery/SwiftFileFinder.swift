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
/// directories are not, so a link cycle cannot loop the walk. What is named like a Swift file
/// is listed even when it cannot be read (a name that is not UTF-8, shown escaped; a link to
/// nothing; a folder or FIFO named `X.swift`), so that reading it says why, as one
/// `unreadable-file` finding, instead of passing over it.
struct SwiftFileFinder: Sendable {
    private let excluded: ExcludedPaths

    init(excludedPaths: [String]) {
        excluded = ExcludedPaths(excludedPaths)
    }

    func files(under roots: [String]) throws(ScanError) -> [String] {
        var folders = ListedFolders()
        return try files(under: roots, stoppingAtFirst: false, folders: &folders)
    }

    func files(under roots: [String], recording folders: inout ListedFolders) throws(ScanError) -> [String] {
        try files(under: roots, stoppingAtFirst: false, folders: &folders)
    }

    /// Whether `files(under:)` would list a file, found by walking only until the first.
    func containsFile(under roots: [String]) throws(ScanError) -> Bool {
        var folders = ListedFolders()
        return try !files(under: roots, stoppingAtFirst: true, folders: &folders).isEmpty
    }

    private func files(under roots: [String], stoppingAtFirst: Bool, folders: inout ListedFolders)
        throws(ScanError) -> [String]
    {
        var files: [String] = []
        for root in roots where !(stoppingAtFirst && !files.isEmpty) {
            var status = stat()
            guard stat(root, &status) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else {
                    throw .unreadableFile(path: root, reason: String(cString: strerror(errno)))
                }
                // A link to nothing, given as a root, is a file that cannot be read, not a root
                // that does not exist.
                guard lstat(root, &status) == 0 else { throw .missingRoot(root) }
                if !isExcluded(root) { files.append(root) }
                folders.refuse()
                continue
            }
            guard !isExcluded(root) else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                var found: [String] = []
                let directory = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
                guard let listing = DirectoryListing(directory) else {
                    throw .unreadableFile(path: directory, reason: String(cString: strerror(errno)))
                }
                folders.record(directory, listing)
                try walk(listing, into: &found, stoppingAtFirst: stoppingAtFirst, folders: &folders)
                // The working directory as a root: paths as a user writes them, without `./`.
                files += root == "." || root == "./" ? found.map { String($0.dropFirst(2)) } : found
            } else {
                if root.hasSuffix(".swift") { files.append(root) }
                folders.refuse()
            }
        }
        return Array(Set(files)).sorted()
    }

    func isExcluded(_ path: String) -> Bool { excluded.contains(path) }

    /// Adds the Swift files of `listing` and of the folders under it.
    private func walk(
        _ listing: DirectoryListing, into files: inout [String], stoppingAtFirst: Bool,
        folders: inout ListedFolders
    ) throws(ScanError) {
        var directories: [DirectoryListing.Entry] = []
        for entry in listing.entries where !isExcluded(entry.path) {
            if stoppingAtFirst && !files.isEmpty { return }
            let isSwift = entry.name.hasSuffix(".swift")
            switch entry.kind {
            case .directory:
                directories.append(entry)
                // A folder named `X.swift`: listed, so that reading it says what it is.
                if isSwift { files.append(entry.path) }
            case .file:
                if isSwift { files.append(entry.path) }
            case .link, .unknown, .other:
                // A link, or a file system that does not report types: ask stat, which
                // follows links (into files; a link to a directory is not walked).
                guard let status = entry.status(followingLinks: true) else {
                    // A link to nothing (or a loop): listed, so that reading it says so.
                    if isSwift { files.append(entry.path) }
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    if entry.kind == .unknown { directories.append(entry) }
                    if isSwift { files.append(entry.path) }
                } else if isSwift {
                    files.append(entry.path)
                }
            }
        }
        for subdirectory in directories where !(stoppingAtFirst && !files.isEmpty) {
            guard let listing = DirectoryListing(subdirectory) else {
                throw .unreadableFile(path: subdirectory.path, reason: String(cString: strerror(errno)))
            }
            folders.record(subdirectory.path, listing)
            try walk(listing, into: &files, stoppingAtFirst: stoppingAtFirst, folders: &folders)
        }
    }
}
