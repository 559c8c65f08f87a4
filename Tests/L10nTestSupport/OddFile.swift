import Foundation

/// Files that a project should not hold but does, made for the tests of what reading them
/// says: a name that is not UTF-8 (which `FileManager` and `URL` cannot spell), a symbolic link
/// to nothing, a folder named like a file, a file nobody may read.
public enum OddFile {
    /// `Caf\xE9ViewModel.yml`'s name: Latin-1 `é`, which is not UTF-8.
    public static func latin1Name(_ stem: String, _ fileExtension: String) -> [UInt8] {
        Array("Caf".utf8) + [0xE9] + Array(stem.utf8) + Array(".\(fileExtension)".utf8)
    }

    /// Creates `directory/name` (name given as bytes) holding `contents`.
    public static func create(in directory: URL, name: [UInt8], contents: [UInt8]) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == contents.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Creates the folder `directory/name` (name given as bytes).
    public static func createFolder(in directory: URL, name: [UInt8]) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let result = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        guard result == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// A symbolic link at `directory/name` to `target`, which does not exist.
    public static func danglingLink(in directory: URL, name: String, to target: String = "Missing") throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
    }

    /// Removes the folder `root` and everything in it, names that are not UTF-8 too (which
    /// `FileManager` lists repaired with U+FFFD, and then cannot remove).
    public static func removeTree(_ root: URL) {
        let remove = Process()
        remove.executableURL = URL(fileURLWithPath: "/bin/rm")
        remove.arguments = ["-rf", root.path]
        guard (try? remove.run()) != nil else { return }
        remove.waitUntilExit()
    }

    /// Whether this process reads files whatever their permissions (root does).
    public static var ignoresPermissions: Bool { getuid() == 0 }

    /// The command that runs a program as an unprivileged user (`nobody`) when this process is
    /// root, for the tests of a file without read permission; empty when not root (the program
    /// runs as it is); `nil` when root and `setpriv` is not installed.
    public static var unprivilegedLauncher: [String]? {
        guard ignoresPermissions else { return [] }
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        return setpriv.map { [$0, "--reuid=nobody", "--regid=nogroup", "--clear-groups"] }
    }
}
