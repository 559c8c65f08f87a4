import L10nRuntime

/// One locale's entries as the catalog stores them, for walks over every entry.
///
/// A walk that made a `CatalogEntry` per entry would allocate its key, texts and locations
/// for every node of every locale, most of which it only looks at. The view hands out the
/// stored fields and the bytes of keys and texts instead; `entry(at:)` and `scalar(at:element:)`
/// make the values for the few entries a finding is about.
package struct LocaleEntriesView: Sendable {
    package let locale: LocaleIdentifier
    /// A copy of the catalog and of the locale's table (their buffers are shared, not
    /// copied), held once so that reading a record retains nothing.
    private let catalog: Catalog
    private let table: LocaleEntryTable
    private let tableIndex: Int

    package init(catalog: Catalog, tableIndex: Int) {
        self.catalog = catalog
        self.tableIndex = tableIndex
        table = catalog.table(at: tableIndex)
        locale = catalog.locales[tableIndex]
    }

    package var count: Int { table.count }
    package func kind(at index: Int) -> LocaleEntryTable.Kind { table.records[index].kind }
    /// The index in `Catalog.files` of the file the entry's key was written in.
    package func fileIndex(at index: Int) -> Int { Int(table.records[index].file) }
    /// The entry's type: its partition, the same number for every entry of one type name.
    package func partition(at index: Int) -> Int { Int(table.records[index].partition) }
    package var partitionCount: Int { table.partitionCount }

    /// Calls `body` with the UTF-8 bytes of a partition's type name.
    package func withPartitionName<Result>(
        _ partition: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let (start, length) = table.partitionName(partition)
        return table.text.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start) + Int(length)]))
        }
    }

    /// Replaces `buffer`'s contents with the entry's whole dotted key, as UTF-8.
    package func key(at index: Int, into buffer: inout [UInt8]) {
        let record = table.records[index]
        let (nameStart, nameLength) = table.partitionName(Int(record.partition))
        buffer.removeAll(keepingCapacity: true)
        table.text.withUnsafeBufferPointer { text in
            buffer.append(contentsOf: text[Int(nameStart)..<Int(nameStart) + Int(nameLength)])
            buffer.append(
                contentsOf: text[Int(record.keyStart)..<Int(record.keyStart) + Int(record.keyLength)])
        }
    }

    package func key(at index: Int) -> String { table.key(at: index) }

    package func keyLocation(at index: Int) -> SourceLocation {
        let record = table.records[index]
        return SourceLocation(
            file: catalog.files[Int(record.file)].path, line: Int(record.keyLine),
            column: Int(record.keyColumn))
    }

    /// Calls `body` with the bytes of each text of the entry: a string's (element `nil`), or
    /// each array element's with its index; nothing for a mapping.
    package func forEachText(at index: Int, _ body: (_ element: Int?, UnsafeBufferPointer<UInt8>) -> Void) {
        let record = table.records[index]
        switch record.kind {
        case .mapping:
            return
        case .string:
            withText(
                start: record.payloadStart, length: record.payloadCount, inSource: record.valueInSource,
                file: Int(record.file)
            ) { body(nil, $0) }
        case .array:
            for element in 0..<Int(record.payloadCount) {
                let stored = table.elements[Int(record.payloadStart) + element]
                withText(
                    start: stored.textStart, length: stored.textLength, inSource: stored.inSource,
                    file: Int(record.file)
                ) { body(element, $0) }
            }
        }
    }

    /// The entry at `key` (its whole dotted key, as UTF-8), without making a `String`.
    package func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? { table.find(key) }

    /// Calls `body` with each text of the entry as `forEachText(at:_:)` does, with its style.
    package func forEachScalar(
        at index: Int, _ body: (_ element: Int?, _ style: ScalarStyle, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let record = table.records[index]
        switch record.kind {
        case .mapping:
            return
        case .string:
            withText(
                start: record.payloadStart, length: record.payloadCount, inSource: record.valueInSource,
                file: Int(record.file)
            ) { body(nil, record.style, $0) }
        case .array:
            for element in 0..<Int(record.payloadCount) {
                let stored = table.elements[Int(record.payloadStart) + element]
                withText(
                    start: stored.textStart, length: stored.textLength, inSource: stored.inSource,
                    file: Int(record.file)
                ) { body(element, stored.style, $0) }
            }
        }
    }

    /// Whether the entry at `index` is a plain string with no text (an empty value, or a section
    /// with no keys yet), without making it.
    package func isEmptyPlainString(at index: Int) -> Bool {
        let record = table.records[index]
        return record.kind == .string && record.style == .plain && record.payloadCount == 0
    }

    /// Calls `body` with the name (the last key component, as UTF-8) and the index of each child
    /// of the mapping at `index`, in order, until `body` returns `false`; nothing for a string or
    /// an array.
    package func forEachChild(
        of index: Int, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ child: Int) -> Bool
    ) {
        let parent = table.records[index]
        guard parent.kind == .mapping else { return }
        var child = parent.payloadStart
        let prefix = Int(parent.keyLength) + 1
        table.text.withUnsafeBufferPointer { text in
            while child != LocaleEntryTable.none {
                let record = table.records[Int(child)]
                let start = Int(record.keyStart) + prefix
                let name = UnsafeBufferPointer(
                    rebasing: text[start..<Int(record.keyStart) + Int(record.keyLength)])
                guard body(name, Int(child)) else { return }
                child = record.nextSibling
            }
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

    /// The entry at `index`, made as `Catalog.entry(_:in:)` makes it.
    package func entry(at index: Int) -> CatalogEntry {
        catalog.entry(atRecord: index, inTable: tableIndex)
    }

    /// A text of the entry at `index`: its string (`element` `nil`) or one array element.
    package func scalar(at index: Int, element: Int?) -> CatalogScalar? {
        switch entry(at: index).value {
        case .string(let scalar): element == nil ? scalar : nil
        case .array(let elements): element.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        case .mapping: nil
        }
    }
}
