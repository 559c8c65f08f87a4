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
    /// `false` walks every node of every tree: the reference the skipping walk is tested
    /// against (`ViewModelVisitor`).
    var skipsInertCode = true

    public init(excludedPaths: [String] = [], concurrency: Int = ParallelMap.processorCount) {
        self.excludedPaths = excludedPaths
        self.concurrency = max(1, concurrency)
    }

    /// Scans the `.swift` files under `roots` (directories, or single files).
    ///
    /// - Throws: ``ScanError/missingRoot(_:)`` for a root that does not exist,
    ///   ``ScanError/unreadableFile(path:reason:)`` for a directory that cannot be listed; a
    ///   file that cannot be read is an `unreadable-file` finding.
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

    /// The bytes of the Swift file at `path`, as `scan(roots:)` reads it.
    ///
    /// - Throws: ``ScanError/unreadableSource(_:)`` when it cannot be read; returned from a
    ///   `contents` closure of `scan(paths:reusing:contents:)`, that is one `unreadable-file`
    ///   finding of the scan.
    public static func contents(ofFile path: String) throws(ScanError) -> [UInt8] {
        try SourceFileReader.contents(ofFile: path)
    }

    /// The `.swift` files under `roots` that `scan(roots:)` reads, sorted.
    public func files(under roots: [String]) throws(ScanError) -> [String] {
        try SwiftFileFinder(excludedPaths: excludedPaths).files(under: roots)
    }

    /// `files(under:)`, with the folders the walk listed recorded in `folders`: while they
    /// stay as they are, the result does (`ListedFolders`).
    public func files(under roots: [String], recording folders: inout ListedFolders) throws(ScanError)
        -> [String]
    {
        try SwiftFileFinder(excludedPaths: excludedPaths).files(under: roots, recording: &folders)
    }

    /// Whether `files(under:)` would list a file, found without listing them all.
    public func containsFile(under roots: [String]) throws(ScanError) -> Bool {
        try SwiftFileFinder(excludedPaths: excludedPaths).containsFile(under: roots)
    }

    /// Scans `paths` (as `files(under:)` lists them), reusing the analysis of each file for
    /// which `reused` returns one (made by an earlier scan of the same bytes at the same path)
    /// and reading the others with `contents`. Returns the result and every file's analysis,
    /// by index, to be reused next time.
    public func scan(
        paths: [String], reusing reused: @Sendable (Int) -> SourceFileAnalysis?,
        contents: @Sendable (Int) throws(ScanError) -> [UInt8]
    ) throws(ScanError) -> (result: ScanResult, analyses: [SourceFileAnalysis], usedSecondPass: Bool) {
        var analyses: [SourceFileAnalysis] = []
        var usedSecondPass = false
        let result = try scan(
            paths: paths, bytes: contents,
            outcome: { index throws(ScanError) in
                if let analysis = reused(index) { return analysis.outcome }
                return SourceFileAnalyzer.analyze(
                    path: paths[index], bytes: try contents(index), prefilter: true,
                    skipsInertCode: skipsInertCode)
            },
            keep: {
                analyses = $0.map(SourceFileAnalysis.init(outcome:))
                usedSecondPass = $1
            })
        return (result, analyses, usedSecondPass)
    }

    /// The first pass's analysis of one file's bytes, as `scan` makes it.
    public static func analyze(path: String, bytes: [UInt8]) -> SourceFileAnalysis {
        SourceFileAnalysis(outcome: SourceFileAnalyzer.analyze(path: path, bytes: bytes, prefilter: true))
    }

    /// The result of resolving exactly these analyses (files under `paths`), without looking
    /// for missing declarations in other files. `isComplete` is `false` when some declaration
    /// they refer to is in none of them: only a whole scan can resolve that.
    ///
    /// A check cache re-resolves the files linked to a changed file
    /// (`SourceFileAnalysis.linkNames`): their items and diagnostics are then those the whole
    /// scan gives for those files.
    public func resolve(_ analyses: [SourceFileAnalysis]) -> (result: ScanResult, isComplete: Bool) {
        var resolver = SchemaResolver()
        var diagnostics: [Diagnostic] = []
        var unscanned: [UnreadScope] = []
        var files = ScannedFiles()
        for analysis in analyses {
            switch analysis.outcome {
            case .skipped: break
            case .invalidEncoding(let diagnostic), .notParsed(let diagnostic):
                diagnostics.append(diagnostic)
                unscanned += Self.unreadScopes(ofUnscanned: diagnostic)
            case .analyzed(let facts):
                files.add(facts)
                resolver.add(facts)
            }
        }
        let isComplete = resolver.missingDeclarations.isEmpty
        let (items, notes, scopes) = resolver.resolve()
        let schema = Schema(
            items: items,
            scannedFiles: files.paths.sorted(),
            localizedFiles: files.localizedPaths.sorted(),
            unreadScopes: scopes + unscanned)
        return (
            ScanResult(
                schema: schema, diagnostics: (diagnostics + notes).sorted(),
                ignoreComments: ScannedFiles.ordered(files.ignoreComments)),
            isComplete
        )
    }

    private func scan(
        paths: [String], bytes: @Sendable (Int) throws(ScanError) -> [UInt8]
    ) throws(ScanError) -> ScanResult {
        try scan(
            paths: paths, bytes: bytes,
            outcome: { index throws(ScanError) in
                SourceFileAnalyzer.analyze(
                    path: paths[index], bytes: try bytes(index), prefilter: true,
                    skipsInertCode: skipsInertCode)
            }, keep: nil)
    }

    /// Files are parsed on worker threads while the resolver merges the facts of the ones
    /// before them, in path order, so that only a window of files' facts is alive at a time:
    /// parsed all first, every file's facts were alive beside the resolver's tables (and, when
    /// the catalog's read had finished first, beside the whole catalog), the peak of `check`'s
    /// memory.
    ///
    /// - Parameter keep: given every file's outcome (and whether the second pass ran), for a
    ///   caller that keeps them; `nil` lets each file's facts go once the resolver holds them.
    private func scan(
        paths: [String], bytes: @Sendable (Int) throws(ScanError) -> [UInt8],
        outcome: @Sendable (Int) throws(ScanError) -> SourceFileAnalyzer.Outcome,
        keep: (([SourceFileAnalyzer.Outcome], _ usedSecondPass: Bool) -> Void)?
    ) throws(ScanError) -> ScanResult {
        var resolver = SchemaResolver()
        var files = ScannedFiles()
        var kept: [SourceFileAnalyzer.Outcome] = []
        kept.reserveCapacity(keep == nil ? 0 : paths.count)
        var diagnostics: [Diagnostic] = []
        var skipped: [Int] = []
        var unscanned: [UnreadScope] = []
        try ParallelMap.forEachInOrder(count: paths.count, concurrency: concurrency) {
            index -> Result<SourceFileAnalyzer.Outcome, ScanError> in
            do throws(ScanError) {
                return .success(try outcome(index))
            } catch .unreadableSource(let file) {
                // One finding at the file; the rest of the sources are scanned.
                return .success(.notParsed(file.diagnostic))
            } catch {
                return .failure(error)
            }
        } consume: { (index, result) throws(ScanError) in
            let outcome = try result.get()
            if keep != nil { kept.append(outcome) }
            switch outcome {
            case .skipped: skipped.append(index)
            case .invalidEncoding(let diagnostic), .notParsed(let diagnostic):
                diagnostics.append(diagnostic)
                unscanned += Self.unreadScopes(ofUnscanned: diagnostic)
            case .analyzed(let facts):
                files.add(facts)
                resolver.add(facts)
            }
        }
        let missing = resolver.missingDeclarations
        keep?(kept, !missing.isEmpty)
        kept = []
        if !missing.isEmpty {
            let declaring = try declarations(of: missing, amongSkipped: skipped, paths: paths, bytes: bytes)
            for facts in declaring {
                files.add(facts)
                resolver.add(facts)
            }
        }
        let (items, notes, scopes) = resolver.resolve()
        let schema = Schema(
            items: items,
            scannedFiles: files.paths.sorted(),
            localizedFiles: files.localizedPaths.sorted(),
            unreadScopes: scopes + unscanned)
        return ScanResult(
            schema: schema, diagnostics: (diagnostics + notes).sorted(),
            ignoreComments: ScannedFiles.ordered(files.ignoreComments))
    }

    /// A file that was not scanned at all (not UTF-8, too deeply nested for the parser): the
    /// type it is named after is unknown.
    private static func unreadScopes(ofUnscanned diagnostic: Diagnostic) -> [UnreadScope] {
        guard let namespace = SourceFileAnalyzer.namespace(ofFile: diagnostic.location.file) else {
            return []
        }
        return [UnreadScope(namespace: namespace, cause: .sourceSyntax, location: diagnostic.location)]
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
                        path: paths[index], bytes: contents, prefilter: false, skipsInertCode: skipsInertCode)
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

