import L10nRuntime

/// Every resource of a project merged into one tree per locale.
///
/// Built by `CatalogBuilder` (module `L10nYAML`); the entries are keyed by their dotted key
/// path, and every intermediate mapping is an entry too, so a whole type or a plural
/// mapping can be found and located. Each key path is stored once for all locales
/// (`CatalogKeys`), and each locale's entries compactly by key (`LocaleEntryTable`); the
/// `CatalogEntry` values the accessors return are made on demand, so prefer one lookup per key
/// over repeated ones in hot loops.
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
    /// The key paths of every locale.
    private var keys = CatalogKeys()
    /// Each file's bytes, by file index: values written verbatim are read from here.
    private var sources: [[UInt8]] = []

    public init() {}

    private func tableIndex(_ locale: LocaleIdentifier) -> Int? {
        // Few locales, compared as short strings: a scan beats hashing the tag.
        locales.firstIndex(of: locale)
    }

    /// The entry at `key` in `locale`, without any fallback.
    public func entry(_ key: String, in locale: LocaleIdentifier) -> CatalogEntry? {
        guard let table = tableIndex(locale), let id = keys.find(key), tables[table].contains(id) else {
            return nil
        }
        return entry(id: id, inTable: table, key: key)
    }

    /// Whether `locale` has an entry at `key`, without making the entry.
    public func containsEntry(_ key: String, in locale: LocaleIdentifier) -> Bool {
        guard let table = tableIndex(locale), let id = keys.find(key) else { return false }
        return tables[table].contains(id)
    }

    /// Whether `key` in `locale` is a mapping whose children are all named by `isAccepted`
    /// (a plural mapping, for the names of the plural categories), without making the entry:
    /// the answer for a mapping of thousands of keys comes from its first child.
    public func isMapping(
        _ key: String, in locale: LocaleIdentifier, whoseChildNamesAll isAccepted: (String) -> Bool
    ) -> Bool {
        guard let table = tableIndex(locale), let id = keys.find(key),
            tables[table].slot(id)?.kind == .mapping
        else { return false }
        var any = false
        var all = true
        forEachChild(of: id, inTable: table) { name, _ in
            any = true
            all = isAccepted(String(decoding: name, as: UTF8.self))
            return all
        }
        return any && all
    }

    /// A locale's entries in the order they were read (files by path, then source order).
    public func entries(in locale: LocaleIdentifier) -> [CatalogEntry] {
        guard let table = tableIndex(locale) else { return [] }
        return tables[table].order.map { entry(id: $0, inTable: table, key: nil) }
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
        var ids = Set<UInt32>()
        for table in tables { ids.formUnion(table.roots) }
        return Set(ids.map(keys.string)).sorted()
    }

    /// The keys of text values (strings and arrays) over all locales, sorted, each once.
    public var leafKeys: [String] {
        var ids = Set<UInt32>()
        for table in tables {
            for id in table.order where table.slot(id)?.kind != .mapping { ids.insert(id) }
        }
        return Set(ids.map(keys.string)).sorted()
    }

    /// Takes the table's index, not the table: every use below borrows it from `tables`, where
    /// a parameter would copy it and retain all its buffers.
    private func entry(id: UInt32, inTable tableIndex: Int, key: String?) -> CatalogEntry {
        let slot = tables[tableIndex].slot(id)!
        let file = Int(slot.file)
        let path = files[file].path
        func text(start: UInt32, length: UInt32, inSource: Bool) -> String {
            guard inSource else { return tables[tableIndex].string(start: start, length: length) }
            return sources[file].withUnsafeBufferPointer { bytes in
                String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(start) + Int(length)]),
                    as: UTF8.self)
            }
        }
        let value: CatalogValue
        switch slot.kind! {
        case .string:
            let stored = tables[tableIndex].stringText(of: id, slot)
            value = .string(
                CatalogScalar(
                    text: text(start: stored.start, length: stored.length, inSource: stored.inSource),
                    style: slot.style,
                    location: SourceLocation(
                        file: path, line: Int(slot.valueLine), column: Int(slot.valueColumn)),
                    sourceRange: Int(slot.sourceStart)..<Int(slot.sourceEnd)))
        case .array:
            let elements = tables[tableIndex].elements[Int(slot.first)..<Int(slot.first + slot.second)]
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
            var names: [String] = []
            forEachChild(of: id, inTable: tableIndex) { name, _ in
                names.append(String(decoding: name, as: UTF8.self))
                return true
            }
            value = .mapping(names)
        }
        return CatalogEntry(
            locale: locales[tableIndex], key: key ?? keys.string(id),
            keyLocation: SourceLocation(file: path, line: Int(slot.keyLine), column: Int(slot.keyColumn)),
            value: value)
    }

    /// Calls `body` with the name (the key after its parent's, as UTF-8) and the id of each
    /// child of the mapping `id` in table `tableIndex`, in order, until `body` returns `false`.
    package func forEachChild(
        of id: UInt32, inTable tableIndex: Int,
        _ body: (_ name: UnsafeBufferPointer<UInt8>, _ child: UInt32) -> Bool
    ) {
        let table = tables[tableIndex]
        guard let parent = table.slot(id), parent.kind == .mapping else { return }
        // A child's key is its parent's plus "." and its name.
        let prefix = keys.length(of: id) + 1
        var child = parent.first
        while child != LocaleEntryTable.none {
            let proceed = keys.withBytes(of: child) {
                body(UnsafeBufferPointer(rebasing: $0[prefix...]), child)
            }
            guard proceed else { return }
            child = table.next(after: child)
        }
    }
}

extension Catalog {
    // MARK: Building (`CatalogBuilder`)

    /// Makes room for `count` more files at once, before they are added (`addFile`), so that
    /// the lists of files and of their bytes do not grow by doubling.
    package mutating func reserveFiles(_ count: Int) {
        files.reserveCapacity(files.count + count)
        sources.reserveCapacity(sources.count + count)
    }

    /// Adds a file and its bytes; its index is what entry records refer to.
    package mutating func addFile(_ file: ResourceFile, source: [UInt8]) -> UInt32 {
        files.append(file)
        sources.append(source)
        return UInt32(truncatingIfNeeded: files.count - 1)
    }

    /// Sets the key paths every locale's table is indexed by.
    package mutating func setKeys(_ keys: CatalogKeys) {
        self.keys = keys
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

    /// The key paths, for `LocaleEntriesView` and walks that judge each key once for every
    /// locale.
    package var keyPaths: CatalogKeys { keys }

    /// Calls `body` with file `index`'s bytes, for `LocaleEntriesView`.
    package func withSource<Result>(ofFile index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        sources[index].withUnsafeBufferPointer(body)
    }

    /// The entry at key `id` in table `tableIndex`, which must have it, for `LocaleEntriesView`.
    package func entry(id: UInt32, inTable tableIndex: Int) -> CatalogEntry {
        entry(id: id, inTable: tableIndex, key: nil)
    }

    /// The path of file `index`, for locations made while building.
    package func path(ofFile index: UInt32) -> String {
        files[Int(index)].path
    }
}
