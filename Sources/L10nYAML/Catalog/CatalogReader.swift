import Foundation
import L10nCore
import L10nRuntime

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
        concurrency: Int = ParallelMap.processorCount
    ) {
        self.reader = reader
        self.discovery = discovery
        self.concurrency = max(1, concurrency)
    }

    /// The catalog of every `.yml`/`.yaml` file under `roots`, and what was wrong in them.
    ///
    /// - Throws: `ResourceInputError` for a root that is missing or cannot be listed (exit
    ///   status 2); a file under it that cannot be read is an `unreadable-file` finding.
    public func read(roots: [String]) throws(ResourceInputError) -> CatalogReadResult {
        read(files: try discovery.files(under: roots))
    }

    /// The catalog of exactly these files, read in sorted order, each from `overlay` where it
    /// holds the file's content (an editor's unsaved buffer), else from disk; a file in `parsed`
    /// is not parsed again (a parse with this reader's limits, made by whoever holds its bytes:
    /// an edited document's, `ResourceDocument.parse`).
    ///
    /// Files are parsed on worker threads while the builder merges the ones before them, in
    /// path order, so each event log is merged while it is still in cache and only a window of
    /// logs is held at a time. A file that cannot be read is an `unreadable-file` finding
    /// (`YAMLReader.parseResource(path:)`). With `locales`, only those locales' sections are read
    /// (`CatalogBuilder.init(locales:)`).
    public func read(
        files: [String], overlay: [String: [UInt8]] = [:], parsed: [String: YAMLParseResult] = [:],
        locales: Set<LocaleIdentifier>? = nil
    ) -> CatalogReadResult {
        let paths = Array(Set(files)).sorted()
        let reader = self.reader
        var builder = locales.map(CatalogBuilder.init(locales:)) ?? CatalogBuilder()
        builder.reserveCapacity(forFiles: paths.count)
        var readDiagnostics: [Diagnostic] = []
        ParallelMap.forEachInOrder(count: paths.count, concurrency: concurrency) { index in
            let path = paths[index]
            if let done = parsed[path] { return done }
            guard let bytes = overlay[path] else { return reader.parseResource(path: path) }
            return reader.parse(bytes: bytes, path: path)
        } consume: { index, result in
            readDiagnostics.append(contentsOf: result.diagnostics)
            builder.add(
                events: result.events,
                file: ResourceFile(
                    path: paths[index], byteCount: result.byteCount, ignoreComments: result.ignoreComments,
                    readUpTo: result.readUpTo, keysAfterStop: result.keysAfterStop))
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
        builder.reserveCapacity(forFiles: sources.count)
        var readDiagnostics: [Diagnostic] = []
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let parsed = reader.parse(bytes: source.bytes, path: source.path)
            readDiagnostics.append(contentsOf: parsed.diagnostics)
            builder.add(
                events: parsed.events,
                file: ResourceFile(
                    path: source.path, byteCount: source.bytes.count, ignoreComments: parsed.ignoreComments,
                    readUpTo: parsed.readUpTo, keysAfterStop: parsed.keysAfterStop))
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
