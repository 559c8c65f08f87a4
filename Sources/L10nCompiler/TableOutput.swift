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
