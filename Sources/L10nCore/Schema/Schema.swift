/// Everything the view-model sources need from the resources.
public struct Schema: Sendable, Hashable, Codable {
    /// Sorted by key, then location, so output is identical run to run.
    public var items: [SchemaItem]
    /// The Swift files that were read (after the prefilter and exclusions), sorted.
    public var scannedFiles: [String]
    /// Files that held at least one localized declaration, sorted.
    public var localizedFiles: [String]
    /// The keys the sources could not tell (a syntax error, a key built at run time), sorted:
    /// no writer acts on them (`UnreadScope`).
    public var unreadScopes: [UnreadScope]

    public init(
        items: [SchemaItem] = [], scannedFiles: [String] = [], localizedFiles: [String] = [],
        unreadScopes: [UnreadScope] = []
    ) {
        // The positions are sorted, not the items: an item is large, and each is moved once,
        // in place, so that no second array of all the items is alive beside the first (it was
        // a peak of `check`'s memory).
        var items = items
        let order = items.indices.sorted {
            (items[$0].key, items[$0].location) < (items[$1].key, items[$1].location)
        }
        Self.arrange(&items, in: order)
        self.items = items
        self.scannedFiles = scannedFiles
        self.localizedFiles = localizedFiles
        self.unreadScopes = unreadScopes.sorted()
    }

    /// Puts the item at `order[k]` at `k`, for every `k`, following each cycle of the
    /// permutation once.
    private static func arrange(_ items: inout [SchemaItem], in order: [Int]) {
        var placed = [Bool](repeating: false, count: items.count)
        for start in order.indices where !placed[start] {
            placed[start] = true
            guard order[start] != start else { continue }
            let first = items[start]
            var position = start
            while order[position] != start {
                items[position] = items[order[position]]
                position = order[position]
                placed[position] = true
            }
            items[position] = first
        }
    }

    /// A schema whose items are in schema order already (by key, then location), as a
    /// schema's own items are: they are not sorted again.
    public init(
        orderedItems items: [SchemaItem], scannedFiles: [String] = [], localizedFiles: [String] = [],
        unreadScopes: [UnreadScope] = []
    ) {
        self.items = items
        self.scannedFiles = scannedFiles
        self.localizedFiles = localizedFiles
        self.unreadScopes = unreadScopes.sorted()
    }

    /// The scopes of the namespaces in `namespaces` (and those covering every key): a part's
    /// share of the project's scopes.
    public func unreadScopes(of namespaces: some Sequence<String>) -> [UnreadScope] {
        guard !unreadScopes.isEmpty else { return [] }
        let wanted = Set(namespaces)
        return unreadScopes.filter { $0.namespace.map(wanted.contains) ?? true }
    }

    /// Items of two schemas in schema order, merged into one list in schema order.
    public static func merged(_ first: [SchemaItem], _ second: [SchemaItem]) -> [SchemaItem] {
        SortedMerge.merge(first, second) { ($0.key, $0.location) < ($1.key, $1.location) }
    }

    /// The type names that have at least one item, sorted.
    public var typeNames: [String] { Array(Set(items.map(\.typeName))).sorted() }
}
