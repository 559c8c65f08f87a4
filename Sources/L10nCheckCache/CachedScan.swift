import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nScanner

/// The scan as the check cache keeps it: a summary in the index, each namespace's schema items
/// and each Swift file's analysis as blobs (`BlobStore`), and what links the Swift files in the
/// companion file (`CachedSourceAnalyses`). After Swift files changed it is brought up to date
/// the engine's way (`RelinkedScan`), else by a whole scan from the cached analyses; this type
/// reads and writes what that needs.
struct CachedScan: Sendable {
    let itemBlobs: BlobStore
    let analysisBlobs: BlobStore
    /// The companion file, and the checksum the previous index records for it.
    let sourcesFile: String
    let sourcesChecksum: ContentDigest?
    /// The previous run's scan.
    let previous: CheckCacheIndex.ScanSummary?
    /// The scan as of this run, once `update` or `wholeScan` made it.
    var summary: CheckCacheIndex.ScanSummary?
    /// The Swift files' companion, loaded when first needed.
    var sources: CachedSourceAnalyses? {
        didSet { sourcesRevision += 1 }
    }
    /// Counts the changes to `sources`: a companion encoded on another thread is written only
    /// if `sources` did not change after.
    private(set) var sourcesRevision = 0
    var sourcesChanged = false
    /// Whether blobs were written this run (items and analyses), and whether a whole scan
    /// replaced them all.
    var newBlobs = false
    var wholeScanDone = false
    var parsedSources = 0
    var resolvedSources = 0
    /// The namespaces whose items `update` may have changed: those a relinked scan replaced
    /// items of, none when the scan is the previous one; `nil` after a whole scan (any).
    private(set) var changedNamespaces: Set<String>? = []
    /// Notes for standard error: a companion that was not used.
    var notes: [String] = []
    /// The analyses parsed by a relinked scan, by path, whose blobs are not written yet: a
    /// blob's name is the digest of its JSON, and encoding an analysis took a sixth of a
    /// re-check after one Swift file changed, so it is done with the companion's encoding on
    /// another thread (`companionSealer()`). Their records name `Self.unwrittenAnalysis` until.
    private(set) var unwrittenAnalyses: [String: SourceFileAnalysis] = [:]

    /// The name a record holds while its analysis's blob is not written: no blob has it, so a
    /// whole scan made meanwhile parses that file again.
    static let unwrittenAnalysis = ContentDigest(high: 0, low: 0)

    /// The companion as written, with the records' analyses named, and its bytes.
    struct SealedCompanion: Sendable {
        var sources: CachedSourceAnalyses
        var bytes: [UInt8]
        var checksum: ContentDigest
    }

    /// The schema items of `namespaces` (the namespaces of the parts checked again), from their
    /// blobs. A blob the summary names but the store lacks (another run pruned it meanwhile, or
    /// it was deleted) is made again by a whole scan from the cached facts, which writes every
    /// blob; `nil` when that fails or gives other items.
    mutating func items(
        of namespaces: [String], sourcePaths: [String], files: [String: CheckCacheIndex.StampedDigest],
        scanner: SchemaScanner, contentsOf: @escaping @Sendable (String) -> [UInt8]?
    ) -> [String: [SchemaItem]]? {
        guard let scanned = summary else { return [:] }
        var afterWholeScan = false
        while true {
            var found: [String: [SchemaItem]] = [:]
            let missing = namespaces.contains { namespace in
                guard let kept = summary?.namespaces[namespace] else { return false }
                guard let decoded = items(of: kept) else { return true }
                found[namespace] = decoded
                return false
            }
            guard missing else { return found }
            guard !afterWholeScan,
                wholeScan(
                    sourcePaths: sourcePaths, files: files, inputs: scanned.inputs, scanner: scanner,
                    contentsOf: contentsOf),
                // The same files give the same items: anything else and the fingerprints taken
                // from the summary no longer hold.
                summary?.namespaces.mapValues(\.digest) == scanned.namespaces.mapValues(\.digest)
            else { return nil }
            afterWholeScan = true
        }
    }

