import Testing

@testable import L10nCore

@Suite struct LocaleEntryTableTests {
    private func intern(_ key: String, into keys: inout CatalogKeys) -> UInt32 {
        var key = key
        return key.withUTF8 { keys.intern($0) }
    }

    private func insert(
        _ key: String, keys: inout CatalogKeys, into table: inout LocaleEntryTable,
        parent: UInt32 = LocaleEntryTable.none, mapping: Bool = false, copied: String? = nil
    ) -> LocaleEntryTable.Insertion {
        let id = intern(key, into: &keys)
        if mapping {
            return table.insertCollection(
                id: id, isMapping: true, file: 0, keyLine: 1, keyColumn: 1, parent: parent)
        }
        let text = Array((copied ?? "").utf8)
        return text.withUnsafeBufferPointer { bytes in
            table.insertString(
                id: id, file: 0, keyLine: 1, keyColumn: 1,
                value: copied == nil ? .inSource(start: 0, length: 0) : .copy(bytes),
                at: LocaleEntryTable.ScalarPosition(
                    line: 1, column: 1, sourceStart: 0, sourceEnd: 0, style: .plain),
                parent: parent)
        }
    }

    private func id(_ insertion: LocaleEntryTable.Insertion) -> UInt32 {
        switch insertion {
        case .inserted(let id), .existing(let id): id
        }
    }

    /// The names of a mapping's children as `Catalog` makes them: each child's key after its
    /// parent's and a dot.
    private func childNames(of parent: UInt32, in table: LocaleEntryTable, keys: CatalogKeys) -> [String] {
        var names: [String] = []
        var child = table.slot(parent)!.first
        while child != LocaleEntryTable.none {
            names.append(String(keys.string(child).dropFirst(keys.length(of: parent) + 1)))
            child = table.next(after: child)
        }
        return names
    }

    @Test func internsEveryKeyOfManyTypesOnceAndFindsIt() {
        var keys = CatalogKeys()
        // Enough keys for the index to grow several times.
        for type in 0..<700 {
            #expect(intern("Type\(type)", into: &keys) == UInt32(keys.count - 1))
            for property in 0..<(type % 40) { _ = intern("Type\(type).p\(property)", into: &keys) }
        }
        let count = keys.count
        for type in stride(from: 0, to: 700, by: 7) {
            #expect(keys.find("Type\(type)").map(keys.string) == "Type\(type)")
            for property in 0..<(type % 40) {
                let key = "Type\(type).p\(property)"
                #expect(keys.find(key).map(keys.string) == key)
                // Interning a known key gives its id and adds nothing.
                #expect(intern(key, into: &keys) == keys.find(key))
                #expect(keys.type(of: keys.find(key)!) == keys.type(of: keys.find("Type\(type)")!))
            }
            #expect(keys.find("Type\(type).p\(type % 40)") == nil)
        }
        #expect(keys.count == count)
        #expect(keys.typeCount == 700)
        #expect(keys.find("Unknown.p0") == nil)
        #expect(keys.find("Type1") != nil && keys.find("Type1.") == nil)
    }

    @Test func aSecondInsertionGivesTheExistingEntry() {
        var keys = CatalogKeys()
        var table = LocaleEntryTable()
        let type = id(insert("T", keys: &keys, into: &table, mapping: true))
        _ = insert("T.p1", keys: &keys, into: &table, parent: type)
        guard case .existing(let existing) = insert("T.p1", keys: &keys, into: &table, parent: type) else {
            Issue.record("a second T.p1 was inserted")
            return
        }
        #expect(keys.string(existing) == "T.p1")
        #expect(table.count == 2)
    }

    @Test func childrenAreListedInInsertionOrder() {
        var keys = CatalogKeys()
        var table = LocaleEntryTable()
        let type = id(insert("T", keys: &keys, into: &table, mapping: true))
        let group = id(insert("T.group", keys: &keys, into: &table, parent: type, mapping: true))
        _ = insert("T.group.b", keys: &keys, into: &table, parent: group)
        _ = insert("T.title", keys: &keys, into: &table, parent: type)
        _ = insert("T.group.a", keys: &keys, into: &table, parent: group)
        #expect(childNames(of: type, in: table, keys: keys) == ["group", "title"])
        #expect(childNames(of: group, in: table, keys: keys) == ["b", "a"])
        #expect(table.roots.count == 1)
        #expect(table.messageCount == 3)
        #expect(table.order.map(keys.string) == ["T", "T.group", "T.group.b", "T.title", "T.group.a"])
    }

    /// A locale's table is indexed by the ids of every locale's keys: a key only another locale
    /// has is absent here, and so is one beyond the table's end.
    @Test func keysOfOtherLocalesAreAbsent() {
        var keys = CatalogKeys()
        var english = LocaleEntryTable()
        var german = LocaleEntryTable()
        let type = id(insert("T", keys: &keys, into: &english, mapping: true))
        _ = insert("T.only", keys: &keys, into: &english, parent: type)
        let germanType = id(insert("T", keys: &keys, into: &german, mapping: true))
        #expect(germanType == type)
        let late = id(insert("T.late", keys: &keys, into: &german, parent: germanType, copied: "spät"))
        #expect(!german.contains(keys.find("T.only")!))
        #expect(!english.contains(late))
        #expect(german.contains(late) && german.slot(late)!.isCopied)
        let text = german.copiedText(of: late)
        #expect(german.string(start: text.start, length: text.length) == "spät")
    }

