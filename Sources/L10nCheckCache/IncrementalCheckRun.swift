import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

/// One run's state: what was read from the cache, and what will be written back.
struct IncrementalCheckRun: Sendable {
    let check: IncrementalCheck
    var notes: [String] = []
    var previous: CheckCacheIndex?
    var next: CheckCacheIndex
    /// The scan's blobs and companion file; made once the previous index is read.
    var scan: CachedScan!
    /// Wall time at the end of each phase, for `Outcome.phases`.
    var phases: [(String, ContinuousClock.Instant)] = [("start", .now)]

    mutating func mark(_ phase: String) { phases.append((phase, .now)) }

    /// The previous index, and a note when it could not be used: read and decoded on another
    /// thread while this one takes the tool identity (`readIndex`).
    private let reading: BackgroundValue<(index: CheckCacheIndex?, note: String?)>

    init(check: IncrementalCheck) {
        self.check = check
        // Its settings are the tool identity, taken while the index is read (`readIndex`).
        next = CheckCacheIndex(settings: ContentDigest(high: 0, low: 0))
        reading = BackgroundValue {
            guard case .bytes(let bytes)? = try? RegularFile.read(check.indexFile) else { return (nil, nil) }
            do throws(CacheFormatError) {
                return (try CheckCacheIndex(decoding: bytes), nil)
            } catch {
                return (nil, Self.notUsed(check.indexFile, error))
            }
        }
    }

