/// The folders a walk of the project's roots listed, each with its stamp as it was listed:
/// while every one of them still has that stamp (settled: `FileStamp.isSettled`), listing
/// them again would find the same entries, so the walk's result stands without it. The check
/// cache keeps them between runs, and lists the roots again only when a folder changed.
///
/// A folder's stamp changes when an entry is added to it, removed or renamed, or when the
/// folder itself is replaced, made unreadable or moved; a file changed in place does not change
/// it, and is not a change of the listing either.
public struct ListedFolders: Sendable, Equatable {
    /// In the order listed.
    public private(set) var paths: [String] = []
    public private(set) var stamps: [FileStamp] = []
    /// Whether the stamps vouch for the walk: not when a folder could not be listed or stamped
    /// (the walk passed over it, and would not see it become readable), or a root is not a
    /// folder (a file given as a root changes in place).
    public private(set) var vouches = true

    public init() {}

    /// Folders recorded before (the check cache's): `paths` and `stamps` side by side.
    public init(paths: [String], stamps: [FileStamp], vouches: Bool) {
        self.paths = paths
        self.stamps = stamps
        self.vouches = vouches && paths.count == stamps.count
    }

    /// Records a folder as a walk lists it; `nil` for one it could not list.
    public mutating func record(_ path: String, _ listing: DirectoryListing?) {
        guard let stamp = listing?.stamp else {
            vouches = false
            return
        }
        paths.append(path)
        stamps.append(stamp)
    }

    /// Records that the walk took in something its folders' stamps do not vouch for.
    public mutating func refuse() { vouches = false }

    /// Adds the folders another walk (of other roots) listed.
    public mutating func formUnion(_ other: ListedFolders) {
        paths += other.paths
        stamps += other.stamps
        vouches = vouches && other.vouches
    }

    /// Whether listing the folders again would find what they held when recorded: each has its
    /// recorded stamp still, and had it `FileStamp.racyWindowNanoseconds` before `takenAt`,
    /// when the record was made (a folder changed within the same tick of its clock keeps its
    /// stamp).
    public func stillHold(recordedAt takenAt: Int64) -> Bool {
        guard vouches, !paths.isEmpty else { return false }
        for (path, stamp) in zip(paths, stamps) {
            guard stamp.isSettled(takenAt: takenAt), FileStamp(path: path) == stamp else { return false }
        }
        return true
    }
}
