import L10nCore
import Testing

/// A schema's items are in one order (by key, then location) however they were put together.
@Suite struct SchemaOrderTests {
    private func item(_ key: String, _ file: String, _ line: Int) -> SchemaItem {
        SchemaItem(
            key: key, kind: .string, typeName: String(key.prefix { $0 != "." }), propertyName: key,
            location: SourceLocation(file: file, line: line, column: 1))
    }

    @Test func mergingTwoOrderedListsIsSortingTheirUnion() {
        let all = [
            item("A.b", "A.swift", 3), item("A.b", "B.swift", 1), item("A-x.y", "X.swift", 2),
            item("AB.c", "AB.swift", 1), item("Z.z", "Z.swift", 9), item("A.a", "A.swift", 1),
        ]
        // Every split of the items into two lists merges to the order a schema sorts them in.
        for mask in 0..<(1 << all.count) {
            let first = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            let second = all.indices.filter { mask & (1 << $0) == 0 }.map { all[$0] }
            let merged = Schema.merged(Schema(items: first).items, Schema(items: second).items)
            #expect(merged == Schema(items: all).items)
            #expect(Schema(orderedItems: merged).items == merged)
        }
    }
}
