import Foundation
import L10nCore

/// Reads every resource file under a set of roots into one `Catalog`.
///
/// Files are parsed concurrently, then merged in path order, so the catalog and its
/// diagnostics are identical whatever the order of the roots or the scheduling.
public struct CatalogReader: Sendable {
    public var reader: YAMLReader
    public var discovery: ResourceDiscovery
    /// How many files are parsed at once.
    public var concurrency: Int

    public init(
        reader: YAMLReader = YAMLReader(), discovery: ResourceDiscovery = ResourceDiscovery(),
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.reader = reader
        self.discovery = discovery
        self.concurrency = max(1, concurrency)
    }

    /// The catalog of every `.yml`/`.yaml` file under `roots`, and what was wrong in them.
    ///
    /// - Throws: `ResourceInputError` for a missing root or an unreadable file (exit status 2).
    public func read(roots: [String]) throws(ResourceInputError) -> CatalogReadResult {
        try read(files: discovery.files(under: roots))
    }

    /// The catalog of exactly these files, read in sorted order.
    ///
    /// Files are parsed on worker threads while the builder merges the ones before them, in
    /// path order, so each event log is merged while it is still in cache and only a window of
    /// logs is held at a time.
    public func read(files: [String]) throws(ResourceInputError) -> CatalogReadResult {
        let paths = Array(Set(files)).sorted()
        let reader = self.reader
        var builder = CatalogBuilder()
        var readDiagnostics: [Diagnostic] = []
        try ParallelMap.forEachInOrder(count: paths.count, concurrency: concurrency) { index in
            Result { () throws(ResourceInputError) -> YAMLParseResult in try reader.parse(path: paths[index])
            }
        } consume: { (index, parsed) throws(ResourceInputError) in
            let result = try parsed.get()
            readDiagnostics.append(contentsOf: result.diagnostics)
            builder.add(
                events: result.events,
                file: ResourceFile(
                    path: paths[index], byteCount: result.byteCount, ignoreComments: result.ignoreComments,
                    readUpTo: result.readUpTo))
        }
        var result = builder.finish()
        result.diagnostics = readDiagnostics + result.diagnostics
        return result
    }
}

extension CatalogReader {
    /// The catalog of in-memory files (path and content), read in path order as files on
    /// disk would be; for tools that already hold the bytes, and for tests.
    public func read(sources: [(path: String, bytes: [UInt8])]) -> CatalogReadResult {
        var builder = CatalogBuilder()
        var readDiagnostics: [Diagnostic] = []
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let parsed = reader.parse(bytes: source.bytes, path: source.path)
            readDiagnostics.append(contentsOf: parsed.diagnostics)
            builder.add(
                events: parsed.events,
                file: ResourceFile(
                    path: source.path, byteCount: source.bytes.count, ignoreComments: parsed.ignoreComments,
                    readUpTo: parsed.readUpTo))
        }
        var result = builder.finish()
        result.diagnostics = readDiagnostics + result.diagnostics
        return result
    }
}

/// A catalog and the diagnostics found while reading it.
public struct CatalogReadResult: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]

    public init(catalog: Catalog, diagnostics: [Diagnostic]) {
        self.catalog = catalog
        self.diagnostics = diagnostics
    }
}
