#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file under the resource or source roots that cannot be read: a name that is not UTF-8, a
/// symbolic link to nothing, a file without read permission, a folder or a FIFO named like a
/// resource or a Swift file. Each is one `unreadable-file` finding at its path, and the rest of
/// the project is read and checked as usual.
public struct UnreadableFile: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the file cannot be read.
    public enum Problem: Sendable, Hashable {
        /// The path is not UTF-8 (`path` shows it escaped, `FileNameText`); `byte` is the first
        /// byte that is not.
        case nameNotUTF8(byte: UInt8)
        /// A symbolic link whose target does not exist.
        case danglingLink(target: String)
        /// A symbolic link that leads back to itself.
        case linkLoop
        case permissionDenied
        /// A folder named like a file (`Strings.yml/`).
        case directory
        /// A FIFO, socket or device, named like a file; `kind` says which.
        case notRegularFile(kind: String)
        /// The file was there when the folder was listed and is gone now.
        case missing
        /// Any other error of the system, in its words.
        case failed(reason: String)
    }

    /// The path as l10nc shows it (escaped when it is not UTF-8).
    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What is wrong with the file at `path`, which `open` refused with `errorNumber`.
    public init(path: String, errorNumber: Int32) {
        self.path = path
        switch errorNumber {
        case EACCES, EPERM: problem = .permissionDenied
        case EISDIR: problem = .directory
        case ELOOP: problem = .linkLoop
        case ENOENT, ENOTDIR: problem = Self.absence(of: path)
        default: problem = .failed(reason: String(cString: strerror(errorNumber)))
        }
    }

    /// The problem of a file that `fstat` says is not a regular file.
    init(path: String, mode: mode_t) {
        self.path = path
        switch mode & S_IFMT {
        case S_IFDIR: problem = .directory
        case S_IFIFO: problem = .notRegularFile(kind: "a FIFO (named pipe)")
        case S_IFSOCK: problem = .notRegularFile(kind: "a socket")
        case S_IFCHR, S_IFBLK: problem = .notRegularFile(kind: "a device")
        default: problem = .notRegularFile(kind: "not a regular file")
        }
    }

    /// The problem in a few words, for a one-line error (`cannot read 'X': <reason>`).
    public var reason: String {
        switch problem {
        case .nameNotUTF8: "its name is not valid UTF-8"
        case .danglingLink(let target): "it is a symbolic link to '\(target)', which does not exist"
        case .linkLoop: "it is a loop of symbolic links"
        case .permissionDenied: "permission denied"
        case .directory: "it is a folder, not a file"
        case .notRegularFile(let kind): "it is \(kind), not a regular file"
        case .missing: "no such file"
        case .failed(let reason): reason
        }
    }

    public var description: String { "cannot read '\(path)': \(reason)" }

    /// The finding: at the file's first line, saying what to do.
    public var diagnostic: Diagnostic {
        let exclude = "or exclude it (`exclude:` in l10nc.yml)"
        let message: String
        switch problem {
        case .nameNotUTF8(let byte):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let whose =
                name.contains("\\x")
                ? "the name '\(name)'" : "the name of a folder on this path"
            message =
                "\(whose) is not valid UTF-8 (byte 0x\(FileNameText.hex(byte)) is shown as \\x\(FileNameText.hex(byte))), "
                + "so the file is not read; rename it using UTF-8 characters"
        case .danglingLink(let target):
            message =
                "this is a symbolic link to '\(target)', which does not exist, so it is not read; fix or delete the "
                + "link, \(exclude)"
        case .linkLoop:
            message =
                "this symbolic link leads back to itself, so it is not read; fix or delete the link, \(exclude)"
        case .permissionDenied:
            message = "permission denied: this user cannot read the file; make it readable, \(exclude)"
        case .directory:
            message =
                "this is a folder, not a file, though its name ends like one; rename it (the files in it are "
                + "still read), \(exclude)"
        case .notRegularFile(let kind):
            message = "this is \(kind), not a regular file, so it is not read; remove it, \(exclude)"
        case .missing:
            message = "the file was removed while l10nc read the project; run the command again"
        case .failed(let reason):
            message = "cannot read the file: \(reason); check the file system, \(exclude)"
        }
        return Diagnostic(
            rule: .unreadableFile, message: message, location: SourceLocation(file: path, line: 1, column: 1))
    }

    /// Why a listed file is not found: a link to nothing, or a name shown escaped (whose bytes
    /// are then looked up), or a file removed since.
    private static func absence(of path: String) -> Problem {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            return .danglingLink(target: linkTarget(path) ?? "?")
        }
        if let bytes = FileNameText.bytes(ofEscaped: path),
            Self.withSystemPath(bytes, { lstat($0, &status) }) == 0
        {
            return .nameNotUTF8(byte: FileNameText.firstInvalidByte(in: bytes) ?? 0)
        }
        return .missing
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return FileNameText.text(of: buffer[..<count].map { UInt8(bitPattern: $0) }).text
    }

    /// Calls `body` with `bytes` as a C path.
    static func withSystemPath<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
