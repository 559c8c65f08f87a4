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
    public func read(files: [String]) throws(ResourceInputError) -> CatalogReadResult {
        let paths = Array(Set(files)).sorted()
        let reader = self.reader
        let results = ParallelMap.map(count: paths.count, concurrency: concurrency) { index in
            Result { () throws(ResourceInputError) -> YAMLParseResult in try reader.parse(path: paths[index])
            }
        }
        let logs = results.compactMap { try? $0.get().events }
        var builder = CatalogBuilder(expectedEntriesPerLocale: CatalogBuilder.estimateEntriesPerLocale(logs))
        var readDiagnostics: [Diagnostic] = []
        for (index, path) in paths.enumerated() {
            let result = try results[index].get()
            readDiagnostics.append(contentsOf: result.diagnostics)
            builder.add(
                events: result.events,
                file: ResourceFile(
                    path: path, byteCount: result.byteCount, ignoreComments: result.ignoreComments))
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
        let sorted = sources.sorted { $0.path < $1.path }
        let parsed = sorted.map { reader.parse(bytes: $0.bytes, path: $0.path) }
        var builder = CatalogBuilder(
            expectedEntriesPerLocale: CatalogBuilder.estimateEntriesPerLocale(parsed.map(\.events)))
        for (source, result) in zip(sorted, parsed) {
            builder.add(
                events: result.events,
                file: ResourceFile(
                    path: source.path, byteCount: source.bytes.count, ignoreComments: result.ignoreComments))
        }
        var result = builder.finish()
        result.diagnostics = parsed.flatMap(\.diagnostics) + result.diagnostics
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
