import L10nCore

/// What of a namespace's schema items the layout of a project depends on (`ProjectLayout`):
/// the other namespaces its items read, which tie parts together, and the type names they name,
/// which are known types. Items that change and keep their shape leave the parts as they are.
public struct NamespaceShape: Sendable, Hashable {
    /// Sorted (`ProjectPartition.links(of:in:)`).
    public var links: [String]
    /// Sorted, each once.
    public var typeNames: [String]

    public init(links: [String], typeNames: [String]) {
        self.links = links
        self.typeNames = typeNames
    }

    /// The shape of `items`, the items of `namespace`.
    public init(items: some Sequence<SchemaItem>, in namespace: String) {
        links = ProjectPartition.links(of: items, in: namespace)
        typeNames = Set(items.lazy.map(\.typeName)).sorted()
    }
}
