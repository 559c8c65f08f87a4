import L10nCore

/// One part of a project (`ProjectPartition`): resource files and the namespaces (first key
/// components) they define or the schema needs, with the catalog of exactly those files. No
/// key of a part is read or needed by another, so a key's entries, in every locale, are all
/// in the catalog of the part that holds its namespace.
public struct ProjectPart: Sendable {
    /// Sorted.
    public var files: [String]
    /// Sorted.
    public var namespaces: [String]
    public var catalog: Catalog

    public init(files: [String], namespaces: [String], catalog: Catalog) {
        self.files = files
        self.namespaces = namespaces
        self.catalog = catalog
    }
}
