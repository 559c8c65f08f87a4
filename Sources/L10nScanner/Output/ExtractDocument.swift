import Foundation
import L10nCore

/// What `l10nc extract` prints: the schema as a flat, sorted list of keys, the same keys
/// grouped by type, and the scanner's diagnostics. `docs/extract-format.md` documents it.
public struct ExtractDocument: Sendable, Hashable, Encodable {
    /// Raised when a field changes meaning or disappears; new fields may appear without it.
    public static let formatVersion = 1

    /// One key the sources need.
    public struct Key: Sendable, Hashable, Encodable {
        public var key: String
        public var kind: SchemaItem.Kind
        public var type: String
        public var property: String
        public var file: String
        public var line: Int
        public var column: Int
        /// `nil` (JSON `null`) unless the item is `subs` with statically known names.
        public var placeholders: [String]?
        /// The key the resources must define; `nil` for formatted values and compounds.
        public var requiredKey: String?
        public var arrayKey: String?
        public var index: Int?
        public var pieces: [CompoundPiece]?
        public var separatorKey: String?
        /// `true` for a key written out whole; absent otherwise.
        public var rawKey: Bool?
        public var requiredByProtocol: String?
        public var macroInvisibility: MacroInvisibility?

        public init(_ item: SchemaItem) {
            key = item.key
            kind = item.kind
            type = item.typeName
            property = item.propertyName
            file = item.location.file
            line = item.location.line
            column = item.location.column
            placeholders = item.placeholders
            requiredKey = item.requiredKey
            arrayKey = item.arrayKey
            index = item.index
            pieces = item.pieces
            separatorKey = item.separatorKey
            rawKey = item.isRawKey
            requiredByProtocol = item.requiredByProtocol
            macroInvisibility = item.macroInvisibility
        }

        private enum CodingKeys: String, CodingKey {
            case key, kind, type, property, file, line, column, placeholders, requiredKey, arrayKey, index,
                pieces
            case separatorKey, rawKey, requiredByProtocol, macroInvisibility
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(kind, forKey: .kind)
            try container.encode(type, forKey: .type)
            try container.encode(property, forKey: .property)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            // Always present: `null` says "unknown", which is not "none" (`[]`).
            try container.encode(placeholders, forKey: .placeholders)
            try container.encode(requiredKey, forKey: .requiredKey)
            try container.encodeIfPresent(arrayKey, forKey: .arrayKey)
            try container.encodeIfPresent(index, forKey: .index)
            try container.encodeIfPresent(pieces, forKey: .pieces)
            try container.encodeIfPresent(separatorKey, forKey: .separatorKey)
            try container.encodeIfPresent(rawKey, forKey: .rawKey)
            try container.encodeIfPresent(requiredByProtocol, forKey: .requiredByProtocol)
            try container.encodeIfPresent(macroInvisibility, forKey: .macroInvisibility)
        }
    }

    /// The keys of one type: what its resource file (`T.yml`) must hold.
    public struct TypeEntry: Sendable, Hashable, Encodable {
        public var name: String
        public var keys: [String]
        /// The files that declare the type's localized members, sorted.
        public var files: [String]
    }

    /// A finding about the sources (`source-parse`, `invalid-encoding`, `source-unresolved-key`).
    public struct DiagnosticEntry: Sendable, Hashable, Encodable {
        public var rule: String
        public var severity: Severity
        public var message: String
        public var file: String
        public var line: Int
        public var column: Int

        public init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.rawValue
            severity = diagnostic.severity
            message = diagnostic.message
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
        }
    }

    public var version: Int
    public var keys: [Key]
    public var types: [TypeEntry]
    public var scannedFiles: [String]
    public var localizedFiles: [String]
    public var diagnostics: [DiagnosticEntry]

    public init(_ result: ScanResult) {
        version = Self.formatVersion
        keys = result.schema.items.map(Key.init)
        types = Dictionary(grouping: result.schema.items, by: \.typeName)
            .map { name, items in
                TypeEntry(
                    name: name, keys: Array(Set(items.map(\.key))).sorted(),
                    files: Array(Set(items.map(\.location.file))).sorted())
            }
            .sorted { $0.name < $1.name }
        scannedFiles = result.schema.scannedFiles
        localizedFiles = result.schema.localizedFiles
        diagnostics = result.diagnostics.map(DiagnosticEntry.init)
    }

    /// Pretty-printed JSON with sorted keys: byte-identical for the same sources.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// One line per key (`key  kind  file:line:column  details`), aligned, then a summary.
    public func text() -> String {
        let keyWidth = keys.map(\.key.count).max() ?? 0
        let kindWidth = keys.map(\.kind.rawValue.count).max() ?? 0
        var lines = keys.map { entry -> String in
            var line =
                entry.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + "  "
                + entry.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  "
                + "\(entry.file):\(entry.line):\(entry.column)"
            if entry.kind == .subs {
                line +=
                    "  placeholders: " + (entry.placeholders.map { $0.joined(separator: ", ") } ?? "unknown")
            }
            if let pieces = entry.pieces {
                line += "  pieces: " + pieces.map { "\($0.name)=\($0.key)" }.joined(separator: ", ")
            }
            if let separatorKey = entry.separatorKey { line += "  separator: \(separatorKey)" }
            return line
        }
        lines.append(
            "\(keys.count.counted("key")) in \(types.count.counted("type")), from \(localizedFiles.count) of "
                + "\(scannedFiles.count.counted("parsed file"))")
        return lines.joined(separator: "\n") + "\n"
    }
}
