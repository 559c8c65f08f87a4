import Foundation

/// One directory's entries, read with `readdir`: the walk that resource discovery and the Swift
/// file finder share. (`FileManager`'s enumerator cost more per file than parsing the files.)
///
/// Names starting with a dot (hidden files and folders, `.build`) are left out; a temporary
/// file a killed l10nc left (`AtomicFileWriter.isLeftover(_:)`) is removed as it is met. Each entry
/// carries the type `readdir` reports, so callers decide about links and file systems that do
/// not report types without a `stat` per file.
///
/// A name that is not UTF-8 is shown escaped (`FileNameText`), and its entry keeps the bytes of
/// its path, so that the walk can still look at it (`status(followingLinks:)`) and list it
/// (`init?(_:)` with the entry).
public struct DirectoryListing: Sendable {
    /// What `readdir` says an entry is.
    public enum Kind: Sendable {
        case directory
        case file
        /// A symbolic link, or a file system that does not report types (`DT_UNKNOWN`).
        case link
        case unknown
        case other
    }

    public struct Entry: Sendable {
        /// The name as text (escaped when it is not UTF-8).
        public var name: String
        /// The directory's path, a slash and the name.
        public var path: String
        public var kind: Kind
        /// The bytes of the path, when `path` is not exactly them (a name on it is not UTF-8).
        public var systemPath: [UInt8]?

        /// Whether `path` opens this entry (its bytes are UTF-8).
        public var isExact: Bool { systemPath == nil }

        /// What `stat` (or, not following links, `lstat`) says of the entry; `nil` when it cannot
        /// say (a link to nothing, with `followingLinks`).
        public func status(followingLinks: Bool) -> stat? {
            var status = stat()
            let result =
                if let systemPath {
                    UnreadableFile.withSystemPath(systemPath) {
                        followingLinks ? stat($0, &status) : lstat($0, &status)
                    }
                } else {
                    followingLinks ? stat(path, &status) : lstat(path, &status)
                }
            return result == 0 ? status : nil
        }
    }

    public let entries: [Entry]
    /// The directory's stamp, taken before its entries were read: a stamp the same later
    /// means the same entries (`ListedFolders`). `nil` when it could not be taken.
    public let stamp: FileStamp?

    /// The entries of `directory`, or `nil` when it cannot be opened (`errno` says why).
    public init?(_ directory: String) {
        self.init(path: directory, systemPath: nil)
    }

    /// The entries of the directory `entry` lists (one whose name may not be UTF-8).
    public init?(_ entry: Entry) {
        self.init(path: entry.path, systemPath: entry.systemPath)
    }

    private init?(path directory: String, systemPath: [UInt8]?) {
        let opened =
            if let systemPath {
                UnreadableFile.withSystemPath(systemPath) { opendir($0) }
            } else {
                opendir(directory)
            }
        guard let handle = opened else { return nil }
        defer { closedir(handle) }
        stamp = FileStamp(descriptor: dirfd(handle))
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let (name, isExact) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileNameText.text(of: raw.prefix { $0 != 0 })
            }
            guard !name.hasPrefix(".") else {
                // Every folder l10nc walks is one it may have written to: a temporary that a
                // killed run left here goes now (`AtomicFileWriter`).
                if isExact, systemPath == nil, AtomicFileWriter.isLeftover(name) {
                    unlink(directory + "/" + name)
                }
                continue
            }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            var listed = Entry(name: name, path: directory + "/" + name, kind: kind)
            if !isExact || systemPath != nil {
                let rawName = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 })
                }
                listed.systemPath = (systemPath ?? Array(directory.utf8)) + [UInt8(ascii: "/")] + rawName
            }
            entries.append(listed)
        }
        self.entries = entries
    }
}
