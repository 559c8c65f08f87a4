/// Everything the view-model sources need from the resources.
public struct Schema: Sendable, Hashable, Codable {
    /// Sorted by key, then location, so output is identical run to run.
    public var items: [SchemaItem]
    /// The Swift files that were read (after the prefilter and exclusions), sorted.
    public var scannedFiles: [String]
    /// Files that held at least one localized declaration, sorted.
    public var localizedFiles: [String]

    public init(items: [SchemaItem] = [], scannedFiles: [String] = [], localizedFiles: [String] = []) {
        self.items = items.sorted { ($0.key, $0.location) < ($1.key, $1.location) }
        self.scannedFiles = scannedFiles
        self.localizedFiles = localizedFiles
    }

    /// The type names that have at least one item, sorted.
    public var typeNames: [String] { Array(Set(items.map(\.typeName))).sorted() }
}
