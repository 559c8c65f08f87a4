import L10nRuntime

/// One locale's entries as the catalog stores them, for walks over every entry.
///
/// A walk that made a `CatalogEntry` per entry would allocate its key, texts and locations
/// for every node of every locale, most of which it only looks at. The view hands out the
/// stored fields and the bytes of keys and texts instead; `entry(at:)` and `scalar(at:element:)`
/// make the values for the few entries a finding is about.
///
/// Entries are named by their key's id (`CatalogKeys`), the same in every locale of the
/// catalog: `id(atPosition:)` gives them in the order they were read.
package struct LocaleEntriesView: Sendable {
    package let locale: LocaleIdentifier
    /// A copy of the catalog and of the locale's table (their buffers are shared, not
    /// copied), held once so that reading a slot retains nothing.
    private let catalog: Catalog
    private let table: LocaleEntryTable
    private let keys: CatalogKeys
    private let tableIndex: Int

    package init(catalog: Catalog, tableIndex: Int) {
        self.catalog = catalog
        self.tableIndex = tableIndex
        table = catalog.table(at: tableIndex)
        keys = catalog.keyPaths
        locale = catalog.locales[tableIndex]
    }

    /// The number of entries.
    package var count: Int { table.count }
    /// The number of keys of the catalog (over all locales): ids are below it.
    package var keyCount: Int { keys.count }
    /// The id of the entry read `position`-th.
    package func id(atPosition position: Int) -> Int { Int(table.order[position]) }

    /// Whether the locale has an entry at key `id`.
    package func contains(_ id: Int) -> Bool { table.contains(UInt32(truncatingIfNeeded: id)) }
    package func kind(at id: Int) -> LocaleEntryTable.Kind { table.kind(at: id) }
    /// The index in `Catalog.files` of the file the entry's key was written in.
    package func fileIndex(at id: Int) -> Int { Int(table.slot(at: id).file) }
    /// The entry's type: the index of its key's first component, the same for every key of one
    /// type name.
    package func type(at id: Int) -> Int { keys.type(of: UInt32(truncatingIfNeeded: id)) }
    package var typeCount: Int { keys.typeCount }

    /// Calls `body` with the UTF-8 bytes of type `index`'s name.
    package func withTypeName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    {
        keys.withTypeName(index, body)
    }

    /// Calls `body` with the entry's whole dotted key, as UTF-8.
    package func withKey<Result>(at id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        keys.withBytes(of: UInt32(truncatingIfNeeded: id), body)
    }

    package func key(at id: Int) -> String { keys.string(UInt32(truncatingIfNeeded: id)) }

    package func keyLocation(at id: Int) -> SourceLocation {
        let slot = table.slot(at: id)
        return SourceLocation(
            file: catalog.files[Int(slot.file)].path, line: Int(slot.keyLine), column: Int(slot.keyColumn))
    }

    /// The number of texts `forEachText(at:_:)` gives for the entry: 1 for a string, an
    /// array's elements, none for a mapping or a key the locale lacks.
    package func textCount(at id: Int) -> Int {
        guard let slot = table.slot(UInt32(truncatingIfNeeded: id)) else { return 0 }
        switch slot.kind {
        case .string: return 1
        case .array: return Int(slot.second)
        case .mapping, nil: return 0
        }
    }

    /// Calls `body` with the bytes of each text of the entry: a string's (element `nil`), or
    /// each array element's with its index; nothing for a mapping.
    package func forEachText(at id: Int, _ body: (_ element: Int?, UnsafeBufferPointer<UInt8>) -> Void) {
        forEachScalar(at: id) { element, _, bytes in body(element, bytes) }
    }

    /// The entry at `key` (its whole dotted key, as UTF-8), without making a `String`.
    package func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let id = keys.find(key), table.contains(id) else { return nil }
        return Int(id)
    }

    /// Calls `body` with each text of the entry as `forEachText(at:_:)` does, with its style.
    package func forEachScalar(
        at id: Int, _ body: (_ element: Int?, _ style: ScalarStyle, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard table.contains(UInt32(truncatingIfNeeded: id)) else { return }
        let slot = table.slot(at: id)
        switch slot.kind {
        case .mapping, nil:
            return
        case .string:
            let stored = table.stringText(of: UInt32(truncatingIfNeeded: id), slot)
            withText(
                start: stored.start, length: stored.length, inSource: stored.inSource, file: Int(slot.file)
            ) {
                body(nil, slot.style, $0)
            }
        case .array:
            for element in 0..<Int(slot.second) {
                let stored = table.elements[Int(slot.first) + element]
                withText(
                    start: stored.textStart, length: stored.textLength, inSource: stored.inSource,
                    file: Int(slot.file)
                ) { body(element, stored.style, $0) }
            }
        }
    }

    /// Whether the entry at `id` is a plain string with no text (an empty value, or a section
    /// with no keys yet), without making it.
    package func isEmptyPlainString(at id: Int) -> Bool {
        guard let slot = table.slot(UInt32(truncatingIfNeeded: id)), slot.kind == .string,
            slot.style == .plain
        else { return false }
        return table.stringText(of: UInt32(truncatingIfNeeded: id), slot).length == 0
    }

    /// Calls `body` with the name (the last key component, as UTF-8) and the id of each child
    /// of the mapping at `id`, in order, until `body` returns `false`; nothing for a string or
    /// an array.
    package func forEachChild(of id: Int, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ child: Int) -> Bool)
    {
        guard table.contains(UInt32(truncatingIfNeeded: id)) else { return }
        let parent = table.slot(at: id)
        guard parent.kind == .mapping else { return }
        let prefix = keys.length(of: UInt32(truncatingIfNeeded: id)) + 1
        var child = parent.first
        while child != LocaleEntryTable.none {
            let proceed = keys.withBytes(of: child) {
                body(UnsafeBufferPointer(rebasing: $0[prefix...]), Int(child))
            }
            guard proceed else { return }
            child = table.next(after: child)
        }
    }

    private func withText(
        start: UInt32, length: UInt32, inSource: Bool, file: Int,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let range = Int(start)..<Int(start) + Int(length)
        if inSource {
            catalog.withSource(ofFile: file) { body(UnsafeBufferPointer(rebasing: $0[range])) }
        } else {
            table.text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }

    /// The entry at `id`, made as `Catalog.entry(_:in:)` makes it.
    package func entry(at id: Int) -> CatalogEntry {
        catalog.entry(id: UInt32(truncatingIfNeeded: id), inTable: tableIndex)
    }

    /// A text of the entry at `id`: its string (`element` `nil`) or one array element.
    package func scalar(at id: Int, element: Int?) -> CatalogScalar? {
        switch entry(at: id).value {
        case .string(let scalar): element == nil ? scalar : nil
        case .array(let elements): element.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        case .mapping: nil
        }
    }
}