    /// Adds to `change` the namespaces whose items this run's scan changed from the previous
    /// run's, with what they were and are.
    func layoutChange(_ change: inout LayoutChange) {
        switch (previous, summary) {
        case (nil, nil): break
        case (let before?, let after?):
            guard before.inputs != after.inputs else { break }
            // After an edit, the namespaces the relinked scan replaced items of; else all.
            if let changed = changedNamespaces {
                for name in changed.sorted()
                where before.namespaces[name]?.digest != after.namespaces[name]?.digest {
                    change.namespace(
                        name, before: before.namespaces[name]?.shape, after: after.namespaces[name]?.shape)
                }
                break
            }
            for (name, now) in after.namespaces where before.namespaces[name]?.digest != now.digest {
                change.namespace(name, before: before.namespaces[name]?.shape, after: now.shape)
            }
            for (name, then) in before.namespaces where after.namespaces[name] == nil {
                change.namespace(name, before: then.shape, after: nil)
            }
        default: change.relayOut()
        }
    }

    /// The items of a namespace of `summary`, from its blob; `nil` when the blob is missing or
    /// damaged.
    func items(of namespace: CheckCacheIndex.NamespaceSummary) -> [SchemaItem]? {
        guard let json = itemBlobs.read(namespace.digest) else { return nil }
        return try? JSONDecoder().decode([SchemaItem].self, from: Data(json))
    }

    /// Sets `summary`: the previous one when no Swift file changed, else re-resolved around
    /// the changed files, else (when that cannot be done) a whole scan from the cached
    /// analyses. `false` when a Swift file cannot be read.
    mutating func update(
        sourcePaths: [String], files: [String: CheckCacheIndex.StampedDigest], scanner: SchemaScanner,
        contentsOf: @escaping @Sendable (String) -> [UInt8]?
    ) -> Bool {
        var inputs = ContentDigest.Builder()
        for path in sourcePaths {
            inputs.add(path)
            inputs.add(files[path]!.digest)
        }
        let inputDigest = inputs.finish()
        if let scan = previous, scan.inputs == inputDigest {
            summary = scan
            return true
        }
        loadSources()
        if let scan = previous, !scan.usedSecondPass, sources != nil,
            var updated = relinkedScan(
                scan, sourcePaths: sourcePaths, files: files, scanner: scanner, contentsOf: contentsOf)
        {
            updated.inputs = inputDigest
            summary = updated
            return true
        }
        return wholeScan(
            sourcePaths: sourcePaths, files: files, inputs: inputDigest, scanner: scanner,
            contentsOf: contentsOf)
    }

    /// The scan with the changed Swift files parsed again, and them and every file linked to
    /// them by type names resolved again; `nil` when that cannot stand for a whole scan (a
    /// declaration is missing from the linked files, or most files changed).
    private mutating func relinkedScan(
        _ scan: CheckCacheIndex.ScanSummary, sourcePaths: [String],
        files: [String: CheckCacheIndex.StampedDigest],
        scanner: SchemaScanner, contentsOf: @Sendable (String) -> [UInt8]?
    ) -> CheckCacheIndex.ScanSummary? {
        // Taken out while it changes, so its records are not copied, and put back on every way
        // out (every way out before the end leaves it as it was).
        guard var sources = self.sources.take() else { return nil }
        defer { self.sources = sources }
        let itemStore = itemBlobs
        let analysisStore = analysisBlobs
        guard (try? itemStore.prepare()) != nil, (try? analysisStore.prepare()) != nil else { return nil }
        let current = Set(sourcePaths)
        let changed = sourcePaths.filter { sources.records[$0]?.digest != files[$0]?.digest }
        let removed = sources.records.keys.filter { !current.contains($0) }
        guard changed.count + removed.count <= max(8, sourcePaths.count / 8) else { return nil }

        func recorded(_ path: String) -> LinkedFiles.Names? {
            sources.records[path].map {
                LinkedFiles.Names(linkNames: $0.linkNames, inheritedNames: $0.inheritedNames)
            }
        }
        guard
            let relinked = RelinkedScan(
                changed: changed, removed: removed, among: sourcePaths, scanner: scanner,
                contents: contentsOf, before: recorded,
                analysis: { path in
                    guard let record = sources.records[path], let json = analysisStore.read(record.analysis)
                    else {
                        return nil
                    }
                    return try? JSONDecoder().decode(SourceFileAnalysis.self, from: Data(json))
                })
        else { return nil }
        parsedSources = changed.count
        resolvedSources = relinked.component.count

        // The items of the namespaces the replaced files' items were in, or the new ones are.
        var affected = Set(relinked.addedItems.keys)
        for path in relinked.replaced { affected.formUnion(sources.records[path]?.itemNamespaces ?? []) }
        var updated = scan
        let encoder = Self.itemEncoder()
        changedNamespaces = affected
        for namespace in affected {
            var items: [SchemaItem] = []
            if let summary = scan.namespaces[namespace] {
                guard let json = itemStore.read(summary.digest),
                    let old = try? JSONDecoder().decode([SchemaItem].self, from: Data(json))
                else { return nil }
                items = old
            }
            items = relinked.items(replacing: items, in: namespace)
            if items.isEmpty {
                updated.namespaces[namespace] = nil
            } else {
                let (json, summary) = Self.namespace(namespace, items: items, encoder: encoder)
                guard (try? itemStore.write(json)) != nil else { return nil }
                updated.namespaces[namespace] = summary
            }
        }
        guard let oldDiagnostics = DiagnosticArchive.decode(scan.diagnostics),
            let oldComments = try? JSONDecoder().decode(
                [IgnoreComment].self, from: Data(scan.ignoreComments)),
            let oldScopes = try? JSONDecoder().decode([UnreadScope].self, from: Data(scan.unreadScopes))
        else { return nil }
        updated.diagnostics = DiagnosticArchive.encode(relinked.diagnostics(replacing: oldDiagnostics))
        updated.ignoreComments =
            (try? encoder.encode(relinked.ignoreComments(replacing: oldComments))).map(Array.init) ?? []
        updated.unreadScopes =
            (try? encoder.encode(relinked.unreadScopes(replacing: oldScopes))).map(Array.init) ?? []

        var itemNamespaces: [String: Set<String>] = [:]
        for (namespace, items) in relinked.addedItems {
            for item in items { itemNamespaces[item.location.file, default: []].insert(namespace) }
        }
        for path in removed {
            sources.records[path] = nil
            unwrittenAnalyses[path] = nil
        }
        for path in relinked.component {
            var record = sources.records[path]
            if let analysis = relinked.analyses[path] {
                unwrittenAnalyses[path] = analysis
                record = .init(
                    digest: files[path]!.digest, analysis: Self.unwrittenAnalysis,
                    isAnalyzed: analysis.isAnalyzed,
                    linkNames: analysis.linkNames.sorted(), inheritedNames: analysis.inheritedNames.sorted(),
                    itemNamespaces: [])
            }
            record!.itemNamespaces = (itemNamespaces[path] ?? []).sorted()
            sources.records[path] = record
        }
        updated.scannedFileCount = sources.records.values.count { $0.isAnalyzed }
        sourcesChanged = true
        newBlobs = true
        return updated
    }