    /// Where an entry was written, as the builder passes it in.
    struct WrittenPosition: Sendable {
        var file: UInt32
        var keyLine: UInt32
        var keyColumn: UInt32
        var valueLine: UInt32
        var valueColumn: UInt32
        var start: UInt32
        var length: UInt32
        var style: ScalarStyle
    }

    /// A slot packs its positions into 20 bytes when they fit and keeps them beside the table
    /// when they do not: either way a lookup gives back every position it was given, at each
    /// limit of the packing and one past it.
    @Test(arguments: [
        WrittenPosition(
            file: 0, keyLine: 1, keyColumn: 1, valueLine: 1, valueColumn: 7, start: 10, length: 5,
            style: .plain),
        WrittenPosition(
            file: 0xFFFF, keyLine: 0xFF_FFFF, keyColumn: 0xFFFF, valueLine: 0xFF_FFFF + 0xF,
            valueColumn: 0xFFF,
            start: 0, length: 0xFFFF, style: .doubleQuoted),
        WrittenPosition(
            file: 0x1_0000, keyLine: 3, keyColumn: 1, valueLine: 3, valueColumn: 5, start: 20, length: 4,
            style: .singleQuoted),
        WrittenPosition(
            file: 1, keyLine: 0x100_0000, keyColumn: 1, valueLine: 0x100_0000, valueColumn: 5, start: 20,
            length: 4, style: .literal),
        WrittenPosition(
            file: 1, keyLine: 3, keyColumn: 0x1_0000, valueLine: 3, valueColumn: 5, start: 20, length: 4,
            style: .folded),
        WrittenPosition(
            file: 1, keyLine: 3, keyColumn: 1, valueLine: 3 + 0x10, valueColumn: 5, start: 20, length: 4,
            style: .plain),
        WrittenPosition(
            file: 1, keyLine: 3, keyColumn: 1, valueLine: 3, valueColumn: 0x1000, start: 20, length: 4,
            style: .plain),
        WrittenPosition(
            file: 1, keyLine: 3, keyColumn: 1, valueLine: 3, valueColumn: 5, start: 20, length: 0x1_0000,
            style: .plain),
        WrittenPosition(
            file: 1, keyLine: 9, keyColumn: 4, valueLine: 8, valueColumn: 5, start: 0xFFFF_FF00, length: 0xFF,
            style: .doubleQuoted),
    ])
    func positionsRoundTrip(_ position: WrittenPosition) {
        var keys = CatalogKeys()
        var table = LocaleEntryTable()
        let type = intern("T", into: &keys)
        _ = table.insertCollection(
            id: type, isMapping: true, file: position.file, keyLine: position.keyLine,
            keyColumn: position.keyColumn, parent: LocaleEntryTable.none)
        let string = intern("T.s", into: &keys)
        _ = table.insertString(
            id: string, file: position.file, keyLine: position.keyLine, keyColumn: position.keyColumn,
            value: .inSource(start: position.start, length: position.length),
            at: LocaleEntryTable.ScalarPosition(
                line: position.valueLine, column: position.valueColumn, sourceStart: position.start,
                sourceEnd: position.start + position.length, style: position.style),
            parent: type)
        let list = intern("T.list", into: &keys)
        _ = table.insertCollection(
            id: list, isMapping: false, file: position.file, keyLine: position.keyLine,
            keyColumn: position.keyColumn, parent: type)
        for _ in 0..<3 {
            table.appendElement(
                .inSource(start: 0, length: 1),
                at: LocaleEntryTable.ScalarPosition(
                    line: 1, column: 1, sourceStart: 0, sourceEnd: 1, style: .plain),
                to: list)
        }

        let slot = table.slot(string)!
        #expect(slot.kind == .string && slot.style == position.style && !slot.isCopied)
        #expect(slot.file == position.file)
        #expect(slot.keyLine == position.keyLine && slot.keyColumn == position.keyColumn)
        #expect(slot.valueLine == position.valueLine && slot.valueColumn == position.valueColumn)
        #expect(slot.sourceStart == position.start && slot.sourceEnd == position.start + position.length)
        #expect(slot.next == list)
        let mapping = table.slot(type)!
        #expect(mapping.kind == .mapping && mapping.first == string && mapping.second == list)
        #expect(mapping.file == position.file && mapping.keyLine == position.keyLine)
        #expect(mapping.keyColumn == position.keyColumn)
        let array = table.slot(list)!
        #expect(array.kind == .array && array.first == 0 && array.second == 3)
        #expect(array.next == LocaleEntryTable.none && table.next(after: list) == LocaleEntryTable.none)
        #expect(array.file == position.file && array.keyColumn == position.keyColumn)
        #expect(
            table.kind(at: Int(list)) == .array && table.slot(at: Int(string)).keyLine == position.keyLine)
    }
}
