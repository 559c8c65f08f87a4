import Foundation
import L10nCore

/// Turns Swift view-model sources into the `Schema` (module `L10nCore`) of keys they need.
///
/// Files go through three steps: a byte-level prefilter skips the files that cannot declare
/// anything localizable (most files of an app) before any parsing; the rest are parsed with
/// swift-syntax on all cores; their facts are merged, since a type's members may come from
/// extensions in other files, and resolved into items. Output is sorted and identical run to
/// run whatever the concurrency.
///
/// What counts, and the key each construct needs, is documented in `docs/extract-format.md`.
/// Locations point at a property's name (`title` in `var title`), an enum case's name, or the
/// `propertyName:` argument of an explicit `.localized(for:…)` call.
public struct SchemaScanner: Sendable {
    /// Paths (files or directories) left out of the scan, compared with the paths as found
    /// under the roots.
    public var excludedPaths: [String]
    /// How many files are parsed at once.
    public var concurrency: Int

    public init(excludedPaths: [String] = [], concurrency: Int = ProcessInfo.processInfo.activeProcessorCount)
    {
        self.excludedPaths = excludedPaths
        self.concurrency = max(1, concurrency)
    }

    /// Scans the `.swift` files under `roots` (directories, or single files).
    ///
    /// - Throws: ``ScanError/missingRoot(_:)`` for a root that does not exist,
    ///   ``ScanError/unreadableFile(path:reason:)`` for a file or directory that cannot be read.
    public func scan(roots: [String]) throws(ScanError) -> ScanResult {
        let paths = try SwiftFileFinder(excludedPaths: excludedPaths).files(under: roots)
        return try scan(paths: paths) { index throws(ScanError) in
            try SourceFileReader.contents(ofFile: paths[index])
        }
    }

    /// Scans files already in memory; `path` is used in locations and for exclusions.
    public func scan(sources: [(path: String, bytes: [UInt8])]) -> ScanResult {
        let finder = SwiftFileFinder(excludedPaths: excludedPaths)
        let sources = sources.filter { !finder.isExcluded($0.path) }.sorted { $0.path < $1.path }
        do {
            return try scan(paths: sources.map(\.path)) { index throws(ScanError) in sources[index].bytes }
        } catch {
            preconditionFailure("in-memory sources cannot fail to read: \(error)")
        }
    }

    private func scan(
        paths: [String], bytes: @Sendable (Int) throws(ScanError) -> [UInt8]
    ) throws(ScanError) -> ScanResult {
        let outcomes = ParallelMap.map(count: paths.count, concurrency: concurrency) {
            index -> Result<SourceFileAnalyzer.Outcome, ScanError> in
            do throws(ScanError) {
                return .success(
                    SourceFileAnalyzer.analyze(path: paths[index], bytes: try bytes(index), prefilter: true))
            } catch {
                return .failure(error)
            }
        }
        var resolver = SchemaResolver()
        var analyzed: [FileFacts] = []
        var diagnostics: [Diagnostic] = []
        var skipped: [Int] = []
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .failure(let error): throw error
            case .success(.skipped): skipped.append(index)
            case .success(.invalidEncoding(let diagnostic)), .success(.notParsed(let diagnostic)):
                diagnostics.append(diagnostic)
            case .success(.analyzed(let facts)): analyzed.append(facts)
            }
        }
        analyzed.forEach { resolver.add($0) }
        let missing = resolver.missingDeclarations
        if !missing.isEmpty {
            let declaring = try declarations(of: missing, amongSkipped: skipped, paths: paths, bytes: bytes)
            declaring.forEach { resolver.add($0) }
            analyzed += declaring
        }
        let (items, notes) = resolver.resolve()
        let schema = Schema(
            items: items,
            scannedFiles: analyzed.map(\.path).sorted(),
            localizedFiles: analyzed.filter(\.isLocalized).map(\.path).sorted())
        return ScanResult(schema: schema, diagnostics: (diagnostics + notes).sorted())
    }

    /// The second pass: parses the skipped files that mention a missing declaration's names,
    /// such as an extension in a file of its own that computes a `substitutions:` dictionary.
    private func declarations(
        of missing: Set<MissingDeclaration>, amongSkipped skipped: [Int], paths: [String],
        bytes: @Sendable (Int) throws(ScanError) -> [UInt8]
    ) throws(ScanError) -> [FileFacts] {
        let outcomes = ParallelMap.map(count: skipped.count, concurrency: concurrency) {
            position -> Result<FileFacts?, ScanError> in
            let index = skipped[position]
            do throws(ScanError) {
                let contents = try bytes(index)
                let mentions = contents.withUnsafeBufferPointer { buffer in
                    missing.contains { $0.mayBeDeclared(in: buffer) }
                }
                guard mentions,
                    case .analyzed(let facts) = SourceFileAnalyzer.analyze(
                        path: paths[index], bytes: contents, prefilter: false)
                else { return .success(nil) }
                return .success(facts)
            } catch {
                return .failure(error)
            }
        }
        var facts: [FileFacts] = []
        for outcome in outcomes {
            switch outcome {
            case .failure(let error): throw error
            case .success(let found?): facts.append(found)
            case .success(nil): break
            }
        }
        return facts
    }
}
