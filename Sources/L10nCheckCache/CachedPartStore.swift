import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

/// The check cache's parts, as the index keeps them on disk (`PartStore`): a resource file's
/// contents and a namespace's items named by their digests, each part keyed by the digest of
/// its inputs (`PartInputs.fingerprint`) and keeping its findings archived
/// (`DiagnosticArchive`) with its coverage counts. `PartUpdate` brings it up to date as it
/// does `ProjectEngine`'s; this type only reads and writes the index's records.
struct CachedPartStore: PartStore {
    var parts: CheckCacheIndex.LayoutRecord?
    /// Every input file's stamp and digest, as stamped this run.
    let files: [String: CheckCacheIndex.StampedDigest]
    /// By resource file: its digest when read, its locales and where they are written, its
    /// type names.
    private(set) var resources: [String: CheckCacheIndex.ResourceRecord]
    /// The scan's namespaces, each with the digest of its items.
    let namespaces: [String: CheckCacheIndex.NamespaceSummary]
    /// What every part depends on besides its own inputs: the tool, the settings, whether the
    /// project has sources.
    let projectDigest: ContentDigest

    init(
        parts: CheckCacheIndex.LayoutRecord?, files: [String: CheckCacheIndex.StampedDigest],
        resources: [String: CheckCacheIndex.ResourceRecord],
        namespaces: [String: CheckCacheIndex.NamespaceSummary],
        projectDigest: ContentDigest
    ) {
        self.parts = parts
        self.files = files
        self.resources = resources
        self.namespaces = namespaces
        self.projectDigest = projectDigest
    }

    func summary(of path: String) -> ProjectLayout.ResourceSummary? { resources[path]?.summary(path: path) }

    func hasCurrentSummary(_ path: String) -> Bool {
        guard let recorded = resources[path]?.digest else { return false }
        return recorded == files[path]?.digest
    }

    mutating func record(_ read: ResourceReadAlone) {
        let path = read.summary.path
        let places = read.read.catalog.locales.map { locale in
            (read.localePlaces[locale] ?? []).map { "\($0.line):\($0.column)" }.joined(separator: ",")
        }
        resources[path] = CheckCacheIndex.ResourceRecord(
            digest: files[path]!.digest, locales: read.summary.locales, localePlaces: places,
            typeNames: read.summary.namespaces, keysAfterStop: read.summary.keysAfterStop)
    }

    mutating func forgetResources(notIn paths: [String]) {
        guard resources.count != paths.count else { return }
        let listed = Set(paths)
        resources = resources.filter { listed.contains($0.key) }
    }

    func placesOfEachFile() -> [[LocaleIdentifier: [SourceLocation]]] {
        resources.map { path, record in
            var places: [LocaleIdentifier: [SourceLocation]] = [:]
            for (tag, written) in zip(record.locales, record.localePlaces) {
                guard let locale = LocaleIdentifier(tag) else { continue }
                for place in written.split(separator: ",") {
                    let numbers = place.split(separator: ":").compactMap { Int($0) }
                    guard numbers.count == 2 else { continue }
                    places[locale, default: []].append(
                        SourceLocation(file: path, line: numbers[0], column: numbers[1]))
                }
            }
            return places
        }
    }

    func schemaForLayout() -> (typeNames: [String], links: [String: [String]]) {
        (namespaces.values.flatMap(\.typeNames), namespaces.mapValues(\.links))
    }

    func version(of path: String) -> ContentDigest { files[path]!.digest }

    func items(of namespace: String) -> ContentDigest? { namespaces[namespace]?.digest }

    var partKey: @Sendable (PartInputs<ContentDigest, ContentDigest?>) -> ContentDigest {
        let projectDigest = projectDigest
        return { $0.fingerprint(projectWide: projectDigest) }
    }

    func resultMaker(for partition: ProjectPartition, checked: Int)
        -> @Sendable (Int, CatalogReadResult, [Diagnostic], CoverageTally) -> CheckCacheIndex.PartRecord?
    {
        { _, read, kept, coverage in
            .init(
                diagnosticCount: kept.count, diagnostics: DiagnosticArchive.encode(kept), coverage: coverage,
                leafKeyCount: read.catalog.leafKeys.count)
        }
    }

    func diagnostics(of result: CheckCacheIndex.PartRecord) -> [Diagnostic]? {
        result.diagnosticCount > 0 ? DiagnosticArchive.decode(result.diagnostics) : []
    }

    func coverage(of results: [CheckCacheIndex.PartRecord]) -> CoverageTally {
        var sum = CoverageSum()
        for record in results { sum.add(record) }
        return sum.tally
    }
}
