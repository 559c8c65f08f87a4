import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nScanner
import L10nYAML

/// What a project is at one moment: its configuration, the catalog its resources make, the
/// schema its sources declare and every finding after the configuration's policy, sorted as
/// `check` prints them. Fix planning, coverage and an editor's queries are answered from it
/// without reading a file again.
///
/// A snapshot made by a whole analysis (`ProjectAnalyzer`) holds one catalog; one kept by a
/// `ProjectEngine` holds a catalog per part, so that an edit re-reads only its part. The
/// queries look a key up in its part's catalog; `catalog`, the whole project's, is then put
/// together from the parts' file contents the first time it is asked for.
public struct ProjectSnapshot: Sendable {
    public var configuration: ProjectConfiguration
    /// `nil` when the project has no sources: only the resources were checked.
    public var schema: Schema?
    public var diagnostics: [Diagnostic]
    /// The counts `locale-coverage` judges (needed keys, and translated ones per locale);
    /// `nil` without sources, or when the snapshot's maker did not count them.
    public var coverage: CoverageTally?
    /// The CLDR data the checks used (plural rules, parent locales), for the queries that
    /// follow a fallback chain; `nil` when the snapshot's maker did not load it.
    public var localeData: LocaleDataStore?
    /// The project's `l10nc.lock` as the checks read it (`nil`: none, or not read), and where it
    /// is or would be (`ProjectLock.path`; `nil` without a configuration file). Fixes that
    /// record stubs and fills in it start from this.
    public var lock: TranslationLock?
    public var lockPath: String?
    /// The type names of the schema and the catalog together (what `file-type-mismatch` knows),
    /// when the snapshot's maker found them; `nil` otherwise.
    public internal(set) var knownTypeNames: Set<String>?
    /// The Swift sources as a whole analysis scanned them (the schema, the scanner's findings
    /// and `// l10nc:ignore` comments), for analysing again after writing only resources
    /// (`ProjectAnalyzer.analyze(reusingSourcesOf:)`); `nil` from other makers.
    public var sourceScan: ScanResult?
    /// The parts the catalog is split into; one part holding every file for a whole analysis.
    public let parts: [ProjectPart]
    private let partOfNamespace: [String: Int]
    private let partOfFile: [String: Int]
    private let wholeCatalog: WholeCatalog

    public init(
        configuration: ProjectConfiguration, catalog: Catalog, schema: Schema?, diagnostics: [Diagnostic],
        coverage: CoverageTally? = nil, localeData: LocaleDataStore? = nil
    ) {
        self.configuration = configuration
        self.schema = schema
        self.diagnostics = diagnostics
        self.coverage = coverage
        self.localeData = localeData
        parts = [ProjectPart(files: catalog.files.map(\.path), namespaces: [], catalog: catalog)]
        partOfNamespace = [:]
        partOfFile = [:]
        wholeCatalog = WholeCatalog(catalog)
    }

    /// A snapshot of parts (`ProjectEngine`).
    init(
        configuration: ProjectConfiguration, parts: [ProjectPart], schema: Schema?, diagnostics: [Diagnostic],
        coverage: CoverageTally?, localeData: LocaleDataStore?
    ) {
        self.configuration = configuration
        self.schema = schema
        self.diagnostics = diagnostics
        self.coverage = coverage
        self.localeData = localeData
        self.parts = parts
        var partOfNamespace: [String: Int] = [:]
        var partOfFile: [String: Int] = [:]
        for (index, part) in parts.enumerated() {
            for namespace in part.namespaces { partOfNamespace[namespace] = index }
            for file in part.files { partOfFile[file] = index }
        }
        self.partOfNamespace = partOfNamespace
        self.partOfFile = partOfFile
        wholeCatalog = WholeCatalog(parts: parts, reader: ProjectReader(configuration: configuration))
    }

    /// Every resource of the project in one catalog.
    public var catalog: Catalog { wholeCatalog.catalog }

    /// The catalog that holds every entry of `key` (in every locale): its part's.
    public func catalog(holding key: String) -> Catalog {
        if parts.count == 1 { return parts[0].catalog }
        guard let index = partOfNamespace[ProjectPartition.namespace(of: key)] else { return Catalog() }
        return parts[index].catalog
    }

    /// The catalogs that can hold a key starting with `prefix`: those of the parts whose
    /// namespaces the prefix allows (every part's for a prefix without a dot that names no
    /// namespace's start).
    public func catalogs(holdingKeysStartingWith prefix: String) -> [Catalog] {
        if parts.count == 1 { return [parts[0].catalog] }
        let namespace = prefix.firstIndex(of: ".").map { String(prefix[..<$0]) }
        return parts.filter { part in
            part.namespaces.contains { name in
                // A namespace is a first component, or (a dotted key at the top of a locale)
                // longer: either way it starts with the prefix's first component.
                guard let namespace else { return name.hasPrefix(prefix) }
                return name == namespace || name.hasPrefix(namespace + ".")
            }
        }.map(\.catalog)
    }

    /// The catalog that holds every entry of resource file `path`: its part's.
    public func catalog(ofFile path: String) -> Catalog {
        if parts.count == 1 { return parts[0].catalog }
        return partOfFile[path].map { parts[$0].catalog } ?? Catalog()
    }

    /// The unread scope that covers `key` (a Swift or YAML syntax error, a key built at run
    /// time), if any: no writer acts on the key (`UnreadScope`).
    public func unreadScope(covering key: String) -> UnreadScope? {
        if let scope = schema?.unreadScopes.scope(covering: key) { return scope }
        return catalog(holding: key).unreadScopes.scope(covering: key)
    }

    /// The default locale the checks and fixes use.
    public var defaultLocale: LocaleIdentifier { configuration.checkConfiguration.defaultLocale }
}

/// The whole project's catalog of a snapshot: given, or put together from its parts' file
/// contents once, when first asked for (an editor's queries never need it; fix planning does).
private final class WholeCatalog: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var made: Catalog?
    private let parts: [ProjectPart]
    private let reader: ProjectReader?

    init(_ catalog: Catalog) {
        made = catalog
        parts = []
        reader = nil
    }

    init(parts: [ProjectPart], reader: ProjectReader) {
        self.parts = parts
        self.reader = reader
    }

    var catalog: Catalog {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        // The parts' files read together, as the parts read them (`PartCatalog`).
        var files: [String] = []
        var overlay: [String: [UInt8]] = [:]
        for part in parts {
            let toRead = part.source.filesToRead
            files += toRead.files
            overlay.merge(toRead.overlay) { first, _ in first }
        }
        let catalog = reader?.read(files.sorted(), overlay: overlay).catalog ?? Catalog()
        made = catalog
        return catalog
    }
}