/// What a scan's first pass made of one file's bytes: nothing localizable, an unreadable file,
/// or the file's facts. Encodable, so a later scan of the same bytes at the same path (the
/// check cache) can skip parsing the file.
public struct SourceFileAnalysis: Sendable, Codable {
    let outcome: SourceFileAnalyzer.Outcome

    /// Whether the file was parsed (not skipped by the prefilter, not unreadable): it counts
    /// among the schema's `scannedFiles`.
    public var isAnalyzed: Bool {
        if case .analyzed = outcome { return true }
        return false
    }

    /// The type names through which this file's facts and another file's can meet in
    /// resolution: every component of a type path the file declares, extends, looks up or
    /// forms keys from, its protocols, and the type names of its explicit keys. Two files
    /// resolve independently unless they share one of these (directly or through other files),
    /// or one's `inheritedNames` holds one of the other's.
    public var linkNames: Set<String> {
        guard case .analyzed(let facts) = outcome else { return [] }
        var names = facts.protocolNames
        func add(_ path: TypePath) { names.formUnion(path.components) }
        for property in facts.wrapperProperties { add(property.typePath) }
        for member in facts.memberValues.keys { add(member.typePath) }
        for path in facts.enums.keys { add(path) }
        for request in facts.enumRequests {
            request.enumCandidates.forEach(add)
            if let parent = request.parentTypeName { names.insert(parent) }
        }
        for item in facts.explicitItems {
            names.insert(item.typeName)
            names.insert(Self.firstComponent(item.key))
            if let arrayKey = item.arrayKey { names.insert(Self.firstComponent(arrayKey)) }
        }
        for request in facts.typeKeyRequests {
            add(request.typePath)
            if let parent = request.parentTypeName { names.insert(parent) }
        }
        for conformance in facts.conformances { add(conformance.typePath) }
        return names
    }

    /// The names the file's types inherit from, and the constraints on `Self` of its
    /// protocol extensions: they connect files only through a name some file declares, so they
    /// count as links only where they are another file's `linkNames`.
    public var inheritedNames: Set<String> {
        guard case .analyzed(let facts) = outcome else { return [] }
        var names = Set<String>()
        for conformance in facts.conformances { names.formUnion(conformance.inheritedNames) }
        for request in facts.typeKeyRequests { names.formUnion(request.selfConstraints) }
        return names
    }

    private static func firstComponent(_ key: String) -> String {
        key.firstIndex(of: ".").map { String(key[..<$0]) } ?? key
    }
}