    /// Takes the tool identity, then waits for the previous index: used when this tool made it
    /// with these settings.
    private mutating func readIndex() {
        let identity = Self.toolIdentity(settings: check.settings)
        let read = reading.value
        next.settings = identity
        previous = read.index.flatMap { $0.settings == identity ? $0 : nil }
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
        let scanner = ProjectReader(configuration: configuration).scanner
        // The last run's listing stands while the folders it listed do; else the roots are
        // listed again.
        readIndex()
        let resourcePaths: [String]
        let sourcePaths: [String]
        let folders: ListedFolders
        var listed = false
        if let previous, let kept = previous.listing, kept.folders.stillHold(recordedAt: previous.takenAt) {
            resourcePaths = Array(kept.resources)
            sourcePaths = Array(kept.sources)
            folders = kept.folders
        } else {
            guard let listing = try? ProjectInventory.listed(of: configuration) else { return nil }
            resourcePaths = listing.inventory.resources
            sourcePaths = listing.inventory.sources
            folders = listing.folders
            listed = true
        }
        mark("discovery")
        let lockPath = check.lockPath ?? ""
        let lockExists = check.lockPath.map { FileManager.default.fileExists(atPath: $0) } ?? false
        let allPaths = resourcePaths + sourcePaths + (lockExists ? [lockPath] : [])
        next.takenAt = FileStamp.now()
        let known = previous
        // The CLDR data is needed only if some part is checked again, so only when some file
        // changed (or was added or removed): it is read from when the first such file is met.
        let hasSources = !configuration.sources.isEmpty
        let localeData = StartableValue { try? ProjectReader.localeData() }
        if hasSources, known == nil { localeData.start() }
        // The files listed as the index lists them (the listing kept, most often): each one's
        // record is found by its place, not looked up by its path.
        let inOrder = known?.listing.flatMap { $0.paths == allPaths ? $0.records : nil }
        // `nil` for a file whose stamp is the one recorded, and was settled when recorded: it
        // keeps its record, so an unchanged project copies the recorded table once, whole.
        let folderHandles = FolderHandles(paths: allPaths)
        let hashed = ParallelMap.map(
            count: allPaths.count, concurrency: ParallelMap.processorCount
        ) {
            index -> (stamp: FileStamp, digest: ContentDigest, bytes: [UInt8]?)?? in
            let path = allPaths[index]
            guard let stamp = folderHandles.stamp(of: path, at: index) else { return .some(nil) }
            if let known, let recorded = inOrder?[index] ?? known.files[path], recorded.stamp == stamp,
                recorded.stamp.isSettled(takenAt: known.takenAt)
            {
                return nil
            }
            // A file that cannot be read (`RegularFile`: a FIFO would block a plain read) makes the
            // check run without cache, which reports it.
            guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return .some(nil) }
            let digest = ContentDigest(bytes)
            if hasSources, (inOrder?[index] ?? known?.files[path])?.digest != digest { localeData.start() }
            return (stamp, digest, bytes)
        }
        var table = known?.files ?? [:]
        // The same records by place, when the listing is the index's: written out without
        // looking each path up.
        var records = inOrder
        var freshBytes: [String: [UInt8]] = [:]
        // What differs from the index: files whose contents changed (resource files apart), a
        // file listed or gone, and stamps the index should take (so the next run need not read
        // those files again).
        var changedResources: [String] = []
        var swiftChanged = false
        var contentChanged = known == nil
        var listingChanged = known == nil
        var recordsChanged = false
        for (position, (path, result)) in zip(allPaths, hashed).enumerated() {
            guard let result else { continue }
            guard let result else { return nil }
            let recorded = table[path]
            if recorded == nil { listingChanged = true }
            if recorded?.digest != result.digest {
                contentChanged = true
                recordsChanged = true
                if position < resourcePaths.count {
                    changedResources.append(path)
                } else if position < resourcePaths.count + sourcePaths.count {
                    swiftChanged = true
                }
            } else if recorded?.stamp != result.stamp || result.stamp.isSettled(takenAt: next.takenAt) {
                recordsChanged = true
            }
            table[path] = .init(stamp: result.stamp, digest: result.digest)
            records?[position] = .init(stamp: result.stamp, digest: result.digest)
            if let bytes = result.bytes { freshBytes[path] = bytes }
        }
        // Files recorded that are no longer listed are dropped.
        if table.count != allPaths.count {
            let listed = Set(allPaths)
            table = table.filter { listed.contains($0.key) }
            contentChanged = true
            listingChanged = true
        }
        next.files = table
        next.listing = .init(
            paths: allPaths, records: records ?? [], resourceCount: resourcePaths.count,
            sourceCount: sourcePaths.count, folders: folders)
        let files = table
        let fresh = freshBytes
        let contentsOf: @Sendable (String) -> [UInt8]? = { path in
            if let bytes = fresh[path] { return bytes }
            guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return nil }
            return bytes
        }

        mark("stat and hash")
        if hasSources, contentChanged { localeData.start() }
        if hasSources {
            // No Swift file changed, came or went: the scan is the recorded one.
            if !swiftChanged, !listingChanged, let kept = previous?.scan {
                scan.summary = kept
            } else {
                guard
                    scan.update(
                        sourcePaths: sourcePaths, files: files, scanner: scanner, contentsOf: contentsOf)
                else { return nil }
            }
            next.scan = scan.summary
            notes += scan.notes
            if !scan.sourcesChanged { next.sourcesChecksum = previous?.sourcesChecksum }
        }

        mark("scan")
        // Each resource file's locales and type names: from the cache, else read alone.
        guard
            var change = summarizeResources(
                resourcePaths, changed: changedResources, whole: listingChanged, files: files)
        else { return nil }
        if listingChanged { change.relayOut() }

        mark("resource summaries")
        // The parts and the settings every part depends on, laid out as the engine lays them
        // out; kept from the last run when that would lay them out the same.
        let summary = next.scan
        let namespaces = summary?.namespaces ?? [:]
        let lockDigest = lockExists ? files[lockPath]!.digest : nil
        var projectWide = ContentDigest.Builder()
        projectWide.add(next.settings)
        projectWide.add(hasSources)
        let projectDigest = projectWide.finish()
        let heldBack = HeldBackScopes(CachedScan.unreadScopes(summary))
        let kept = keptLayout(change, lockDigest: lockDigest)
        let layout: ProjectLayout
        var fingerprints: [ContentDigest]
        var partInputs: [Int: PartInputs<ContentDigest, ContentDigest?>] = [:]
        if let kept {
            fingerprints = kept.layout.parts.map(\.fingerprint)
            let touched = kept.touched
            // The known types are read only as whether a file's type is one (`file-type-mismatch`,
            // `PartInputs.namesKnownType`), and only for the parts fingerprinted and checked
            // again: those of their files, as recorded, stand for the whole set.
            var knownTypes = Set<String>()
            for position in touched {
                let entry = kept.layout.parts[position]
                for (file, isKnown) in zip(entry.files, entry.namesKnownType) where isKnown {
                    if let name = Checker.typeName(ofResourceFile: file) { knownTypes.insert(name) }
                }
            }
            layout = ProjectLayout(
                locales: kept.layout.locales.compactMap(LocaleIdentifier.init), knownTypes: knownTypes,
                partition: kept.partition)
            let inputs = PartInputs<ContentDigest, ContentDigest?>.of(
                layout, parts: touched, version: { files[$0]!.digest }, items: { namespaces[$0]?.digest },
                heldBack: heldBack, requiredLocales: configuration.checkConfiguration.requiredLocales,
                lock: lockDigest)
            for (position, input) in zip(touched, inputs) {
                fingerprints[position] = input.fingerprint(projectWide: projectDigest)
                partInputs[position] = input
            }
        } else {
            var resourceSummaries: [ProjectLayout.ResourceSummary] = []
            resourceSummaries.reserveCapacity(resourcePaths.count)
            for path in resourcePaths {
                let record = next.resources[path]!
                resourceSummaries.append(
                    .init(
                        path: path, locales: record.locales, namespaces: record.typeNames,
                        keysAfterStop: record.keysAfterStop))
            }
            layout = ProjectLayout(
                resources: resourceSummaries,
                schemaTypeNames: namespaces.values.lazy.flatMap(\.typeNames),
                namespaceLinks: namespaces.mapValues { $0.links })
            let inputs = PartInputs<ContentDigest, ContentDigest?>.of(
                layout, version: { files[$0]!.digest }, items: { namespaces[$0]?.digest }, heldBack: heldBack,
                requiredLocales: configuration.checkConfiguration.requiredLocales, lock: lockDigest)
            fingerprints = ParallelMap.map(
                count: inputs.count, concurrency: ParallelMap.processorCount
            ) { inputs[$0].fingerprint(projectWide: projectDigest) }
            for (position, input) in inputs.enumerated() { partInputs[position] = input }
        }
        let locales = layout.locales
        let partition = layout.partition

        mark("partition")
        // The parts not in the cache are read and checked, side by side: a kept layout's parts
        // by their place, another's by their fingerprint.
        let round: PartRound<CheckCacheIndex.PartRecord>
        if let kept {
            round = PartRound(partCount: partition.parts.count) { position in
                let entry = kept.layout.parts[position]
                return entry.fingerprint == fingerprints[position] ? entry.result : nil
            }
        } else {
            var byFingerprint: [ContentDigest: CheckCacheIndex.PartRecord] = [:]
            for entry in known?.layout?.parts ?? [] { byFingerprint[entry.fingerprint] = entry.result }
            round = PartRound(partCount: partition.parts.count) { byFingerprint[fingerprints[$0]] }
        }
        let dirty = round.dirty
        var partLocaleData: LocaleDataStore?
        if hasSources, !dirty.isEmpty {
            guard let loaded = localeData.value else { return nil }
            partLocaleData = loaded
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
            // Only checking a part reads them; putting the findings together does not.
            knownTypeNames: dirty.isEmpty ? [] : layout.knownTypes,
            localeData: partLocaleData, lock: lock, warningsAsErrors: check.warningsAsErrors)
        let partReader = ProjectReader(
            configuration: configuration,
            concurrency: dirty.count > 1 ? 1 : ParallelMap.processorCount)
        let dirtyInputs = partInputs
        guard
            let records = round.results(
                concurrency: ParallelMap.processorCount,
                check: { index in
                    let part = partition.parts[index]
                    let read = partReader.read(part.files)
                    let (kept, coverage) = partChecker.check(
                        read,
                        schema: Schema(
                            items: part.namespaces.flatMap { namespaceItems[$0] ?? [] },
                            unreadScopes: dirtyInputs[index]?.heldBack ?? heldBack.scopes(of: part.namespaces)
                        ))
                    return .init(
                        diagnosticCount: kept.count, diagnostics: DiagnosticArchive.encode(kept),
                        coverage: coverage, leafKeyCount: read.catalog.leafKeys.count)
                })
        else { return nil }
        var diagnostics: [Diagnostic] = []
        var coverage = CoverageSum()
        var leafKeys = 0
        var entries: [CheckCacheIndex.PartEntry] = []
        entries.reserveCapacity(records.count)
        for (position, record) in records.enumerated() {
            let part = partition.parts[position]
            entries.append(
                .init(
                    files: part.files,
                    namesKnownType: partInputs[position]?.namesKnownType
                        ?? kept?.layout.parts[position].namesKnownType ?? [],
                    namespaces: part.namespaces, fingerprint: fingerprints[position], result: record))
            if record.diagnosticCount > 0 {
                guard let decoded = DiagnosticArchive.decode(record.diagnostics) else { return nil }
                diagnostics += decoded
            }
            coverage.add(record)
            leafKeys += record.leafKeyCount
        }
        let knownTypeCount = kept?.layout.knownTypeCount ?? layout.knownTypes.count
        next.layout = .init(locales: locales.map(\.tag), knownTypeCount: knownTypeCount, parts: entries)

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
            parts: diagnostics, coverage: coverage.tally,
            configurationDiagnostics: check.configurationDiagnostics,
            scan: scanned)

        // Written when it would differ from the index read: a file re-read whose digest and
        // stamp are the ones recorded (changed again within the racy window, or recorded in it)
        // changes nothing. Roots listed again (the folders changed, or had not settled) are
        // recorded, so the next run can take the listing.
        let indexChanged =
            previous == nil || !dirty.isEmpty || recordsChanged || listingChanged || scan.newBlobs
            || scan.sourcesChanged || kept == nil || listed
        mark("residual")
        if indexChanged { write() }
        mark("write")
        let requiredKeys = next.scan?.namespaces.values.reduce(0) { $0 + $1.requiredKeyCount } ?? 0
        return .init(
            diagnostics: diagnostics, files: resourcePaths.count + (next.scan?.scannedFileCount ?? 0),
            types: knownTypeCount, keys: hasSources ? requiredKeys : leafKeys,
            locales: locales.count, notes: notes, reusedParts: partition.parts.count - dirty.count,
            checkedParts: dirty.count, laidOut: kept == nil, listed: listed,
            parsedSources: scan.parsedSources,
            resolvedSources: scan.resolvedSources,
            phases: zip(phases.dropFirst(), phases).map { ($0.0, ($0.1 - $1.1).seconds) })
    }

    /// Sets `next.resources`: the index's records, with those of `changed` read again alone
    /// (with `whole`, the records of `paths` only, read again where their digest changed).
    /// Returns the change to the layout (`LayoutChange`) that the files read again make; `nil`
    /// when a file cannot be read.
    private mutating func summarizeResources(
        _ paths: [String], changed: [String], whole: Bool,
        files: [String: CheckCacheIndex.StampedDigest]
    ) -> LayoutChange? {
        let known = previous?.resources ?? [:]
        let reader = ProjectReader(configuration: configuration, concurrency: 1)
        let changed = whole ? paths : changed
        let summaries = ParallelMap.map(
            count: changed.count, concurrency: ParallelMap.processorCount
        ) { index -> CheckCacheIndex.ResourceRecord? in
            let path = changed[index]
            guard let digest = files[path]?.digest else { return nil }
            if let record = known[path], record.digest == digest { return record }
            let read = reader.read([path])
            let locales = read.catalog.locales
            return .init(
                digest: digest, locales: locales.map(\.tag),
                localePlaces: locales.map { locale in
                    (read.catalog.localeLocations[locale] ?? []).map { "\($0.line):\($0.column)" }
                        .joined(separator: ",")
                },
                typeNames: read.catalog.typeNames, keysAfterStop: read.catalog.files.flatMap(\.keysAfterStop))
        }
        var resources = whole ? [:] : known
        var change = LayoutChange()
        for (path, record) in zip(changed, summaries) {
            guard let record else { return nil }
            let before = known[path]
            if before?.digest != record.digest {
                change.resource(path, before: before?.summary(path: path), after: record.summary(path: path))
            }
            resources[path] = record
        }
        next.resources = resources
        return change
    }

    /// The last run's layout, and the positions of the parts whose fingerprint must be taken
    /// again (those `change` touches, with the namespaces whose items changed; every part when
    /// what holds findings back or the lock changed); `nil` when the parts would be laid out
    /// otherwise (`LayoutChange`).
    private func keptLayout(_ change: LayoutChange, lockDigest: ContentDigest?) -> (
        layout: CheckCacheIndex.LayoutRecord, partition: ProjectPartition, touched: [Int]
    )? {
        guard change.keepsLayout, let previous, let layout = previous.layout else { return nil }
        var change = change
        switch (previous.scan, next.scan) {
        case (nil, nil): break
        case (let before?, let after?):
            guard before.inputs != after.inputs else { break }
            guard before.namespaces.count == after.namespaces.count else { return nil }
            for (name, now) in after.namespaces {
                guard let then = before.namespaces[name] else { return nil }
                guard then.digest != now.digest else { continue }
                change.namespace(name, before: then.shape, after: now.shape)
            }
            guard change.keepsLayout else { return nil }
        default: return nil
        }
        let partition = ProjectPartition(
            parts: layout.parts.map { .init(files: $0.files, namespaces: $0.namespaces) })
        let lockBefore = lockDigest == nil ? nil : check.lockPath.flatMap { previous.files[$0]?.digest }
        if previous.scan?.unreadScopes != next.scan?.unreadScopes || lockBefore != lockDigest {
            return (layout, partition, Array(layout.parts.indices))
        }
        return (layout, partition, change.touchedParts(of: partition.parts))
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
