import Foundation
import L10nRuntime

/// The forms `l10nc compile` writes, and writing them atomically.
public enum TableOutput: String, Sendable, CaseIterable {
    /// The binary table (`docs/table-format.md`).
    case table
    /// A readable dump of the same content.
    case json
    /// Swift source embedding the table bytes, for bundling without resource files.
    case swift

    /// The bytes to write for `contents`.
    public func bytes(for contents: TableContents, swiftTypeName: String = "LocalizationResources")
        throws(TableWriterError)
        -> [UInt8]
    {
        switch self {
        case .table:
            return try TableWriter().tableBytes(for: contents)
        case .json:
            return try TableJSONDump().json(for: contents)
        case .swift:
            let table = try TableWriter().tableBytes(for: contents)
            return Array(TableSwiftSource().source(forTableBytes: table, typeName: swiftTypeName).utf8)
        }
    }
}

/// Writes a file so that readers see the old content or the new, never a part: the bytes go
/// to a temporary file in the same directory, which is then renamed over the destination.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicWriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).l10nc-\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary, options: [.withoutOverwriting])
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}

/// Writing the output failed; nothing was left at the destination.
public enum AtomicWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason); check that the directory exists and is writable"
        }
    }
}
