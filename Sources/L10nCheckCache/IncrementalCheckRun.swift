import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

/// One run's state: what was read from the cache, and what will be written back.
struct IncrementalCheckRun {
    let check: IncrementalCheck
    var notes: [String] = []
    var previous: CheckCacheIndex?
    var next: CheckCacheIndex
    /// The scan's blobs and companion file; made once the previous index is read.
    var scan: CachedScan!
    /// Wall time at the end of each phase, for `Outcome.phases`.
    var phases: [(String, ContinuousClock.Instant)] = [("start", .now)]

    mutating func mark(_ phase: String) { phases.append((phase, .now)) }

    /// The tool identity, the previous index (when it was made by this tool with these
    /// settings), and a note when it could not be used: read while the roots are listed.
    private let reading: BackgroundValue<(identity: ContentDigest, index: CheckCacheIndex?, note: String?)>

    init(check: IncrementalCheck) {
        self.check = check
        // Its settings are the tool identity, taken with the index (`readIndex`).
        next = CheckCacheIndex(settings: ContentDigest(high: 0, low: 0))
        reading = BackgroundValue {
            let identity = Self.toolIdentity(settings: check.settings)
            guard let bytes = FileManager.default.contents(atPath: check.indexFile) else {
                return (identity, nil, nil)
            }
            do throws(CacheFormatError) {
                let index = try CheckCacheIndex(decoding: [UInt8](bytes))
                return (identity, index.settings == identity ? index : nil, nil)
            } catch {
                return (identity, nil, Self.notUsed(check.indexFile, error))
            }
        }
    }

    /// Waits for the previous index.
    private mutating func readIndex() {
        let read = reading.value
        next.settings = read.identity
        previous = read.index
        if let note = read.note { notes.append(note) }
        scan = CachedScan(
            itemBlobs: check.items, analysisBlobs: check.analyses, sourcesFile: check.sourcesFile,
            sourcesChecksum: previous?.sourcesChecksum, previous: previous?.scan)
        mark("read index")
    }

    static func notUsed(_ file: String, _ error: CacheFormatError) -> String {
        "l10nc: not using the check cache \(file): \(error); checking without it, and writing it anew"
    }

    var configuration: ProjectConfiguration { check.configuration }

