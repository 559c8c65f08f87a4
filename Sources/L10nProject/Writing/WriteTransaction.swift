import Foundation
import L10nCore
import L10nEditing
import L10nReporting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file one command writes, as one transaction: the resource files its edits change,
/// the Swift sources a rename rewrites, and `l10nc.lock`. Every writer (`fix`, `import`,
/// `lock`, `fix --accept`, the language server's quick fixes and renames) plans into one and
/// then previews it (a diff, or replacements an editor applies) or commits it.
///
/// A transaction never writes what it did not mean: before anything is written, each edited
/// resource is read back with the same reader and compared with what its edits planned
/// (`ResourceDocument.verify()`). It never half-applies: `commit()` checks that every target can
/// be written (it has not changed since it was read, its folder and the file itself are
/// writable), writes every new content to a temporary file beside its target, and only then
/// renames them over their targets (side by side); a failed rename puts back every file
/// already replaced. A process killed at any moment leaves each file either as
/// it was or as planned, never torn; the temporaries it leaves are removed by the next run
/// (`AtomicFileWriter.isLeftover(_:)`).
public struct WriteTransaction: Sendable {
    /// The resource files the edits changed, each read once, on first use.
    public private(set) var documents: ResourceDocumentSet
    /// Files replaced whole (the lock, Swift sources): their contents as read and as planned.
    private var files: [String: (before: [UInt8]?, after: [UInt8])] = [:]
    /// For tests: the rename (counted from 0) that fails as if the system refused it.
    var injectedFailure: Int?

    /// - Parameter unsaved: contents that replace files on disk (an editor's unsaved buffers):
    ///   files are read from here when they have an entry, and previews refer to them.
    public init(unsaved: [String: [UInt8]] = [:]) {
        documents = ResourceDocumentSet(unsaved: unsaved)
    }

    // MARK: Planning

    /// Applies `fixes` in order (`ResourceDocumentSet.apply(_:)`: the keys added to one file go
    /// in together); a fix whose edits cannot all be made makes none.
    ///
    /// - Returns: for each fix, `nil` when it was applied, else why not.
    public mutating func apply(_ fixes: [PlannedFix]) -> [ResourceEditError?] {
        documents.apply(fixes)
    }

    /// Makes `edits` together, or none of them.
    public mutating func apply(_ edits: [PlannedEdit]) throws(ResourceEditError) {
        let sources = edits.compactMap { edit -> SourceTextEdit? in
            if case .sourceText(let text) = edit { return text }
            return nil
        }
        let saved = (documents, files)
        do throws(ResourceEditError) {
            try documents.apply(edits.filter { if case .sourceText = $0 { false } else { true } })
            for (file, fileEdits) in Dictionary(grouping: sources, by: \.location.file) {
                let before: [UInt8]?
                if let planned = files[file] {
                    before = planned.before
                } else {
                    before = try contents(of: file)
                }
                guard let current = files[file]?.after ?? before else {
                    throw ResourceEditError.io(path: file, reason: "the file cannot be read")
                }
                files[file] = (before, SourceTextEdit.apply(fileEdits, to: current))
            }
        } catch {
            (documents, files) = saved
            throw error
        }
    }

    /// Replaces a whole file (the lock) with `bytes`; leaves it when they are what it holds.
    public mutating func replace(_ path: String, with bytes: [UInt8]) throws(ResourceEditError) {
        let before: [UInt8]?
        if let planned = files[path] { before = planned.before } else { before = try contents(of: path) }
        files[path] = before == bytes ? nil : (before, bytes)
    }

    /// Writes `lock` to `path` as part of the transaction.
    public mutating func write(_ lock: TranslationLock, to path: String) throws(ResourceEditError) {
        try replace(path, with: lock.bytes)
    }

