import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file or folder: enough to tell, without reading it, that a file has
/// not changed since its digest was taken (as git's index does), or that a folder gained or lost
/// an entry. The check cache keeps them between runs; the agent server compares them between
/// calls.
public struct FileStamp: Sendable, Hashable {
    public var size: Int64
    public var modifiedNanoseconds: Int64
    public var changedNanoseconds: Int64
    public var inode: UInt64
    public var device: UInt64

    /// The stamp of the file at `path`, or `nil` when it cannot be stat'ed.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status: status)
    }

    /// The stamp of the file `name` in the folder open as `folder` (links followed, as
    /// `init(path:)` follows them), or `nil` when it cannot be stat'ed: a walk of one name, where
    /// a path walks each of its folders.
    public init?(name: UnsafePointer<CChar>, inFolder folder: Int32) {
        var status = stat()
        guard fstatat(folder, name, &status, 0) == 0 else { return nil }
        self.init(status: status)
    }

    /// The stamp of the file open as `descriptor`, or `nil` when it cannot be stat'ed.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status: status)
    }

    private init(status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
            let changed = status.st_ctimespec
        #else
            let modified = status.st_mtim
            let changed = status.st_ctim
        #endif
        size = Int64(status.st_size)
        modifiedNanoseconds = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
        changedNanoseconds = Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }

    public init(
        size: Int64, modifiedNanoseconds: Int64, changedNanoseconds: Int64, inode: UInt64, device: UInt64
    ) {
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
        self.device = device
    }

    /// File times come from a coarse clock: a file written again within one tick of being
    /// stat'ed can keep its size and times. A stamp taken less than this long after the file
    /// last changed is not trusted next time; the file is read and its digest compared instead.
    public static let racyWindowNanoseconds: Int64 = 2_000_000_000

    /// Whether a stamp taken at `takenAt` (wall clock, nanoseconds) can vouch for the file.
    public func isSettled(takenAt: Int64) -> Bool {
        max(modifiedNanoseconds, changedNanoseconds) < takenAt - Self.racyWindowNanoseconds
    }

    /// The wall clock now, in nanoseconds since 1970, on the clock file times use.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
