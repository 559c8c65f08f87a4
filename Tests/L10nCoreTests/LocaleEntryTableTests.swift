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
        var text = Array((copied ?? "").utf8)
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
            child = table.slots[Int(child)].next
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
}
