import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's content atomically, for every command that writes (`fix`, `import`,
/// `lock`, `compile`, `export`, the baseline and the check cache): the bytes go to a temporary
/// file beside it, which is then renamed over it, so a reader sees the old file or the new one,
/// never half of one. An existing file's permissions are kept.
///
/// The temporary is written with plain `open`/`write`, not Foundation's atomic writing, whose
/// own `.dat.nosync…` temporaries a killed process would leave behind under a name nobody
/// recognizes. Ours are named `.<name>.l10nc-tmp-<pid>-<random>`: a process killed between the
/// write and the rename (a CI timeout, a closed terminal) leaves one, and the next l10nc run
/// that lists or writes that folder removes it, once no process of that id is running.
public enum AtomicFileWriter {
    /// What every temporary's name holds after the target's name.
    public static let temporaryMarker = ".l10nc-tmp-"

    /// Writes `bytes` to `path`. With `replacing: false` the file must not exist: it is linked
    /// into place, which fails rather than replaces one that appeared meanwhile
    /// (`AtomicWriteError.exists`). `removingLeftovers: false` leaves the folder's leftover
    /// temporaries to the caller: one that writes many files calls
    /// `removeLeftovers(besides:)` once for all of them, instead of listing a folder once per
    /// file written into it.
    public static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool = true, removingLeftovers: Bool = true
    )
        throws(AtomicWriteError)
    {
        let folder = folder(of: path)
        if removingLeftovers { removeLeftovers(in: folder) }
        let name = PathComponents.name(of: path)
        let temporary =
            folder + "/.\(name)\(temporaryMarker)\(getpid())-\(UInt32.random(in: .min ... .max))"
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else {
            throw .cannotWrite(
                path: path, reason: "cannot create a temporary file in \(folder): \(Self.reason())")
        }
        guard Self.writeAll(bytes, to: descriptor) else {
            let reason = Self.reason()
            close(descriptor)
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        // The umask narrowed `open`'s mode: an existing file keeps exactly its own.
        if existing.st_mode != 0 { fchmod(descriptor, mode_t(mode)) }
        close(descriptor)
        guard replacing else {
            defer { unlink(temporary) }
            guard link(temporary, path) == 0 else {
                if errno == EEXIST { throw .exists(path: path) }
                throw .cannotWrite(path: path, reason: Self.reason())
            }
            return
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Writes every byte to `descriptor`, retrying interrupted writes; `false` (with `errno`
    /// set) when a write fails.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    /// Whether `name` is a temporary of an l10nc process that is no longer running.
    public static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker) else { return false }
        let rest = name[marker.upperBound...]
        guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else {
            return false
        }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The folder `path` is in (`.` for a bare name).
    private static func folder(of path: String) -> String {
        let directory = PathComponents.folder(of: path)
        return directory.isEmpty ? "." : directory
    }

    /// Removes the leftover temporaries in the folders of `paths`, each folder once.
    public static func removeLeftovers(besides paths: some Sequence<String>) {
        for folder in Set(paths.map(folder(of:))).sorted() { removeLeftovers(in: folder) }
    }

    /// Removes the leftover temporaries in `directory` (see `isLeftover(_:)`).
    public static func removeLeftovers(in directory: String) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isLeftover(name) { unlink(directory + "/" + name) }
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// Writing a file failed; the destination was left as it was.
public enum AtomicWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    /// A file that was to be created exists.
    case exists(path: String)

    public var description: String {
        switch self {
        case .exists(let path): "'\(path)' already exists"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason); check that the directory exists and is writable"
        }
    }
}
