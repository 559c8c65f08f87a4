import Foundation

/// Replaces a file's content atomically: the bytes go to a temporary file beside it, which is
/// then renamed over it, so a reader sees the old file or the new one, never half of one. The
/// file's permissions are kept.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(ResourceEditError) {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let temporary = folder + "/.\(name).l10nc-\(UUID().uuidString.prefix(8))"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw .io(path: path, reason: "cannot create a temporary file in \(folder)")
        }
        if let permissions = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw .io(path: path, reason: reason)
        }
    }
}
