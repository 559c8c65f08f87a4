import L10nRuntime

/// Every resource of a project merged into one tree per locale.
///
/// Built by `CatalogBuilder` (module `L10nYAML`); the entries are keyed by their dotted key
/// path, and every intermediate mapping is an entry too, so a whole type or a plural
/// mapping can be found and located. Entries are stored compactly per locale
/// (`LocaleEntryTable`); the `CatalogEntry` values the accessors return are made on demand,
/// so prefer one lookup per key over repeated ones in hot loops.
public struct Catalog: Sendable {
    /// The files read, sorted by path.
    public private(set) var files: [ResourceFile] = []
    /// Where each locale's top-level key was written (one location per file that uses it).
    public private(set) var localeLocations: [LocaleIdentifier: [SourceLocation]] = [:]
    /// The locales present, sorted by tag, and their entries at the same index. Arrays, not a
    /// dictionary: a lookup then borrows its table instead of copying it (and its references,
    /// which rules running on several threads would contend for).
    public private(set) var locales: [LocaleIdentifier] = []
    private var tables: [LocaleEntryTable] = []
    /// Each file's bytes, by file index: values written verbatim are read from here.
    private var sources: [[UInt8]] = []

    public init() {}

    private func tableIndex(_ locale: LocaleIdentifier) -> Int? {
        // Few locales, compared as short strings: a scan beats hashing the tag.
        locales.firstIndex(of: locale)
    }

    /// The entry at `key` in `locale`, without any fallback.
    public func entry(_ key: String, in locale: LocaleIdentifier) -> CatalogEntry? {
        guard let table = tableIndex(locale), let index = find(key, inTable: table) else { return nil }
        return entry(at: index, inTable: table, locale: locale, key: key)
    }

    /// Whether `locale` has an entry at `key`, without making the entry.
    public func containsEntry(_ key: String, in locale: LocaleIdentifier) -> Bool {
        guard let table = tableIndex(locale) else { return false }
        return find(key, inTable: table) != nil
    }

    /// Whether `key` in `locale` is a mapping whose children are all named by `isAccepted`
    /// (a plural mapping, for the names of the plural categories), without making the entry:
    /// the answer for a mapping of thousands of keys comes from its first child.
    public func isMapping(
        _ key: String, in locale: LocaleIdentifier, whoseChildNamesAll isAccepted: (String) -> Bool
    ) -> Bool {
        guard let table = tableIndex(locale), let index = find(key, inTable: table),
            tables[table].records[index].kind == .mapping
        else { return false }
        return tables[table].childNamesAllSatisfy(of: index, isAccepted)
    }

    /// The record of `key` in table `tableIndex`. The key's bytes are taken here, so the
    /// table is borrowed from `tables` rather than copied into a closure (a copy retains and
    /// releases every buffer of the table, on every lookup).
    private func find(_ key: String, inTable tableIndex: Int) -> Int? {
        var key = key
        return key.withUTF8 { bytes in tables[tableIndex].find(bytes) }
    }

    /// A locale's entries in the order they were read (files by path, then source order).
    public func entries(in locale: LocaleIdentifier) -> [CatalogEntry] {
        guard let table = tableIndex(locale) else { return [] }
        return tables[table].records.indices.map {
            entry(at: $0, inTable: table, locale: locale, key: nil)
        }
    }

    /// A locale's entries sorted by key.
    public func sortedEntries(in locale: LocaleIdentifier) -> [CatalogEntry] {
        entries(in: locale).sorted { $0.key < $1.key }
    }

    /// The number of entries (mappings included) in `locale`.
    public func entryCount(in locale: LocaleIdentifier) -> Int {
        tableIndex(locale).map { tables[$0].count } ?? 0
    }

    /// The number of text values (strings and array elements; not mappings) over all locales.
    public var messageCount: Int {
        tables.reduce(0) { $0 + $1.messageCount }
    }

    /// The type names (first key components) over all locales, sorted.
    public var typeNames: [String] {
        var names = Set<String>()
        for table in tables {
            for root in table.roots { names.insert(table.key(at: Int(root))) }
        }
        return names.sorted()
    }

