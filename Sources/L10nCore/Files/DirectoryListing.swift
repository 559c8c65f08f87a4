import Foundation

/// One directory's entries, read with `readdir`: the walk that resource discovery and the Swift
/// file finder share. (`FileManager`'s enumerator cost more per file than parsing the files.)
///
/// Names starting with a dot (hidden files and folders, `.build`) are left out; a temporary
/// file a killed l10nc left (`AtomicFileWriter.isLeftover(_:)`) is removed as it is met. Each entry
/// carries the type `readdir` reports, so callers decide about links and file systems that do
/// not report types without a `stat` per file.
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
        public var name: String
        /// The directory's path, a slash and the name.
        public var path: String
        public var kind: Kind
    }

    public let entries: [Entry]

    /// The entries of `directory`, or `nil` when it cannot be opened (`errno` says why).
    public init?(_ directory: String) {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else {
                // Every folder l10nc walks is one it may have written to: a temporary that a
                // killed run left here goes now (`AtomicFileWriter`).
                if AtomicFileWriter.isLeftover(name) { unlink(directory + "/" + name) }
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
            entries.append(Entry(name: name, path: directory + "/" + name, kind: kind))
        }
        self.entries = entries
    }
}
