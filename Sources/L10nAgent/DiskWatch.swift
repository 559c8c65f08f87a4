import Foundation
import L10nCore
import L10nProject

/// What the disk held at the last look, so that a server without file-change notifications
/// (an agent's, unlike an editor's) still sees files others changed between two calls: each
/// watched file's status, and each folder's, whose change means a file was added or removed.
///
/// Where the system sends folders' change notifications (`FolderNotifications`, Linux), a look
/// stats only the files they name; otherwise, or when they may be incomplete, it costs one
/// `stat` per file and folder (a few milliseconds for thousands of files), not a read or a
/// listing.
struct DiskWatch: Sendable {
    /// What `stat` says of a file or folder; `nil` in the tables: there is none.
    typealias Stamp = FileStamp

    private var files: [String: Stamp?] = [:]
    private var folders: [String: Stamp?] = [:]
    /// The projects' source and resource folders: a file added under one is a change; one added
    /// elsewhere (beside `l10nc.yml`, in the server's folder) is not.
    private var roots: Set<String> = []
    /// The server's folder: folders are watched up to it, never above.
    private let top: String
    /// The watched folders' notifications, if the system sends them.
    private let notifications: FolderNotifications?
    /// Watched files whose changes no notification names (a symbolic link's target, a file
    /// outside the server's folder): stat'ed at every look.
    private var unnotifiedFiles: Set<String> = []
    /// The roots whose folders are all watched (`watchFolders(under:recordingFiles:)`).
    private var walkedRoots: Set<String> = []
    /// What each root's projects leave out (`exclude:`): neither watched nor a change.
    private var excludedUnder: [String: [ExcludedPaths]] = [:]

    /// Watches nothing yet; folders up to `top` at most. `notified: false` looks at every file
    /// every time, as where there are no notifications.
    init(top: String, notified: Bool = true) {
        self.top = top
        notifications = notified ? FolderNotifications() : nil
    }

    /// Starts watching `paths` (and their folders, up to the nearest of `roots` or the server's
    /// folder) as they are now; what `excluded` (the roots' project's `exclude:`) names under
    /// `roots` is not watched. Without `excluded`, what the roots' projects said stands.
    mutating func watch(_ paths: [String], roots: [String], excluded: ExcludedPaths? = nil) {
        self.roots.formUnion(roots)
        if let excluded {
            for root in roots where !(excludedUnder[root]?.contains(excluded) ?? false) {
                excludedUnder[root, default: []].append(excluded)
            }
        }
        for path in paths {
            files[path] = Stamp(path: path)
            var folder = PathComponents.folder(of: path)
            if notifications != nil, !isNotified(path, in: folder) { unnotifiedFiles.insert(path) }
            while !folder.isEmpty, folders[folder] == nil, folder == top || folder.hasPrefix(top + "/") {
                folders[folder] = Stamp(path: folder)
                notifications?.watch(folder)
                if self.roots.contains(folder) || folder == top { break }
                folder = PathComponents.folder(of: folder)
            }
        }
        for root in roots where folders[root] == nil {
            folders[root] = Stamp(path: root)
            notifications?.watch(root)
        }
        for root in roots where walkedRoots.insert(root).inserted { watchFolders(under: root) }
    }