    /// A whole scan, parsing only the Swift files whose analysis is not in the cache.
    mutating func wholeScan(
        sourcePaths: [String], files: [String: CheckCacheIndex.StampedDigest], inputs: ContentDigest,
        scanner: SchemaScanner,
        contentsOf: @escaping @Sendable (String) -> [UInt8]?
    ) -> Bool {
        let recorded = sources?.records ?? [:]
        let itemStore = itemBlobs
        let analysisStore = analysisBlobs
        guard (try? itemStore.prepare()) != nil, (try? analysisStore.prepare()) != nil else { return false }
        // Read and decoded on every core: a whole scan reads every unchanged file's facts.
        let reusable: [SourceFileAnalysis?] = ParallelMap.map(
            count: sourcePaths.count, concurrency: ParallelMap.processorCount
        ) { index in
            let path = sourcePaths[index]
            guard let record = recorded[path], record.digest == files[path]?.digest,
                let json = analysisStore.read(record.analysis)
            else { return nil }
            return try? JSONDecoder().decode(SourceFileAnalysis.self, from: Data(json))
        }
        let paths = sourcePaths
        let scanned: (result: ScanResult, analyses: [SourceFileAnalysis], usedSecondPass: Bool)
        do {
            scanned = try scanner.scan(paths: paths, reusing: { reusable[$0] }) { index throws(ScanError) in
                guard let bytes = contentsOf(paths[index]) else {
                    throw ScanError.unreadableFile(path: paths[index], reason: "it could not be read")
                }
                return bytes
            }
        } catch {
            return false
        }
        parsedSources = reusable.count { $0 == nil }
        resolvedSources = sourcePaths.count
        let encoder = Self.itemEncoder()
        var byNamespace: [String: [SchemaItem]] = [:]
        var itemNamespaces: [String: Set<String>] = [:]
        for item in scanned.result.schema.items {
            let namespace = ProjectPartition.namespace(of: item.key)
            byNamespace[namespace, default: []].append(item)
            itemNamespaces[item.location.file, default: []].insert(namespace)
        }
        // Encoded and written on every core: a first run writes a blob per namespace and per
        // Swift file.
        let cores = ParallelMap.processorCount
        let namespaces = Array(byNamespace)
        let written = ParallelMap.map(count: namespaces.count, concurrency: cores) {
            index -> CheckCacheIndex.NamespaceSummary? in
            let (json, summary) = Self.namespace(
                namespaces[index].key, items: namespaces[index].value, encoder: Self.itemEncoder())
            return (try? itemStore.write(json)) != nil ? summary : nil
        }
        var summaries: [String: CheckCacheIndex.NamespaceSummary] = [:]
        for (entry, summary) in zip(namespaces, written) {
            guard let summary else { return false }
            summaries[entry.key] = summary
        }
        let analyses = scanned.analyses
        let names = ParallelMap.map(count: sourcePaths.count, concurrency: cores) { index -> ContentDigest? in
            if reusable[index] != nil, let record = recorded[sourcePaths[index]] { return record.analysis }
            guard let encoded = try? Self.itemEncoder().encode(analyses[index]) else { return nil }
            return try? analysisStore.write(Array(encoded))
        }
        var sources = CachedSourceAnalyses()
        for (index, path) in sourcePaths.enumerated() {
            let analysis = analyses[index]
            guard let name = names[index] else { return false }
            sources.records[path] = .init(
                digest: files[path]!.digest, analysis: name, isAnalyzed: analysis.isAnalyzed,
                linkNames: analysis.linkNames.sorted(), inheritedNames: analysis.inheritedNames.sorted(),
                itemNamespaces: (itemNamespaces[path] ?? []).sorted())
        }
        summary = .init(
            inputs: inputs,
            diagnostics: DiagnosticArchive.encode(scanned.result.diagnostics),
            ignoreComments: (try? encoder.encode(scanned.result.ignoreComments)).map(Array.init) ?? [],
            unreadScopes: (try? encoder.encode(scanned.result.schema.unreadScopes)).map(Array.init) ?? [],
            scannedFileCount: scanned.result.schema.scannedFiles.count,
            usedSecondPass: scanned.usedSecondPass,
            namespaces: summaries)
        self.sources = sources
        unwrittenAnalyses = [:]
        changedNamespaces = nil
        sourcesChanged = true
        newBlobs = true
        wholeScanDone = true
        return true
    }

