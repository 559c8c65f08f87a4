import L10nChecker
import L10nCore
import L10nRuntime
import L10nScanner
import L10nYAML

/// `ProjectEngine`'s parts, kept in memory (`PartStore`): a resource file's contents named by
/// the count of changes it has seen, a namespace by its items themselves (a part's inputs hold
/// the very arrays of `itemsByNamespace`, so comparing an unchanged part's items compares
/// storage, not items), and each part's catalog read again when a query first needs it.
struct EnginePartStore: PartStore {
    struct PartResult: Sendable {
        /// The part's catalog, read again when a query first needs it (`PartCatalog`).
        var catalog: PartCatalog
        /// After the policy (ignore comments in the part's files, severities), before the
        /// sources' ignore comments, which are applied to the whole project at once.
        var diagnostics: [Diagnostic]
        var coverage: CoverageTally
    }

    var parts: PartState<PartInputs<Int, [SchemaItem]>, PartResult>?
    /// Each changed file's version: the count of changes when it last changed (0: as first read).
    var versions: [String: Int] = [:]
    var summaries: [String: ProjectLayout.ResourceSummary] = [:]
    /// By resource file, where each of its locales is written: kept apart from its summary, so
    /// a line added above a locale moves its place without laying the parts out again.
    var localePlaces: [String: [LocaleIdentifier: [SourceLocation]]] = [:]
    /// Resource files changed since their summary was read.
    var stale: Set<String> = []
    /// The schema's items by namespace, made once per scan.
    var itemsByNamespace: [String: [SchemaItem]] = [:]
    /// The unsaved contents that replace files on disk, for the catalogs read again.
    var overlay: [String: [UInt8]] = [:]
    let reader: ProjectReader

    init(configuration: ProjectConfiguration) {
        reader = ProjectReader(configuration: configuration, concurrency: 1)
    }

    func summary(of path: String) -> ProjectLayout.ResourceSummary? { summaries[path] }

    func hasCurrentSummary(_ path: String) -> Bool { summaries[path] != nil && !stale.contains(path) }

    mutating func record(_ read: ResourceReadAlone) {
        let path = read.summary.path
        summaries[path] = read.summary
        localePlaces[path] = read.localePlaces
        stale.remove(path)
    }

    mutating func forgetResources(notIn paths: [String]) {
        // Every listed file that was stale is read by now: what stays stale is not a resource
        // file (a Swift file, the lock) or is gone.
        stale.removeAll()
        guard summaries.count != paths.count else { return }
        let listed = Set(paths)
        summaries = summaries.filter { listed.contains($0.key) }
        localePlaces = localePlaces.filter { listed.contains($0.key) }
    }

    func placesOfEachFile() -> [[LocaleIdentifier: [SourceLocation]]] { Array(localePlaces.values) }

    func schemaForLayout() -> (typeNames: [String], links: [String: [String]]) {
        (
            itemsByNamespace.values.flatMap { $0.map(\.typeName) },
            itemsByNamespace.mapValues { items in
                ProjectPartition.links(of: items, in: ProjectPartition.namespace(of: items[0].key))
            }
        )
    }

    func version(of path: String) -> Int { versions[path, default: 0] }

    func items(of namespace: String) -> [SchemaItem] { itemsByNamespace[namespace] ?? [] }

    var partKey: @Sendable (PartInputs<Int, [SchemaItem]>) -> PartInputs<Int, [SchemaItem]> { { $0 } }

    func resultMaker(for partition: ProjectPartition, checked: Int)
        -> @Sendable (Int, CatalogReadResult, [Diagnostic], CoverageTally) -> PartResult?
    {
        // The catalogs of a few parts checked again (an edit) are kept, for the queries that
        // follow it; those of many (the first build) are read again when asked for.
        let keepsCatalogs = checked <= 4
        let (overlay, reader) = (overlay, reader)
        return { position, read, diagnostics, coverage in
            PartResult(
                catalog: PartCatalog(
                    files: partition.parts[position].files, overlay: overlay, reader: reader,
                    keeping: keepsCatalogs ? read.catalog : nil),
                diagnostics: diagnostics, coverage: coverage)
        }
    }

    func diagnostics(of result: PartResult) -> [Diagnostic]? { result.diagnostics }

    func coverage(of results: [PartResult]) -> CoverageTally {
        results.reduce(CoverageTally()) { $0 + $1.coverage }
    }
}
