import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime
import L10nScanner
import L10nYAML

/// One run's state: what was read from the cache, and what will be written back.
///
/// The run does what only the cache does: it stamps and hashes the input files (the last
/// listing kept while its folders stand), reads the state the last run saved under the tool's
/// identity (the index, the companion and the blobs: `CheckCacheIndex`, `CachedScan`), turns
/// what differs into the changes the engine takes, and saves the state again. Bringing the
/// state up to date is the engine's: the scan relinked around the changed Swift files
/// (`RelinkedScan`, through `CachedScan`), and the parts by `PartUpdate` over the index's
/// records (`CachedPartStore`), the procedure `ProjectEngine` runs over the parts it keeps in
/// memory.
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

    init(check: IncrementalCheck) {
        self.check = check
        // Its settings are the tool identity (`readIndex`).
        next = CheckCacheIndex(settings: ContentDigest(high: 0, low: 0))
    }

    /// Takes the tool identity and reads the previous index, used when this tool made it with
    /// these settings: its files decoded on this thread, the rest on another while the files
    /// are stamped (`completeIndex`). Read here rather than on a thread of its own: this
    /// thread had nothing else to do meanwhile, and starting one cost more than it saved.
    private mutating func readIndex() {
        let identity = Self.toolIdentity(settings: check.settings)
        next.settings = identity
        guard case .bytes(let bytes)? = try? RegularFile.read(check.indexFile) else { return }
        do throws(CacheFormatError) {
            let read = try CheckCacheIndex(decodingFilesOf: bytes)
            previous = read.settings == identity ? read : nil
        } catch {
            notes.append(Self.notUsed(check.indexFile, error))
        }
        mark("read index")
    }

    /// Waits for the rest of the previous index (decoded while the files were stamped): `false`
    /// when it cannot be used, and then there is no previous index.
    private mutating func completeIndex() -> Bool {
        defer {
            scan = CachedScan(
                itemBlobs: check.items, analysisBlobs: check.analyses, sourcesFile: check.sourcesFile,
                sourcesChecksum: previous?.sourcesChecksum, previous: previous?.scan)
        }
        do throws(CacheFormatError) {
            try previous?.completeRest()
            return true
        } catch {
            notes.append(Self.notUsed(check.indexFile, error))
            previous = nil
            return false
        }
    }

    static func notUsed(_ file: String, _ error: CacheFormatError) -> String {
        "l10nc: not using the check cache \(file): \(error); checking without it, and writing it anew"
    }

    var configuration: ProjectConfiguration { check.configuration }

    /// The input files as this run found them (`stampFiles`).
    private struct StampedFiles {
        var resourcePaths: [String]
        var sourcePaths: [String]
        /// Whether the roots were listed, rather than the last run's listing kept.
        var listed: Bool
        var lockPath: String?
        /// Every file's stamp and digest.
        var table: [String: CheckCacheIndex.StampedDigest]
        /// The contents of the files read to hash them, by path.
        var freshBytes: [String: [UInt8]]
        /// The resource files whose contents differ from the index's.
        var changedResources: [String]
        var swiftChanged: Bool
        var contentChanged: Bool
        /// Whether a file was listed or is gone since the index.
        var listingChanged: Bool
        /// Whether a record (a stamp, a digest) differs from the index's.
        var recordsChanged: Bool
    }

    mutating func perform() -> IncrementalCheck.Outcome? {
        let scanner = ProjectReader(configuration: configuration).scanner
        readIndex()
        // The CLDR data is needed only if some part is checked again, so only when some file
        // changed (or was added or removed): it is read from when the first such file is met.
        let hasSources = !configuration.sources.isEmpty
        let localeData = StartableValue { try? ProjectReader.localeData() }
        if hasSources, previous == nil { localeData.start() }
        guard var stamped = stampFiles(startingOnChange: hasSources ? localeData : nil) else { return nil }
        if !completeIndex() {
            // Stamped against an index that cannot be used: stamped again against none.
            if hasSources { localeData.start() }
            guard let again = stampFiles(startingOnChange: nil) else { return nil }
            stamped = again
        }
        let files = stamped.table
        let fresh = stamped.freshBytes
        let contentsOf: @Sendable (String) -> [UInt8]? = { path in
            if let bytes = fresh[path] { return bytes }
            guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return nil }
            return bytes
        }

        mark("stat and hash")
        // The files' section of the index is all known now: when the index will be written (a
        // record changed), encoded on another thread while the scan and the parts are brought up
        // to date (measured: about 2 ms less of a re-check after one Swift file changed, with the
        // companion's encoding below; both cores are busy for most of a re-check, so a further
        // split of the index's sections was slower).
        let index = next
        let filesSection =
            previous == nil || stamped.recordsChanged || stamped.listingChanged || stamped.listed
            ? BackgroundValue { index.filesSection().sealed() } : nil
        if hasSources, stamped.contentChanged { localeData.start() }
        if hasSources {
            // No Swift file changed, came or went: the scan is the recorded one.
            if !stamped.swiftChanged, !stamped.listingChanged, let kept = previous?.scan {
                scan.summary = kept
            } else {
                guard
                    scan.update(
                        sourcePaths: stamped.sourcePaths, files: files, scanner: scanner,
                        contentsOf: contentsOf)
                else { return nil }
            }
            next.scan = scan.summary
            notes += scan.notes
            if !scan.sourcesChanged { next.sourcesChecksum = previous?.sourcesChecksum }
        }

        // The companion, encoded on another thread too (with the blobs of the analyses parsed);
        // a whole scan made later changes it again.
        let companion = scan.sourcesChanged ? scan.companionSealer().map { BackgroundValue($0) } : nil
        let companionRevision = scan.sourcesRevision

        mark("scan")
        // What the listing, the scan and the lock changed; the resource files, `PartUpdate`
        // finds by their records' digests.
        let summary = next.scan
        var change = LayoutChange()
        if stamped.listingChanged { change.relayOut() }
        let lockDigest = stamped.lockPath.map { files[$0]!.digest }
        var touchesEveryPart = true
        if let previous {
            scan.layoutChange(&change)
            let lockBefore = check.lockPath.flatMap { previous.files[$0]?.digest }
            touchesEveryPart =
                previous.scan?.unreadScopes != summary?.unreadScopes || lockBefore != lockDigest
        }
        var projectWide = ContentDigest.Builder()
        projectWide.add(next.settings)
        projectWide.add(hasSources)
        // The parts brought up to date as the engine does (`PartUpdate`), from the records.
        var store = CachedPartStore(
            parts: previous?.layout, files: files, resources: previous?.resources ?? [:],
            namespaces: summary?.namespaces ?? [:], projectDigest: projectWide.finish())
        guard
            let update = PartUpdate(
                &store, resources: stamped.resourcePaths,
                changed: stamped.listingChanged ? nil : stamped.changedResources, change: change,
                touchingEveryPart: touchesEveryPart,
                heldBack: HeldBackScopes(CachedScan.unreadScopes(summary)),
                lock: lockDigest, configuration: configuration, warningsAsErrors: check.warningsAsErrors,
                context: { plan in
                    partContext(
                        plan, stamped, localeData: hasSources ? localeData : nil, scanner: scanner,
                        contentsOf: contentsOf)
                })
        else { return nil }
        next.resources = store.resources
        next.layout = store.parts
        let (plan, dirty) = (update.plan, update.dirty)
        // Written when it would differ from the index read: a file re-read whose digest and
        // stamp are the ones recorded (changed again within the racy window, or recorded in it)
        // changes nothing. Roots listed again (the folders changed, or had not settled) are
        // recorded, so the next run can take the listing.
        let indexChanged =
            previous == nil || !dirty.isEmpty || stamped.recordsChanged || stamped.listingChanged
            || scan.newBlobs || scan.sourcesChanged || plan.laidOut || stamped.listed

        mark("parts")
        // The cache written on another thread while the findings are put together and reported
        // (the caller waits for it before it ends: `Outcome.pendingWrite`); it writes this run's
        // state as it stands now, a copy.
        var pendingWrite: BackgroundValue<[String]>?
        if indexChanged {
            let run = self
            let sealedCompanion = scan.sourcesRevision == companionRevision ? companion : nil
            pendingWrite = BackgroundValue {
                var writer = run
                writer.notes = []
                writer.write(
                    filesSection: filesSection?.value ?? run.next.filesSection().sealed(),
                    companion: sealedCompanion)
                return writer.notes
            }
        }
        // What belongs to no part is judged over the whole project, with the scanner's findings.
        var scanned: (diagnostics: [Diagnostic], ignoreComments: [IgnoreComment])?
        if let summary {
            guard let found = DiagnosticArchive.decode(summary.diagnostics),
                let comments = try? JSONDecoder().decode(
                    [IgnoreComment].self, from: Data(summary.ignoreComments))
            else { return nil }
            scanned = (found, comments)
        }
        guard
            let (diagnostics, _) = update.findings(
                in: store, configurationDiagnostics: check.configurationDiagnostics, scan: scanned)
        else { return nil }

        mark("residual")
        let requiredKeys = next.scan?.namespaces.values.reduce(0) { $0 + $1.requiredKeyCount } ?? 0
        let partCount = plan.layout.partition.parts.count
        return .init(
            diagnostics: diagnostics, files: stamped.resourcePaths.count + (next.scan?.scannedFileCount ?? 0),
            types: next.layout?.knownTypeCount ?? 0,
            keys: hasSources ? requiredKeys : update.results.reduce(0) { $0 + $1.leafKeyCount },
            locales: plan.layout.locales.count, notes: notes, reusedParts: partCount - dirty.count,
            checkedParts: dirty.count, laidOut: plan.laidOut, listed: stamped.listed,
            parsedSources: scan.parsedSources, resolvedSources: scan.resolvedSources,
            phases: zip(phases.dropFirst(), phases).map { ($0.0, ($0.1 - $1.1).seconds) },
            pendingWrite: pendingWrite)
    }

    /// The input files, each stamped; those whose stamp is not the one recorded (or was not
    /// settled when recorded) read and hashed. Sets `next.takenAt`, `next.files` and
    /// `next.listing`. `localeData` is started when the first changed file is met. `nil`
    /// when a file cannot be read or the roots cannot be listed.
    private mutating func stampFiles(startingOnChange localeData: StartableValue<LocaleDataStore?>?)
        -> StampedFiles?
    {
        // The last run's listing stands while the folders it listed do; else the roots are
        // listed again.
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
        let lockPath = check.lockPath.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        let allPaths = resourcePaths + sourcePaths + (lockPath.map { [$0] } ?? [])
        next.takenAt = FileStamp.now()
        let known = previous
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
            if let localeData, (inOrder?[index] ?? known?.files[path])?.digest != digest {
                localeData.start()
            }
            return (stamp, digest, bytes)
        }
        var stamped = StampedFiles(
            resourcePaths: resourcePaths, sourcePaths: sourcePaths, listed: listed, lockPath: lockPath,
            table: known?.files ?? [:], freshBytes: [:], changedResources: [], swiftChanged: false,
            contentChanged: known == nil, listingChanged: known == nil, recordsChanged: false)
        // The same records by place, when the listing is the index's: written out without
        // looking each path up.
        var records = inOrder
        // What differs from the index: files whose contents changed (resource files apart), a
        // file listed or gone, and stamps the index should take (so the next run need not read
        // those files again).
        for (position, (path, result)) in zip(allPaths, hashed).enumerated() {
            guard let result else { continue }
            guard let result else { return nil }
            let recorded = stamped.table[path]
            if recorded == nil { stamped.listingChanged = true }
            if recorded?.digest != result.digest {
                stamped.contentChanged = true
                stamped.recordsChanged = true
                if position < resourcePaths.count {
                    stamped.changedResources.append(path)
                } else if position < resourcePaths.count + sourcePaths.count {
                    stamped.swiftChanged = true
                }
            } else if recorded?.stamp != result.stamp || result.stamp.isSettled(takenAt: next.takenAt) {
                stamped.recordsChanged = true
            }
            stamped.table[path] = .init(stamp: result.stamp, digest: result.digest)
            records?[position] = .init(stamp: result.stamp, digest: result.digest)
            if let bytes = result.bytes { stamped.freshBytes[path] = bytes }
        }
        // Files recorded that are no longer listed are dropped.
        if stamped.table.count != allPaths.count {
            let listedPaths = Set(allPaths)
            stamped.table = stamped.table.filter { listedPaths.contains($0.key) }
            stamped.contentChanged = true
            stamped.listingChanged = true
        }
        next.files = stamped.table
        next.listing = .init(
            paths: allPaths, records: records ?? [], resourceCount: resourcePaths.count,
            sourceCount: sourcePaths.count, folders: folders)
        return stamped
    }

    /// What checking the parts of `plan.dirty` needs: the CLDR data (being read since a file
    /// was seen to change), the lock (read, and so judged, whenever it can matter: a changed
    /// lock makes every part dirty), the items of their namespaces from their blobs. `nil` when
    /// one cannot be had.
    private mutating func partContext(
        _ plan: PartUpdate<CachedPartStore>.Plan, _ stamped: StampedFiles,
        localeData: StartableValue<LocaleDataStore?>?, scanner: SchemaScanner,
        contentsOf: @escaping @Sendable (String) -> [UInt8]?
    ) -> PartCheckContext? {
        var partLocaleData: LocaleDataStore?
        if let localeData, !plan.dirty.isEmpty {
            guard let loaded = localeData.value else { return nil }
            partLocaleData = loaded
        }
        var items: [String: [SchemaItem]] = [:]
        if partLocaleData != nil {
            guard
                let loaded = scan.items(
                    of: plan.dirty.flatMap { plan.layout.partition.parts[$0].namespaces },
                    sourcePaths: stamped.sourcePaths, files: stamped.table, scanner: scanner,
                    contentsOf: contentsOf)
            else { return nil }
            next.scan = scan.summary
            items = loaded
        }
        let lock =
            stamped.lockPath != nil && (!plan.dirty.isEmpty || plan.layout.partition.parts.isEmpty)
            ? check.readLock() : nil
        let loaded = items
        return PartCheckContext(localeData: partLocaleData, lock: lock, items: { loaded[$0] ?? [] })
    }

    // MARK: Cache files

    /// Writes the companion if it changed, then the index that names it (the blobs are
    /// written already, or with the companion): a run stopped half-way leaves an index whose
    /// companion's checksum does not match, or blobs no index names, never a wrong cache.
    /// `filesSection` is the index's, and `companion` the companion sealed on another thread,
    /// when it was.
    private mutating func write(
        filesSection: [UInt8], companion: BackgroundValue<CachedScan.SealedCompanion?>?
    ) {
        do {
            try FileManager.default.createDirectory(
                atPath: check.cacheDirectory, withIntermediateDirectories: true)
            var sources = scan.sources
            if scan.sourcesChanged, scan.sources != nil {
                guard let sealed = companion?.value ?? scan.companionSealer()?() else {
                    notes.append(
                        "l10nc: could not write the check cache in \(check.cacheDirectory): the analysis of a "
                            + "Swift file could not be stored")
                    return
                }
                try AtomicFileWriter.write(sealed.bytes, to: check.sourcesFile)
                next.sourcesChecksum = sealed.checksum
                sources = sealed.sources
            }
            // Blobs no longer named anywhere are removed once the index that no longer names
            // them is in place: after a whole scan, and after every 64 runs that wrote some
            // (a blob or two each), so a run after one edit does not list the stores.
            next.runsSincePruning = (previous?.runsSincePruning ?? 0) + (scan.newBlobs ? 1 : 0)
            let prunes = scan.wholeScanDone || next.runsSincePruning >= 64
            if prunes { next.runsSincePruning = 0 }
            try AtomicFileWriter.write(
                next.encoded(filesSection: filesSection), to: check.indexFile)
            if prunes {
                check.items.prune(keeping: Set((next.scan?.namespaces.values).map { $0.map(\.digest) } ?? []))
                check.analyses.prune(keeping: Set((sources?.records.values).map { $0.map(\.analysis) } ?? []))
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
        let executable = RunningExecutable.path ?? ""
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
