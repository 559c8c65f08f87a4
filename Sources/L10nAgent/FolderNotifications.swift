import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The change notifications of the folders a server watches (Linux's inotify): the names of
/// the entries created, written, renamed or removed in them since the last look. With them, a
/// look at the disk stats the files named instead of every file of every project.
///
/// Only a shortcut: `drain()` says when the notifications cannot be trusted to be complete (a
/// folder the system refused to watch, a queue that overflowed, a watched folder removed), and
/// `DiskWatch` then looks at everything. Elsewhere than on Linux there are none.
final class FolderNotifications: @unchecked Sendable {
    // One server's watch, used by one call at a time: no lock.
    private let descriptor: Int32
    /// The folder of each watch.
    private var folderOfWatch: [Int32: String] = [:]
    private var watchedFolders: Set<String> = []
    /// A folder could not be watched: notifications are never complete.
    private var refused = false
    /// A notification may have been lost since the last look.
    private var lost = false

    /// `nil` where the system has no such notifications.
    init?() {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
        #else
            return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Starts watching `folder`'s entries (once).
    func watch(_ folder: String) {
        #if os(Linux)
            guard !watchedFolders.contains(folder) else { return }
            let events =
                IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF
            let watch = inotify_add_watch(descriptor, folder, UInt32(events))
            // Past the system's limit of watches: this folder's changes would go unseen.
            guard watch >= 0 else {
                refused = true
                return
            }
            folderOfWatch[watch] = folder
            watchedFolders.insert(folder)
        #endif
    }

    /// The paths named by the notifications since the last call; `nil` when they may not be
    /// all that changed (then everything is to be looked at).
    func drain() -> Set<String>? {
        var named = Set<String>()
        #if os(Linux)
            let headerSize = MemoryLayout<inotify_event>.size
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                // Empty (`EAGAIN`), or an error: what was read is all there is.
                guard count > 0 else { break }
                var offset = 0
                while offset + headerSize <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, event.mask, Int(event.len))
                    }
                    let nameStart = offset + headerSize
                    offset = nameStart + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        lost = true
                        continue
                    }
                    guard let folder = folderOfWatch[watch] else { continue }
                    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
                        // The folder itself went: its entries are looked at whole, and it is
                        // watched again if it comes back.
                        lost = true
                        if mask & UInt32(IN_IGNORED) != 0 {
                            folderOfWatch[watch] = nil
                            watchedFolders.remove(folder)
                        }
                        continue
                    }
                    let name = buffer[nameStart..<min(offset, count)].prefix { $0 != 0 }
                    guard !name.isEmpty else { continue }
                    named.insert((folder == "/" ? "" : folder) + "/" + String(decoding: name, as: UTF8.self))
                }
            }
        #endif
        if refused || lost {
            lost = false
            return nil
        }
        return named
    }
}
