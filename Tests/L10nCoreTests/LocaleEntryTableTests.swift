import Testing

@testable import L10nCore

@Suite struct LocaleEntryTableTests {
    private func insert(
        _ key: String, into table: inout LocaleEntryTable, parent: UInt32 = LocaleEntryTable.none,
        mapping: Bool = false
    ) -> LocaleEntryTable.Insertion {
        var key = key
        return key.withUTF8 { bytes in
            mapping
                ? table.insertCollection(
                    key: bytes, isMapping: true, file: 0, keyLine: 1, keyColumn: 1, parent: parent)
                : table.insertString(
                    key: bytes, file: 0, keyLine: 1, keyColumn: 1, value: .inSource(start: 0, length: 0),
                    at: LocaleEntryTable.ScalarPosition(
                        line: 1, column: 1, sourceStart: 0, sourceEnd: 0, style: .plain),
                    parent: parent)
        }
    }

    private func index(_ insertion: LocaleEntryTable.Insertion) -> UInt32 {
        switch insertion {
        case .inserted(let index), .existing(let index): UInt32(index)
        }
    }

    @Test func findsEveryKeyOfManyTypesAndReportsTheExistingOne() {
        var table = LocaleEntryTable()
        // Enough types and keys per type for both index levels to grow several times.
        for type in 0..<700 {
            let parent = index(insert("Type\(type)", into: &table, mapping: true))
            for property in 0..<(type % 40) {
                guard case .inserted = insert("Type\(type).p\(property)", into: &table, parent: parent) else {
                    Issue.record("Type\(type).p\(property) inserted twice")
                    return
                }
            }
        }
        for type in stride(from: 0, to: 700, by: 7) {
            #expect(table.find("Type\(type)").map(table.key(at:)) == "Type\(type)")
            for property in 0..<(type % 40) {
                let key = "Type\(type).p\(property)"
                #expect(table.find(key).map(table.key(at:)) == key)
            }
            #expect(table.find("Type\(type).p\(type % 40)") == nil)
        }
        #expect(table.find("Unknown.p0") == nil)
        #expect(table.find("Type1") != nil && table.find("Type1.") == nil)
        guard case .existing(let existing) = insert("Type3.p1", into: &table) else {
            Issue.record("a second Type3.p1 was inserted")
            return
        }
        #expect(table.key(at: existing) == "Type3.p1")
    }

    @Test func childrenAreListedInInsertionOrder() {
        var table = LocaleEntryTable()
        let type = index(insert("T", into: &table, mapping: true))
        let group = index(insert("T.group", into: &table, parent: type, mapping: true))
        _ = insert("T.group.b", into: &table, parent: group)
        _ = insert("T.title", into: &table, parent: type)
        _ = insert("T.group.a", into: &table, parent: group)
        #expect(table.childNames(of: Int(type)) == ["group", "title"])
        #expect(table.childNames(of: Int(group)) == ["b", "a"])
        #expect(table.roots.count == 1)
        #expect(table.messageCount == 3)
    }
}