    /// The keys of text values (strings and arrays) over all locales, sorted, each once.
    public var leafKeys: [String] {
        var keys = Set<String>()
        for table in tables {
            for (index, record) in table.records.enumerated() where record.kind != .mapping {
                keys.insert(table.key(at: index))
            }
        }
        return keys.sorted()
    }

    /// Takes the table's index, not the table: every use below borrows it from `tables`, where
    /// a parameter would copy it and retain all its buffers.
    private func entry(at index: Int, inTable tableIndex: Int, locale: LocaleIdentifier, key: String?)
        -> CatalogEntry
    {
        let record = tables[tableIndex].records[index]
        let path = files[Int(record.file)].path
        let file = Int(record.file)
        func text(start: UInt32, length: UInt32, inSource: Bool) -> String {
            guard inSource else { return tables[tableIndex].string(start: start, length: length) }
            return sources[file].withUnsafeBufferPointer { bytes in
                String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(start) + Int(length)]),
                    as: UTF8.self)
            }
        }
        let value: CatalogValue
        switch record.kind {
        case .string:
            value = .string(
                CatalogScalar(
                    text: text(
                        start: record.payloadStart, length: record.payloadCount,
                        inSource: record.valueInSource),
                    style: record.style,
                    location: SourceLocation(
                        file: path, line: Int(record.valueLine), column: Int(record.valueColumn)),
                    sourceRange: Int(record.sourceStart)..<Int(record.sourceEnd)))
        case .array:
            let elements = tables[tableIndex].elements[
                Int(record.payloadStart)..<Int(record.payloadStart + record.payloadCount)]
            value = .array(
                elements.map { element in
                    CatalogScalar(
                        text: text(
                            start: element.textStart, length: element.textLength, inSource: element.inSource),
                        style: element.style,
                        location: SourceLocation(
                            file: path, line: Int(element.line), column: Int(element.column)),
                        sourceRange: Int(element.sourceStart)..<Int(element.sourceEnd))
                })
        case .mapping:
            value = .mapping(tables[tableIndex].childNames(of: index))
        }
        return CatalogEntry(
            locale: locale, key: key ?? tables[tableIndex].key(at: index),
            keyLocation: SourceLocation(file: path, line: Int(record.keyLine), column: Int(record.keyColumn)),
            value: value)
    }
}

extension Catalog {
    // MARK: Building (`CatalogBuilder`)

    /// Adds a file and its bytes; its index is what entry records refer to.
    package mutating func addFile(_ file: ResourceFile, source: [UInt8]) -> UInt32 {
        files.append(file)
        sources.append(source)
        return UInt32(truncatingIfNeeded: files.count - 1)
    }

    /// Adds a locale with its entries and where its top-level key was written in each file.
    package mutating func setLocale(
        _ locale: LocaleIdentifier, entries: LocaleEntryTable, locations: [SourceLocation]
    ) {
        let position = locales.firstIndex { $0 >= locale } ?? locales.endIndex
        if position < locales.endIndex, locales[position] == locale {
            tables[position] = entries
        } else {
            locales.insert(locale, at: position)
            tables.insert(entries, at: position)
        }
        localeLocations[locale] = locations
    }

    /// Every locale's entries as views for whole-catalog walks, in `locales` order.
    package var entryViews: [LocaleEntriesView] {
        locales.indices.map { LocaleEntriesView(catalog: self, tableIndex: $0) }
    }

    /// The table at `index` of `tables`, for `LocaleEntriesView`.
    package func table(at index: Int) -> LocaleEntryTable { tables[index] }

    /// Calls `body` with file `index`'s bytes, for `LocaleEntriesView`.
    package func withSource<Result>(ofFile index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        sources[index].withUnsafeBufferPointer(body)
    }

    /// The entry of record `index` in table `tableIndex`, for `LocaleEntriesView`.
    package func entry(atRecord index: Int, inTable tableIndex: Int) -> CatalogEntry {
        entry(at: index, inTable: tableIndex, locale: locales[tableIndex], key: nil)
    }

    /// The path of file `index`, for locations made while building.
    package func path(ofFile index: UInt32) -> String {
        files[Int(index)].path
    }
}
