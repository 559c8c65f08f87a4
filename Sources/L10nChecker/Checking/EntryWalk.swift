import L10nCore
import L10nRuntime

/// What the rules that look at every entry of the catalog (`orphan-key`,
/// `malformed-placeholder`, `file-type-mismatch`) need from one locale, gathered in one pass
/// over its stored table.
///
/// The pass reads keys and texts as bytes (`LocaleEntriesView`) and makes values only for
/// findings, so its cost is a few hash probes per entry and a byte search per text: no
/// `CatalogEntry`, key string or template is made for the entries that are fine.
struct EntryWalk: Sendable {
    /// Which facts to gather: those of the enabled rules.
    struct Needs: OptionSet, Sendable {
        let rawValue: Int
        static let orphans = Needs(rawValue: 1)
        static let malformedPlaceholders = Needs(rawValue: 2)
        static let foreignTypes = Needs(rawValue: 4)
        static let all: Needs = [.orphans, .malformedPlaceholders, .foreignTypes]
    }

    /// A catalog key no property needs, at its highest node.
    struct Orphan: Sendable {
        var key: String
        var location: SourceLocation
        /// `true` for a type's own key (no parent).
        var isType: Bool
    }

    /// A text that does not parse as a message template.
    struct Malformed: Sendable {
        var key: String
        var scalar: CatalogScalar
        var error: MessageTemplateError
    }

    /// A file and a type whose keys it defines although it is named after another type.
    struct ForeignType: Sendable, Hashable {
        var file: String
        var type: String
    }

    /// The inputs every locale's pass shares.
    struct Shared: Sendable {
        let needs: Needs
        let neededKeys: Set<String>
        let neededPrefixes: Set<String>
        let neededKeyBytes: ByteKeySet
        let neededPrefixBytes: ByteKeySet
        /// Per file index, the type the file is named after when that is a known type.
        let fileTypes: [String?]
    }

    var orphans: [Orphan] = []
    var malformed: [Malformed] = []
    /// Per file and foreign type, its shallowest first key (compared by depth, then location).
    var foreignTypes: [ForeignType: (depth: Int, location: SourceLocation)] = [:]

    init(_ view: LocaleEntriesView, _ shared: Shared) {
        let needs = shared.needs
        guard !needs.isEmpty else { return }
        // The byte sets answer exactly only for ASCII keys (see `ByteKeySet`).
        let byteSetsExact = shared.neededKeyBytes.isASCII && shared.neededPrefixBytes.isASCII
        var key: [UInt8] = []
        key.reserveCapacity(128)
        // Per partition, its type name as a string, made the first time an entry of it is
        // compared with its file's type.
        var partitionTypes: [String?] = Array(repeating: nil, count: view.partitionCount)
        for index in 0..<view.count {
            if needs.contains(.orphans) || needs.contains(.malformedPlaceholders) {
                view.key(at: index, into: &key)
            }
            if needs.contains(.orphans) {
                let isHighest = key.withUnsafeBufferPointer { key in
                    byteSetsExact && key.allSatisfy({ $0 < 0x80 })
                        ? Self.isHighestOrphan(key, shared)
                        : Self.isHighestOrphan(String(decoding: key, as: UTF8.self), shared)
                }
                if isHighest {
                    let text = String(decoding: key, as: UTF8.self)
                    orphans.append(
                        Orphan(key: text, location: view.keyLocation(at: index), isType: !key.contains(0x2E)))
                }
            }
            if needs.contains(.malformedPlaceholders) {
                view.forEachText(at: index) { element, text in
                    guard let error = MessageTemplate.syntaxError(inUTF8: text),
                        let scalar = view.scalar(at: index, element: element)
                    else { return }
                    malformed.append(
                        Malformed(key: String(decoding: key, as: UTF8.self), scalar: scalar, error: error))
                }
            }
            if needs.contains(.foreignTypes), let fileType = shared.fileTypes[view.fileIndex(at: index)] {
                let partition = view.partition(at: index)
                let type =
                    partitionTypes[partition]
                    ?? view.withPartitionName(partition) { String(decoding: $0, as: UTF8.self) }
                partitionTypes[partition] = type
                guard type != fileType else { continue }
                let entryKey = view.key(at: index)
                let candidate = (
                    depth: entryKey.utf8.count { $0 == 0x2E } + 1, location: view.keyLocation(at: index)
                )
                let foreign = ForeignType(file: candidate.location.file, type: type)
                if let current = foreignTypes[foreign],
                    (current.depth, current.location) <= (candidate.depth, candidate.location)
                {
                    continue
                }
                foreignTypes[foreign] = candidate
            }
        }
    }

    // MARK: Orphans

    /// An orphan whose parent is not: the parent is a namespace of needed keys (or the locale).
    /// On bytes: the key is neither needed nor a needed prefix, no dotted prefix of it is
    /// needed (it is not inside a needed value), and its parent is a needed prefix. (The
    /// parent is no needed key, being one of those dotted prefixes, and it is inside no needed
    /// key for the same reason; so it is an orphan exactly when it is no needed prefix.)
    static func isHighestOrphan(_ key: UnsafeBufferPointer<UInt8>, _ shared: Shared) -> Bool {
        if shared.neededKeyBytes.contains(key) || shared.neededPrefixBytes.contains(key) { return false }
        var lastDot: Int?
        for index in key.indices where key[index] == 0x2E {
            if shared.neededKeyBytes.contains(UnsafeBufferPointer(rebasing: key[..<index])) { return false }
            lastDot = index
        }
        guard let lastDot else { return true }
        return shared.neededPrefixBytes.contains(UnsafeBufferPointer(rebasing: key[..<lastDot]))
    }

    /// The same, on strings (for keys that are not ASCII).
    static func isHighestOrphan(_ key: String, _ shared: Shared) -> Bool {
        guard isOrphan(key[...], shared) else { return false }
        guard let dot = key.lastIndex(of: ".") else { return true }
        return !isOrphan(key[..<dot], shared)
    }

    private static func isOrphan(_ key: Substring, _ shared: Shared) -> Bool {
        let key = String(key)
        return !shared.neededKeys.contains(key) && !shared.neededPrefixes.contains(key)
            && !isInsideNeededKey(key, shared)
    }

    /// `true` when a strict prefix of `key` is a needed key: the entry is part of a needed
    /// value (a plural variant, or the content of a wrongly shaped value).
    private static func isInsideNeededKey(_ key: String, _ shared: Shared) -> Bool {
        var index = key.startIndex
        while let dot = key[index...].firstIndex(of: ".") {
            if shared.neededKeys.contains(String(key[..<dot])) { return true }
            index = key.index(after: dot)
        }
        return false
    }
}
