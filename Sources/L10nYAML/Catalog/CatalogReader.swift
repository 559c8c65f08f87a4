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
        let results = ConcurrentResults<Result<YAMLReadResult, ResourceInputError>>(count: paths.count)
        let reader = self.reader
        let chunks = min(concurrency, max(paths.count, 1))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < paths.count {
                let result = Result { () throws(ResourceInputError) -> YAMLReadResult in
                    try reader.read(path: paths[index])
                }
                results.set(index, result)
                index += chunks
            }
        }
        var builder = CatalogBuilder()
        var readDiagnostics: [Diagnostic] = []
        for (index, path) in paths.enumerated() {
            let result = try results.value(at: index).get()
            readDiagnostics.append(contentsOf: result.diagnostics)
            builder.add(
                root: result.root,
                file: ResourceFile(
                    path: path, byteCount: result.byteCount, ignoreComments: result.ignoreComments))
        }
        return CatalogReadResult(catalog: builder.catalog, diagnostics: readDiagnostics + builder.diagnostics)
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