    /// Watches every folder below `folder` (hidden ones and symbolic links apart): a file added
    /// to a folder that holds no watched file (an empty one, or one of other files) is a change
    /// only its folder's notification, or its folder's status, tells. With `recordingFiles`, the
    /// files found are recorded as they are (a new folder's: the engine lists the folder again
    /// and reads them).
    private mutating func watchFolders(under folder: String, recordingFiles: Bool = false) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard !isExcluded(path) else { continue }
            guard Self.isFolder(path) else {
                if recordingFiles, files[path] == nil { files[path] = Stamp(path: path) }
                continue
            }
            if folders[path] == nil {
                folders[path] = Stamp(path: path)
                notifications?.watch(path)
            }
            watchFolders(under: path, recordingFiles: recordingFiles)
        }
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether looks read the folders' notifications (else they stat every file and folder).
    var usesNotifications: Bool { notifications != nil }

    /// Whether a change of the file at `path` is named by its folder's notifications: a file of
    /// a watched folder, not a symbolic link (whose target may change elsewhere).
    private func isNotified(_ path: String, in folder: String) -> Bool {
        guard folder == top || folder.hasPrefix(top + "/") else { return false }
        var status = stat()
        return lstat(path, &status) != 0 || status.st_mode & S_IFMT != S_IFLNK
    }

    /// Whether `path` is a root or under one, and not left out by every project of the roots
    /// it is under.
    private func isUnderRoot(_ path: String) -> Bool {
        var folder = path
        while !folder.isEmpty, folder != "/" {
            if roots.contains(folder) { return !isExcluded(path) }
            folder = PathComponents.folder(of: folder)
        }
        return false
    }

    /// Whether every project of every root `path` is under leaves it out (`exclude:`).
    private func isExcluded(_ path: String) -> Bool {
        var folder = path
        var excluded = false
        while !folder.isEmpty, folder != "/" {
            if let lists = excludedUnder[folder] {
                guard lists.allSatisfy({ $0.contains(path) }) else { return false }
                excluded = true
            }
            folder = PathComponents.folder(of: folder)
        }
        return excluded
    }

    /// The changes since the last look: each watched file whose status differs (changed,
    /// removed, or there again), and each file in a changed folder that is not watched yet (a
    /// new one). The state is brought to now.
    mutating func changes() -> [ProjectChange] {
        if let named = notifications?.drain() { return changes(among: named.union(unnotifiedFiles)) }
        defer {
            // A folder removed and made again is watched again.
            if let notifications { for folder in folders.keys { notifications.watch(folder) } }
        }
        var changed: [String] = []
        // Thousands of files: looked at side by side.
        let watched = Array(files)
        let now = ParallelMap.map(
            count: watched.count, concurrency: ParallelMap.processorCount
        ) {
            Stamp(path: watched[$0].key)
        }
        for ((path, stamp), now) in zip(watched, now) where now != stamp {
            files[path] = now
            changed.append(path)
        }
        for (folder, stamp) in folders {
            let now = Stamp(path: folder)
            guard now != stamp else { continue }
            folders[folder] = now
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if files[path] == nil, folders[path] == nil, isUnderRoot(path) {
                    record(new: path)
                    changed.append(path)
                }
            }
        }
        return changed.sorted().map { .onDisk(path: $0) }
    }

    /// The changes among `named` (the notifications' paths, and the files no notification
    /// covers): each watched file whose status differs, and each new entry of a watched folder
    /// under a root, as a look at every file and folder would find them.
    private mutating func changes(among named: Set<String>) -> [ProjectChange] {
        var changed: [String] = []
        for path in named {
            if let stamp = files[path] {
                let now = Stamp(path: path)
                guard now != stamp else { continue }
                files[path] = now
                changed.append(path)
            } else if folders[path] == nil {
                // A watched folder's own entry is left to its notifications.
                let name = PathComponents.name(of: path)
                guard !name.hasPrefix("."), isUnderRoot(path), Stamp(path: path) != nil else { continue }
                record(new: path)
                changed.append(path)
            }
        }
        return changed.sorted().map { .onDisk(path: $0) }
    }

    /// Records a new entry of a watched folder: a file is watched; a folder is watched with the
    /// folders below it, and the files it holds recorded (the engine lists it again and reads
    /// them, and they are watched once read).
    private mutating func record(new path: String) {
        if Self.isFolder(path) {
            folders[path] = Stamp(path: path)
            notifications?.watch(path)
            watchFolders(under: path, recordingFiles: true)
        } else {
            files[path] = Stamp(path: path)
        }
    }

    /// Records `paths` as they are now: files this process wrote, whose change is known.
    mutating func settle(_ paths: [String], roots: [String]) {
        for path in paths { files[path] = Stamp(path: path) }
        // A new file changed its folder: settled too, so the next look does not list it again.
        watch(paths, roots: roots)
        for path in paths {
            let folder = PathComponents.folder(of: path)
            if folders[folder] != nil { folders[folder] = Stamp(path: folder) }
        }
    }
}
