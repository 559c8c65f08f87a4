import L10nRuntime

/// Every resource of a project merged into one tree per locale.
///
/// Built by `CatalogReader` (module `L10nYAML`); the entries are keyed by their dotted key
/// path, and every intermediate mapping is an entry too, so a whole type or a plural
/// mapping can be found and located.
public struct Catalog: Sendable {
    /// The files read, sorted by path.
    public var files: [ResourceFile]
    /// Per locale, every entry by dotted key.
    public private(set) var entries: [LocaleIdentifier: [String: CatalogEntry]]
    /// Where each locale's top-level key was written (one location per file that uses it).
    public private(set) var localeLocations: [LocaleIdentifier: [SourceLocation]]

    public init(files: [ResourceFile] = []) {
        self.files = files
        self.entries = [:]
        self.localeLocations = [:]
    }

    /// The locales present, sorted by tag.
    public var locales: [LocaleIdentifier] { entries.keys.sorted() }

    /// The entry at `key` in `locale`, without any fallback.
    public func entry(_ key: String, in locale: LocaleIdentifier) -> CatalogEntry? {
        entries[locale]?[key]
    }

    /// A locale's entries sorted by key.
    public func sortedEntries(in locale: LocaleIdentifier) -> [CatalogEntry] {
        (entries[locale] ?? [:]).values.sorted { $0.key < $1.key }
    }

    /// The number of text values (strings and array elements; not mappings) over all locales.
    public var messageCount: Int {
        entries.values.reduce(0) { sum, byKey in
            byKey.values.reduce(sum) { count, entry in
                switch entry.value {
                case .string: count + 1
                case .array(let elements): count + elements.count
                case .mapping: count
                }
            }
        }
    }

    /// Adds `entry`; returns the entry already at that locale and key instead, leaving the
    /// catalog unchanged, when there is one.
    @discardableResult
    public mutating func insert(_ entry: CatalogEntry) -> CatalogEntry? {
        modifyEntries(in: entry.locale) { byKey in
            // One hash in the common case; a clash (rare) puts the first definition back.
            guard let existing = byKey.updateValue(entry, forKey: entry.key) else { return nil }
            byKey[entry.key] = existing
            return existing
        }
    }

    /// Replaces the entry at the same locale and key (used to merge mapping children).
    public mutating func update(_ entry: CatalogEntry) {
        entries[entry.locale, default: [:]][entry.key] = entry
    }

    /// Gives `body` in-place access to one locale's entries, for bulk building: one locale
    /// lookup instead of one per entry.
    public mutating func modifyEntries<Result>(
        in locale: LocaleIdentifier, _ body: (inout [String: CatalogEntry]) -> Result
    ) -> Result {
        body(&entries[locale, default: [:]])
    }

    /// Removes and returns one locale's entries, so a builder can extend them without a copy
    /// (bulk building); `setEntries` puts them back.
    public mutating func takeEntries(in locale: LocaleIdentifier) -> [String: CatalogEntry] {
        entries.updateValue([:], forKey: locale) ?? [:]
    }

    /// Replaces all of one locale's entries (bulk building).
    public mutating func setEntries(_ byKey: [String: CatalogEntry], in locale: LocaleIdentifier) {
        entries[locale] = byKey
    }

    /// Records where a locale's top-level key was written.
    public mutating func noteLocale(_ locale: LocaleIdentifier, at location: SourceLocation) {
        localeLocations[locale, default: []].append(location)
        if entries[locale] == nil { entries[locale] = [:] }
    }
}

extension Catalog {
    /// The type names (first key components) over all locales, sorted.
    public var typeNames: [String] {
        var names = Set<String>()
        for byKey in entries.values {
            // Only a type's own entry has a key without a dot.
            for key in byKey.keys where !key.utf8.contains(UInt8(ascii: ".")) { names.insert(key) }
        }
        return names.sorted()
    }

    /// The keys of text values (strings and arrays) over all locales, sorted, each once.
    public var leafKeys: [String] {
        var keys = Set<String>()
        for byKey in entries.values {
            for (key, entry) in byKey {
                if case .mapping = entry.value { continue }
                keys.insert(key)
            }
        }
        return keys.sorted()
    }
}
