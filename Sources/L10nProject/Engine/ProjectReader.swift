import Foundation
import L10nChecker
import L10nCore
import L10nRuntime
import L10nScanner
import L10nYAML

/// How a project's files are listed and read, in one place: the resource reader and the
/// source scanner set up from the configuration (size limits, exclusions), and the contents
/// of a file taken from an editor's unsaved buffer where one replaces it. The whole analysis
/// (`ProjectAnalyzer`), the engine (`ProjectEngine`) and the on-disk check cache all read
/// through it.
public struct ProjectReader: Sendable {
    public let configuration: ProjectConfiguration
    public let resourceReader: CatalogReader
    public let scanner: SchemaScanner

    /// - Parameter concurrency: how many files one call reads at once (1 when the caller
    ///   already reads on every core, one call per part).
    public init(
        configuration: ProjectConfiguration, concurrency: Int = ParallelMap.processorCount
    ) {
        self.configuration = configuration
        resourceReader = CatalogReader(
            reader: YAMLReader(limits: configuration.readerLimits),
            discovery: ResourceDiscovery(excludedPaths: configuration.exclude), concurrency: concurrency)
        scanner = SchemaScanner(excludedPaths: configuration.exclude, concurrency: concurrency)
    }

    /// The project's files on disk and in `overlay` (`ProjectInventory`).
    public func inventory(overlay: [String: [UInt8]] = [:], scanningSources: Bool = true)
        throws(ProjectLoadError)
        -> ProjectInventory
    {
        try ProjectInventory(of: configuration, overlay: overlay, scanningSources: scanningSources)
    }

    /// The catalog of every resource file under the roots, listed as it reads.
    public func readResources() throws(ResourceInputError) -> CatalogReadResult {
        try resourceReader.read(roots: configuration.resources)
    }

    /// The catalog of `paths` read together, each from the overlay where it holds the file (or
    /// from its parse in `parsed`, made with the configuration's reader limits); a file that
    /// cannot be read is an `unreadable-file` finding. With `locales`, only those locales'
    /// sections are read.
    public func read(
        _ paths: [String], overlay: [String: [UInt8]] = [:], parsed: [String: YAMLParseResult] = [:],
        locales: Set<LocaleIdentifier>? = nil
    ) -> CatalogReadResult {
        resourceReader.read(files: paths, overlay: overlay, parsed: parsed, locales: locales)
    }

    /// Scans every Swift file under the source roots, listed as it scans.
    public func scanSources() throws(ScanError) -> ScanResult {
        try scanner.scan(roots: configuration.sources)
    }

    /// Scans `paths`, reusing the analysis `reused` gives for a file (one made of the same
    /// bytes at the same path) and reading the others from `contents`: the overlay's, else
    /// the disk's, unless the caller has them.
    public func scan(
        _ paths: [String], overlay: [String: [UInt8]] = [:],
        reusing reused: @Sendable (Int) -> SourceFileAnalysis? = { _ in nil },
        contents: (@Sendable (String) -> [UInt8]?)? = nil
    ) throws(ScanError) -> (result: ScanResult, analyses: [SourceFileAnalysis], usedSecondPass: Bool) {
        try scanner.scan(
            paths: paths, reusing: reused,
            contents: { index throws(ScanError) in
                let path = paths[index]
                if let bytes = contents?(path) ?? overlay[path] { return bytes }
                return try SchemaScanner.contents(ofFile: path)
            })
    }

    /// The CLDR data the checks use.
    public static func localeData() throws(ProjectLoadError) -> LocaleDataStore {
        do {
            return try LocaleDataStore()
        } catch {
            throw .localeData(error)
        }
    }
}
