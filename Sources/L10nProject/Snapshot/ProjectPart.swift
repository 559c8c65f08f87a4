import L10nCore

/// One part of a project (`ProjectPartition`): resource files and the namespaces (first key
/// components) they define or the schema needs, with the catalog of exactly those files. No
/// key of a part is read or needed by another, so a key's entries, in every locale, are all
/// in the catalog of the part that holds its namespace.
///
/// A part kept by a `ProjectEngine` reads its catalog again when first asked for
/// (`PartCatalog`): the engine keeps what its checks found, not every part's catalog.
public struct ProjectPart: Sendable {
    /// Sorted.
    public var files: [String]
    /// Sorted.
    public var namespaces: [String]
    /// The catalog of exactly the part's files.
    public var catalog: Catalog { source.catalog }
    let source: PartCatalog

    public init(files: [String], namespaces: [String], catalog: Catalog) {
        self.files = files
        self.namespaces = namespaces
        source = PartCatalog(catalog)
    }

    /// A part whose catalog is `source`'s.
    init(files: [String], namespaces: [String], source: PartCatalog) {
        self.files = files
        self.namespaces = namespaces
        self.source = source
    }
}
