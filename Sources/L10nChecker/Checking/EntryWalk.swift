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

    /// What the passes of every locale of one catalog share: each key judged once, since the
    /// keys are the catalog's, not a locale's (`CatalogKeys`).
    struct CatalogFacts: Sendable {
        /// Per key id, whether the key is an orphan at its highest node.
        fileprivate var highestOrphans: [Bool] = []
        /// Per file index: the index of the type the file is named after among the keys' first
        /// components; -1 when no key has it (every key of the file is foreign); `nil` when the
        /// file is named after no known type.
        fileprivate var fileTypes: [Int?] = []
        /// The names of the keys' first components, by index, for findings.
        fileprivate var typeNames: [String] = []

        init(_ view: LocaleEntriesView?, _ shared: Shared) {
            guard let view else { return }
            if shared.needs.contains(.orphans) {
                // The byte sets answer exactly only for ASCII keys (see `ByteKeySet`).
                let byteSetsExact = shared.neededKeyBytes.isASCII && shared.neededPrefixBytes.isASCII
                highestOrphans = (0..<view.keyCount).map { id in
                    view.withKey(at: id) { key in
                        byteSetsExact && key.allSatisfy({ $0 < 0x80 })
                            ? EntryWalk.isHighestOrphan(key, shared)
                            : EntryWalk.isHighestOrphan(String(decoding: key, as: UTF8.self), shared)
                    }
                }
            }
            if shared.needs.contains(.foreignTypes) {
                typeNames = (0..<view.typeCount).map { index in
                    view.withTypeName(index) { String(decoding: $0, as: UTF8.self) }
                }
                var indexOfType: [String: Int] = [:]
                for (index, name) in typeNames.enumerated() { indexOfType[name] = index }
                fileTypes = shared.fileTypes.map { type in type.map { indexOfType[$0] ?? -1 } }
            }
        }
    }

    var orphans: [Orphan] = []
    var malformed: [Malformed] = []
    /// Per file and foreign type, its shallowest first key (compared by depth, then location).
    var foreignTypes: [ForeignType: (depth: Int, location: SourceLocation)] = [:]

    init(_ view: LocaleEntriesView, _ shared: Shared, _ facts: CatalogFacts) {
        let needs = shared.needs
        guard !needs.isEmpty else { return }
        for position in 0..<view.count {
            let id = view.id(atPosition: position)
            if needs.contains(.orphans), facts.highestOrphans[id] {
                let key = view.key(at: id)
                orphans.append(
                    Orphan(key: key, location: view.keyLocation(at: id), isType: !key.utf8.contains(0x2E)))
            }
            if needs.contains(.malformedPlaceholders) {
                view.forEachText(at: id) { element, text in
                    guard let error = MessageTemplate.syntaxError(inUTF8: text),
                        let scalar = view.scalar(at: id, element: element)
                    else { return }
                    malformed.append(Malformed(key: view.key(at: id), scalar: scalar, error: error))
                }
            }
            if needs.contains(.foreignTypes), let fileType = facts.fileTypes[view.fileIndex(at: id)] {
                let type = view.type(at: id)
                guard type != fileType else { continue }
                let candidate = (
                    depth: view.withKey(at: id) { $0.count { $0 == 0x2E } } + 1,
                    location: view.keyLocation(at: id)
                )
                let foreign = ForeignType(file: candidate.location.file, type: facts.typeNames[type])
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