    /// A file's contents as the transaction starts from: the unsaved ones, else the disk's;
    /// `nil` when there is no such file.
    private func contents(of path: String) throws(ResourceEditError) -> [UInt8]? {
        if let unsaved = documents.unsaved[path] { return unsaved }
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, reason: "the file cannot be read; check its permissions")
        }
        return [UInt8](data)
    }

    // MARK: Preview

    /// One file the transaction changes.
    public struct FileChange: Sendable, Hashable {
        public var path: String
        /// `nil`: the file is created.
        public var before: [UInt8]?
        public var after: [UInt8]
    }

    /// Every file the transaction changes, by path, after checking that each edited resource
    /// means what its edits planned.
    ///
    /// - Throws: `.notAsPlanned` for a resource whose edited bytes mean something else.
    public func changes() throws(WriteTransactionError) -> [FileChange] {
        var changes: [FileChange] = []
        // Each document is read back on its own: side by side, a write of many files.
        let changed = documents.changed
        let verified = ParallelMap.map(
            count: changed.count, concurrency: ParallelMap.processorCount
        ) { index -> ResourceEditError? in
            do throws(ResourceEditError) {
                try changed[index].verify()
                return nil
            } catch {
                return error
            }
        }
        if let error = verified.lazy.compactMap({ $0 }).first { throw .notAsPlanned(error) }
        for document in changed {
            changes.append(
                FileChange(
                    path: document.path, before: document.isNewFile ? nil : document.originalBytes,
                    after: document.bytes))
        }
        for (path, file) in files {
            changes.append(FileChange(path: path, before: file.before, after: file.after))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// Every changed file's planned contents, by path: the project as the transaction would
    /// leave it, for reading it again before anything is written (`ProjectAnalyzer`'s overlay).
    public func overlay() throws(WriteTransactionError) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: try changes().map { ($0.path, $0.after) })
    }

    /// `true` when nothing would change.
    public var isEmpty: Bool { documents.changed.isEmpty && files.isEmpty }

    /// The paths `changes()` would list, sorted, without reading the edits back: for saying
    /// what a commit writes before it does (which reads them back once, itself).
    public var changedPaths: [String] {
        (documents.changed.map(\.path) + files.keys).sorted()
    }

    /// The changes as a unified diff, file after file (`--dry-run`).
    public func diff() throws(WriteTransactionError) -> String {
        Self.diff(try changes())
    }

    /// `changes` (from `changes()`) as a unified diff, file after file.
    public static func diff(_ changes: [FileChange]) -> String {
        changes.map { change in
            UnifiedDiff(
                path: change.path, old: String(decoding: change.before ?? [], as: UTF8.self),
                new: String(decoding: change.after, as: UTF8.self)
            ).description
        }.joined()
    }

    /// The changes as replacements, one per run of changed lines of each file
    /// (`ResourceDocument.Replacement.hunks(_:_:)`), each region in the contents the transaction
    /// started from: what SARIF's fixes and an editor's workspace edits carry.
    public func replacements() throws(WriteTransactionError) -> [DiagnosticFix.Replacement] {
        try changes().flatMap { change in
            ResourceDocument.Replacement.hunks(change.before ?? [], change.after).map { region in
                DiagnosticFix.Replacement(
                    file: change.path, byteOffset: region.byteRange.lowerBound,
                    byteLength: region.byteRange.count, startLine: region.startLine,
                    startColumn: region.startColumn, endLine: region.endLine, endColumn: region.endColumn,
                    insertedText: region.insertedText)
            }
        }
    }

    // MARK: Commit

    /// Writes every change, all or nothing (see the type's documentation).
    ///
    /// - Returns: the paths written, sorted.
    /// - Throws: `WriteTransactionError`; every file is then as it was before the call.
    @discardableResult
    public func commit() throws(WriteTransactionError) -> [String] {
        let committed = try commitKeepingBackups()
        Self.removeBackups(committed.backups)
        return committed.written
    }

    /// Writes every change, as `commit()`, but leaves the old contents it kept to put back on
    /// failure: the caller removes them with `removeBackups(_:)` when it chooses. Unlinking the
    /// last name of a file can wait on the file system (a few milliseconds a file on ext4 for a
    /// file once written through a rename), which a server that writes batch after batch does
    /// after answering. Until then they are temporaries of a live process; after a kill, the
    /// next run that lists or writes their folder removes them.
    ///
    /// - Returns: the paths written, sorted, and the old contents' temporary names.
    public func commitKeepingBackups() throws(WriteTransactionError) -> (written: [String], backups: [String])
    {
        let changes = try changes()
        guard !changes.isEmpty else { return ([], []) }
        // Files are checked and staged side by side: a commit of many files spends most of its
        // time in the file system (reading each target back, creating each temporary), which
        // serves several at once. Each step finishes for every file before the next begins,
        // and its first failure, in the changes' order, is the one reported.
        let concurrency = ParallelMap.processorCount
        let checked = ParallelMap.map(count: changes.count, concurrency: concurrency) {
            index -> Result<Target, WriteTransactionError> in
            do throws(WriteTransactionError) {
                return .success(try Target(changes[index]))
            } catch {
                return .failure(error)
            }
        }
        var targets: [Target] = []
        for outcome in checked { targets.append(try outcome.get()) }
        AtomicFileWriter.removeLeftovers(besides: targets.map(\.path))
        // Staged: every new content beside its target. A failure here changed nothing.
        let unstaged = targets
        let staging = ParallelMap.map(count: unstaged.count, concurrency: concurrency) {
            index -> (target: Target, error: WriteTransactionError?) in
            var target = unstaged[index]
            do throws(WriteTransactionError) {
                try target.stage()
                return (target, nil)
            } catch {
                // What a failed staging made (its temporary) goes with the others below.
                return (target, error)
            }
        }
        let staged = staging.map(\.target)
        if let error = staging.lazy.compactMap(\.error).first {
            for target in staged { target.discard() }
            throw error
        }
        // Renamed over the targets side by side: each rename stands alone (a process killed
        // meanwhile leaves each file as it was or as planned), and renames in different
        // folders go at once on a journaled file system. A failure puts back those replaced.
        let injected = injectedFailure
        let renamed = ParallelMap.map(count: staged.count, concurrency: concurrency) {
            index -> WriteTransactionError? in
            do throws(WriteTransactionError) {
                if injected == index {
                    throw WriteTransactionError.failed(
                        path: staged[index].displayPath, reason: "an injected failure", restored: true)
                }
                try staged[index].replace()
                return nil
            } catch {
                return error
            }
        }
        if let error = renamed.lazy.compactMap({ $0 }).first {
            var restored = true
            for (target, failure) in zip(staged, renamed).reversed() where failure == nil && !target.restore()
            {
                restored = false
            }
            for target in staged { target.discard() }
            if case .failed(let path, let reason, _) = error {
                throw .failed(path: path, reason: reason, restored: restored)
            }
            throw error
        }
        // Nothing is left to remove: each temporary was renamed over its target, or linked
        // into place and removed.
        return (changes.map(\.path), staged.compactMap(\.backup))
    }

    /// Removes the old contents `commitKeepingBackups()` left.
    public static func removeBackups(_ backups: [String]) {
        for backup in backups { unlink(backup) }
    }

    /// One file of a commit: where it goes, what it held, its staged temporary and the link
    /// that keeps its old content until the commit is done.
    private struct Target: Sendable {
        /// The path as planned (for messages).
        let displayPath: String
        /// Where the content goes: the file a symbolic link points at, not the link.
        let path: String
        let before: [UInt8]?
        let after: [UInt8]
        /// The existing file's mode, owner and group.
        let status: stat?
        var temporary: String?
        var backup: String?

        init(_ change: FileChange) throws(WriteTransactionError) {
            displayPath = change.path
            before = change.before
            after = change.after
            var resolved = change.path
            if change.before != nil, let real = realpath(change.path, nil) {
                resolved = String(cString: real)
                free(real)
            }
            path = resolved
            let folder = Self.folder(of: resolved)
            var folderStatus = stat()
            guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
                throw .notWritable(path: displayPath, reason: "its folder \(folder) does not exist")
            }
            guard access(folder, W_OK | X_OK) == 0 else {
                throw .notWritable(
                    path: displayPath,
                    reason:
                        "its folder \(folder) is not writable (\(Self.reason())); the file cannot be replaced"
                )
            }
            var fileStatus = stat()
            let exists = lstat(resolved, &fileStatus) == 0
            if let before = change.before {
                guard exists, let data = FileManager.default.contents(atPath: resolved),
                    [UInt8](data) == before
                else {
                    throw .changedOnDisk(path: displayPath)
                }
                guard fileStatus.st_mode & S_IFMT == S_IFREG else {
                    throw .notWritable(path: displayPath, reason: "it is not a regular file")
                }
                // Replacing the file by renaming would bypass its own permissions: a file the
                // user may not write is not written, whoever owns the folder.
                guard access(resolved, W_OK) == 0 else {
                    throw .notWritable(
                        path: displayPath,
                        reason:
                            "you may not write it (\(Self.reason()); owner uid \(fileStatus.st_uid), mode "
                            + String(fileStatus.st_mode & 0o7777, radix: 8) + ")")
                }
                status = fileStatus
            } else {
                guard !exists else { throw .changedOnDisk(path: displayPath) }
                status = nil
            }
        }

        /// Writes the new content to a temporary file beside the target, with the target's
        /// mode, and its owner and group where the process may set them.
        mutating func stage() throws(WriteTransactionError) {
            let name = PathComponents.name(of: path)
            let folder = Self.folder(of: path)
            let temporary =
                folder
                + "/.\(name)\(AtomicFileWriter.temporaryMarker)\(getpid())-\(UInt32.random(in: .min ... .max))"
            let mode = status.map { $0.st_mode & 0o7777 } ?? 0o666
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
            guard descriptor >= 0 else {
                throw .notWritable(
                    path: displayPath, reason: "cannot create a temporary file in \(folder): \(Self.reason())"
                )
            }
            self.temporary = temporary
            guard AtomicFileWriter.writeAll(after, to: descriptor) else {
                let reason = Self.reason()
                close(descriptor)
                throw .notWritable(
                    path: displayPath, reason: "cannot write a temporary file in \(folder): \(reason)")
            }
            if let status {
                // The umask narrowed `open`'s mode: an existing file keeps exactly its own.
                fchmod(descriptor, mode_t(mode))
                if status.st_uid != getuid() || status.st_gid != getgid() {
                    if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
                        // Not allowed to give the file away: keep at least its group when the
                        // user is in it.
                        _ = fchown(descriptor, uid_t.max, status.st_gid)
                    }
                }
            }
            close(descriptor)
            if before != nil {
                // The old content, kept under a second name until the commit is done, so that a
                // failure puts it back with one rename.
                let backup =
                    folder
                    + "/.\(name)\(AtomicFileWriter.temporaryMarker)\(getpid())-\(UInt32.random(in: .min ... .max))"
                if link(path, backup) == 0 { self.backup = backup }
            }
        }

        /// Puts the staged content in place: renamed over an existing file; linked for a new
        /// one, which fails rather than replaces a file that appeared meanwhile.
        func replace() throws(WriteTransactionError) {
            guard let temporary else { return }
            if before == nil {
                guard link(temporary, path) == 0 else {
                    if errno == EEXIST { throw .changedOnDisk(path: displayPath) }
                    throw .failed(path: displayPath, reason: Self.reason(), restored: true)
                }
                unlink(temporary)
                return
            }
            guard rename(temporary, path) == 0 else {
                throw .failed(path: displayPath, reason: Self.reason(), restored: true)
            }
        }

        /// Puts the old content back (a created file is removed); `false` when that failed.
        func restore() -> Bool {
            guard let before else { return unlink(path) == 0 }
            if let backup, rename(backup, path) == 0 { return true }
            return (try? AtomicFileWriter.write(before, to: path, removingLeftovers: false)) != nil
        }

        /// Removes what the commit left beside the target.
        func discard() {
            discardTemporary()
            if let backup { unlink(backup) }
        }

        /// Removes the staged temporary (gone once renamed over the target, or linked into place
        /// for a new file).
        func discardTemporary() {
            if let temporary { unlink(temporary) }
        }

        private static func folder(of path: String) -> String {
            let directory = PathComponents.folder(of: path)
            return directory.isEmpty ? "." : directory
        }

        private static func reason() -> String { String(cString: strerror(errno)) }
    }
}

/// Why a transaction wrote nothing. Each message names the file and what to do.
public enum WriteTransactionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An edited resource does not mean what its edits planned: a bug, caught before writing.
    case notAsPlanned(ResourceEditError)
    /// A file changed on disk since it was read (or appeared where a file was to be created).
    case changedOnDisk(path: String)
    /// A file cannot be written (its folder or the file itself), found before anything was.
    case notWritable(path: String, reason: String)
    /// Replacing a file failed after others were replaced; `restored` says whether every file
    /// replaced before was put back.
    case failed(path: String, reason: String, restored: Bool)

    public var description: String {
        switch self {
        case .notAsPlanned(let error):
            error.description
        case .changedOnDisk(let path):
            "\(path) changed on disk since it was read; nothing was written. Run the command again."
        case .notWritable(let path, let reason):
            "cannot write \(path): \(reason); nothing was written"
        case .failed(let path, let reason, let restored):
            restored
                ? "cannot write \(path): \(reason); every file was put back as it was"
                : "cannot write \(path): \(reason), and some files could not be put back; compare them with "
                    + "version control"
        }
    }
}