    mutating func perform() -> IncrementalCheck.Outcome? {
        // Inputs, stamped; files that changed (or cannot vouch for themselves) are hashed.
        let resourcePaths: [String]
        let sourcePaths: [String]
        let projectReader = ProjectReader(configuration: configuration)
        let scanner = projectReader.scanner
        guard let inventory = try? projectReader.inventory() else { return nil }
        resourcePaths = inventory.resources
        sourcePaths = inventory.sources
        mark("discovery")
        readIndex()
        let lockPath = check.lockPath ?? ""
        let lockExists = check.lockPath.map { FileManager.default.fileExists(atPath: $0) } ?? false
        let allPaths = resourcePaths + sourcePaths + (lockExists ? [lockPath] : [])
        next.takenAt = FileStamp.now()
        let known = previous
        // `nil` for a file whose stamp is the one recorded, and was settled when recorded: it
        // keeps its record, so an unchanged project copies the recorded table once, whole.
        let hashed = ParallelMap.map(
            count: allPaths.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) {
            index -> (stamp: FileStamp, digest: ContentDigest, bytes: [UInt8]?)?? in
            let path = allPaths[index]
            guard let stamp = FileStamp(path: path) else { return .some(nil) }
            if let known, let recorded = known.files[path], recorded.stamp == stamp,
                recorded.stamp.isSettled(takenAt: known.takenAt)
            {
                return nil
            }
            // A file that cannot be read (`RegularFile`: a FIFO would block a plain read) makes the
            // check run without cache, which reports it.
            guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return .some(nil) }
            return (stamp, ContentDigest(bytes), bytes)
        }
        var table = known?.files ?? [:]
        var freshBytes: [String: [UInt8]] = [:]
        var contentChanged = known == nil
        for (path, result) in zip(allPaths, hashed) {
            guard let result else { continue }
            guard let result else { return nil }
            if table[path]?.digest != result.digest { contentChanged = true }
            table[path] = .init(stamp: result.stamp, digest: result.digest)
            if let bytes = result.bytes { freshBytes[path] = bytes }
        }
        // Files recorded that are no longer listed are dropped.
        if table.count != allPaths.count {
            let listed = Set(allPaths)
            table = table.filter { listed.contains($0.key) }
            contentChanged = true
        }
        next.files = table
        let files = table
        let fresh = freshBytes
        let contentsOf: @Sendable (String) -> [UInt8]? = { path in
            if let bytes = fresh[path] { return bytes }
            guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return nil }
            return bytes
        }

        let hasSources = !configuration.sources.isEmpty
        mark("stat and hash")
        // The CLDR data is needed only if some part is checked again, so only when some file
        // changed (or was added or removed); it is read meanwhile.
        let anyChange = contentChanged
        let localeData = hasSources && anyChange ? BackgroundValue { try? ProjectReader.localeData() } : nil
        if hasSources {
            guard
                scan.update(sourcePaths: sourcePaths, files: files, scanner: scanner, contentsOf: contentsOf)
            else { return nil }
            next.scan = scan.summary
            notes += scan.notes
            if !scan.sourcesChanged { next.sourcesChecksum = previous?.sourcesChecksum }
        }

        mark("scan")
        // Each resource file's locales and type names: from the cache, else read alone.
        let resourceReader = ProjectReader(configuration: configuration, concurrency: 1)
        let summaries = ParallelMap.map(
            count: resourcePaths.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) { index -> CheckCacheIndex.ResourceRecord? in
            let path = resourcePaths[index]
            if let record = known?.resources[path], record.digest == files[path]?.digest { return record }
            let read = resourceReader.read([path])
            let locales = read.catalog.locales
            return .init(
                digest: files[path]!.digest, locales: locales.map(\.tag),
                localePlaces: locales.map { locale in
                    (read.catalog.localeLocations[locale] ?? []).map { "\($0.line):\($0.column)" }
                        .joined(separator: ",")
                },
                typeNames: read.catalog.typeNames, keysAfterStop: read.catalog.files.flatMap(\.keysAfterStop))
        }
        var resourceSummaries: [ProjectLayout.ResourceSummary] = []
        resourceSummaries.reserveCapacity(resourcePaths.count)
        for (path, summary) in zip(resourcePaths, summaries) {
            guard let summary else { return nil }
            next.resources[path] = summary
            resourceSummaries.append(
                .init(
                    path: path, locales: summary.locales, namespaces: summary.typeNames,
                    keysAfterStop: summary.keysAfterStop))
        }

        mark("resource summaries")
        // The parts and the settings every part depends on, laid out as the engine lays them out.
        let summary = next.scan
        let layout = ProjectLayout(
            resources: resourceSummaries,
            schemaTypeNames: (summary?.namespaces ?? [:]).values.lazy.flatMap(\.typeNames),
            namespaceLinks: (summary?.namespaces ?? [:]).mapValues { $0.links })
        let locales = layout.locales
        // What every part depends on besides its inputs.
        var projectWide = ContentDigest.Builder()
        projectWide.add(next.settings)
        projectWide.add(hasSources)
        let projectDigest = projectWide.finish()
        let heldBack = HeldBackScopes(CachedScan.unreadScopes(summary))
        let partition = layout.partition
        let namespaces = summary?.namespaces ?? [:]
        let inputs = PartInputs<ContentDigest, ContentDigest?>.of(
            layout, version: { files[$0]!.digest }, items: { namespaces[$0]?.digest }, heldBack: heldBack,
            requiredLocales: configuration.checkConfiguration.requiredLocales,
            lock: lockExists ? files[lockPath]!.digest : nil)
        let fingerprints = ParallelMap.map(
            count: inputs.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) { inputs[$0].fingerprint(projectWide: projectDigest) }

        mark("partition")
        // The parts not in the cache are read and checked, side by side.
        let kept = previous?.parts ?? [:]
        let round = PartRound<CheckCacheIndex.PartRecord>(partCount: partition.parts.count) {
            kept[fingerprints[$0]]
        }
        let dirty = round.dirty
        var partLocaleData: LocaleDataStore?
        if hasSources, !dirty.isEmpty {
            guard let localeData = localeData?.value ?? (try? ProjectReader.localeData()) else { return nil }
            partLocaleData = localeData
        }
        let checksAgainstSchema = partLocaleData != nil
        // The schema items of the parts checked again. A blob the index names but the store
        // lacks (another run pruned it meanwhile, or it was deleted) is made again by a whole
        // scan from the cached facts, which writes every blob.
        var loadedItems: [String: [SchemaItem]] = [:]
        if checksAgainstSchema {
            var missing = false
            for namespace in dirty.flatMap({ partition.parts[$0].namespaces }) {
                guard let kept = summary?.namespaces[namespace] else { continue }
                guard let decoded = scan.items(of: kept) else {
                    missing = true
                    break
                }
                loadedItems[namespace] = decoded
            }
            if missing {
                guard
                    scan.wholeScan(
                        sourcePaths: sourcePaths, files: files, inputs: summary!.inputs, scanner: scanner,
                        contentsOf: contentsOf)
                else { return nil }
                next.scan = scan.summary
                // The same files give the same items: anything else and the fingerprints taken
                // above no longer hold.
                guard next.scan?.namespaces.mapValues(\.digest) == summary?.namespaces.mapValues(\.digest)
                else {
                    return nil
                }
                for namespace in dirty.flatMap({ partition.parts[$0].namespaces }) {
                    guard let kept = next.scan?.namespaces[namespace] else { continue }
                    guard let decoded = scan.items(of: kept) else { return nil }
                    loadedItems[namespace] = decoded
                }
            }
        }
        let namespaceItems = loadedItems
        // Read (and so judged) whenever it can matter: a changed lock makes every part dirty.
        let lock = lockExists && (!dirty.isEmpty || partition.parts.isEmpty) ? check.readLock() : nil
        let resourceRecords = next.resources
        let partChecker = PartChecker(
            configuration: configuration, catalogLocales: locales,
            localeLocations: layout.unlistedLocalePlaces(
                configuration: configuration.checkConfiguration,
                placesOfEachFile: { resourceRecords.map(Self.localePlaces) }),
            knownTypeNames: layout.knownTypes,
            localeData: partLocaleData, lock: lock, warningsAsErrors: check.warningsAsErrors)
        let partReader = ProjectReader(
            configuration: configuration,
            concurrency: dirty.count > 1 ? 1 : ProcessInfo.processInfo.activeProcessorCount)
        guard
            let records = round.results(
                concurrency: ProcessInfo.processInfo.activeProcessorCount,
                check: { index in
                    let part = partition.parts[index]
                    let read = partReader.read(part.files)
                    let (kept, coverage) = partChecker.check(
                        read,
                        schema: Schema(
                            items: part.namespaces.flatMap { namespaceItems[$0] ?? [] },
                            unreadScopes: inputs[index].heldBack))
                    return .init(
                        diagnosticCount: kept.count, diagnostics: DiagnosticArchive.encode(kept),
                        coverageNeeded: coverage.needed,
                        coverageTranslated: coverage.translated, leafKeyCount: read.catalog.leafKeys.count)
                })
        else { return nil }
        var diagnostics: [Diagnostic] = []
        var tally = CoverageTally()
        var leafKeys = 0
        for (fingerprint, record) in zip(fingerprints, records) {
            next.parts[fingerprint] = record
            if record.diagnosticCount > 0 {
                guard let decoded = DiagnosticArchive.decode(record.diagnostics) else { return nil }
                diagnostics += decoded
            }
            tally =
                tally + CoverageTally(needed: record.coverageNeeded, translated: record.coverageTranslated)
            leafKeys += record.leafKeyCount
        }

        mark("parts")
        // What belongs to no part is judged over the whole project, with the scanner's findings.
        var scanned: (diagnostics: [Diagnostic], ignoreComments: [IgnoreComment])?
        if let summary {
            let decoder = JSONDecoder()
            guard let found = DiagnosticArchive.decode(summary.diagnostics),
                let comments = try? decoder.decode([IgnoreComment].self, from: Data(summary.ignoreComments))
            else { return nil }
            scanned = (found, comments)
        }
        diagnostics = partChecker.combine(
            parts: diagnostics, coverage: tally, configurationDiagnostics: check.configurationDiagnostics,
            scan: scanned)

        let indexChanged =
            previous == nil || !dirty.isEmpty || !fresh.isEmpty || scan.newBlobs || scan.sourcesChanged
            || next.parts.count != previous?.parts.count || next.files.count != previous?.files.count
        mark("residual")
        if indexChanged { write() }
        mark("write")
        let requiredKeys = next.scan?.namespaces.values.reduce(0) { $0 + $1.requiredKeyCount } ?? 0
        return .init(
            diagnostics: diagnostics, files: resourcePaths.count + (next.scan?.scannedFileCount ?? 0),
            types: layout.knownTypes.count, keys: hasSources ? requiredKeys : leafKeys,
            locales: locales.count, notes: notes, reusedParts: partition.parts.count - dirty.count,
            checkedParts: dirty.count, parsedSources: scan.parsedSources,
            resolvedSources: scan.resolvedSources,
            phases: zip(phases.dropFirst(), phases).map { ($0.0, ($0.1 - $1.1).seconds) })
    }

    /// Where each locale of a resource file's record is written.
    private static func localePlaces(
        path: String, record: CheckCacheIndex.ResourceRecord
    ) -> [LocaleIdentifier: [SourceLocation]] {
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

    // MARK: Cache files

    /// Writes the companion if it changed, then the index that names it (the blobs are
    /// written already): a run stopped half-way leaves an index whose companion's checksum
    /// does not match, or blobs no index names, never a wrong cache.
    private mutating func write() {
        do {
            try FileManager.default.createDirectory(
                atPath: check.cacheDirectory, withIntermediateDirectories: true)
            if scan.sourcesChanged, let sources = scan.sources {
                let (bytes, checksum) = sources.encoded()
                try AtomicFileWriter.write(bytes, to: check.sourcesFile)
                next.sourcesChecksum = checksum
            }
            // Blobs no longer named anywhere are removed once the index that no longer names
            // them is in place: after a whole scan, and after every 64 runs that wrote some
            // (a blob or two each), so a run after one edit does not list the stores.
            next.runsSincePruning = (previous?.runsSincePruning ?? 0) + (scan.newBlobs ? 1 : 0)
            let prunes = scan.wholeScanDone || next.runsSincePruning >= 64
            if prunes { next.runsSincePruning = 0 }
            try AtomicFileWriter.write(next.encoded(), to: check.indexFile)
            if prunes {
                check.items.prune(keeping: Set((next.scan?.namespaces.values).map { $0.map(\.digest) } ?? []))
                check.analyses.prune(
                    keeping: Set((scan.sources?.records.values).map { $0.map(\.analysis) } ?? []))
            }
        } catch {
            notes.append("l10nc: could not write the check cache in \(check.cacheDirectory): \(error)")
        }
    }

    /// The l10nc build, the CLDR data it reads, and the settings: a cache made by anything
    /// else is not used.
    private static func toolIdentity(settings: [UInt8]) -> ContentDigest {
        var identity = ContentDigest.Builder()
        identity.add(L10nVersion.current)
        identity.add("cache format \(CacheEnvelope.formatVersion)")
        identity.add(settings)
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        if let stamp = FileStamp(path: executable) {
            identity.add("\(executable) \(stamp.size) \(stamp.modifiedNanoseconds)")
        }
        if let directory = LocaleDataStore.defaultDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        {
            for name in names.sorted() {
                let path = directory.appendingPathComponent(name).path
                if let stamp = FileStamp(path: path) {
                    identity.add("\(path) \(stamp.size) \(stamp.modifiedNanoseconds)")
                }
            }
        }
        return identity.finish()
    }
}