    /// What seals the companion: the unwritten analyses' blobs written and their records named,
    /// then the whole encoded. Made to run on another thread; it gives `nil` when a blob cannot
    /// be written (then neither the companion nor the index is).
    func companionSealer() -> (@Sendable () -> SealedCompanion?)? {
        guard let sources else { return nil }
        let unwritten = unwrittenAnalyses
        let store = analysisBlobs
        return {
            var sources = sources
            let encoder = Self.itemEncoder()
            for (path, analysis) in unwritten {
                guard let json = try? encoder.encode(analysis), let name = try? store.write(Array(json))
                else {
                    return nil
                }
                sources.records[path]?.analysis = name
            }
            let (bytes, checksum) = sources.encoded()
            return SealedCompanion(sources: sources, bytes: bytes, checksum: checksum)
        }
    }

    /// The scan's unread scopes.
    static func unreadScopes(_ scan: CheckCacheIndex.ScanSummary?) -> [UnreadScope] {
        guard let scan, !scan.unreadScopes.isEmpty,
            let scopes = try? JSONDecoder().decode([UnreadScope].self, from: Data(scan.unreadScopes))
        else { return [] }
        return scopes
    }

    private static func itemEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        // Sorted, so equal items give equal bytes and equal digests.
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// The JSON and the summary of one namespace's items.
    private static func namespace(_ name: String, items: [SchemaItem], encoder: JSONEncoder) -> (
        [UInt8], CheckCacheIndex.NamespaceSummary
    ) {
        let sorted = Schema(items: items).items
        let json = (try? encoder.encode(sorted)).map(Array.init) ?? []
        return (
            json,
            .init(
                digest: ContentDigest(json), links: ProjectPartition.links(of: sorted, in: name),
                typeNames: Set(sorted.map(\.typeName)).sorted(),
                requiredKeyCount: Set(sorted.compactMap(\.requiredKey)).count)
        )
    }

    private mutating func loadSources() {
        guard sources == nil, let checksum = sourcesChecksum,
            let bytes = FileManager.default.contents(atPath: sourcesFile)
        else { return }
        do {
            sources = try CachedSourceAnalyses(decoding: [UInt8](bytes), checksum: checksum)
        } catch {
            notes.append(IncrementalCheckRun.notUsed(sourcesFile, error))
        }
    }
}
