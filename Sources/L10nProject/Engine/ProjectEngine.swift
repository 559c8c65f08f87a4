import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nScanner
import L10nYAML

/// A project kept in memory and brought up to date by changes to single files: what an
/// editor (and any front end that checks more than once) holds.
///
/// The project is split into parts (`ProjectPartition`): resource files and the namespaces
/// they define or the schema needs, such that no key of one part is read by another. Each
/// part's catalog, findings and coverage counts are kept with what they were made from (its
/// files' versions, its namespaces' schema items, the project-wide settings); an update
/// re-reads the changed files, re-parses the changed Swift files (resolving the schema from
/// every file's kept facts), and reads and checks again only the parts whose inputs differ.
/// The snapshot's findings are then those of a whole check (`ProjectAnalyzer.analyze`) of the
/// same files, in the same order. The parts are brought up to date by `PartUpdate`, the check
/// cache's procedure too: the engine keeps its `PartStore` in memory (`EnginePartStore`), the
/// cache on disk.
public struct ProjectEngine: Sendable {
    public let analyzer: ProjectAnalyzer
    /// The project as of the last update.
    public private(set) var snapshot: ProjectSnapshot

    /// The unsaved contents that replace files on disk.
    public private(set) var unsavedFiles: [String: [UInt8]] = [:]
    /// Counts changes; a file's version is the count at its last change (0: as first read).
    private var changeCount = 0
    /// The parts, the resource files' summaries and versions, the schema's items by namespace:
    /// what `PartUpdate` brings up to date.
    private var store: EnginePartStore
    private var analyses: [String: SourceFileAnalysis] = [:]
    private var scan: ScanResult?
    private var scannedPaths: [String] = []
    /// Whether the last whole scan needed its second pass (a declaration found only by looking
    /// into skipped files): then only a whole scan stands for another.
    private var scanUsedSecondPass = false
    /// Each Swift file's link names and inherited names (`SourceFileAnalysis`), as analysed.
    private var links: [String: LinkedFiles.Names] = [:]
    /// The link names of Swift files changed since the last scan, as they were before.
    private var replacedLinks: [String: LinkedFiles.Names] = [:]
    /// The scan's unread scopes that hold findings back (a Swift syntax error), by namespace.
    private var heldBack = HeldBackScopes([])
    /// The files as last listed; listed again only when a change may add or remove one.
    private var inventory: ProjectInventory?
    private var needsListing = true
    /// What changed since the parts were last planned (`PartPlan`): the resource files read
    /// again, the namespaces whose items changed, a listing that changed. Kept until an update
    /// succeeds, so a thrown error loses none of it.
    private var pendingChange = LayoutChange()
    /// Whether something every part depends on changed since (the lock, the scopes that hold
    /// findings back): every part's inputs are taken again.
    private var touchesEveryPart = false
    private var lock: TranslationLock?
    /// The lock's version when it was read; `nil` before it is.
    private var lockVersion: Int?
    private var localeData: LocaleDataStore?

    /// The project read, scanned and checked.
    public init(analyzer: ProjectAnalyzer) throws(ProjectLoadError) {
        self.analyzer = analyzer
        store = EnginePartStore(configuration: analyzer.project)
        snapshot = ProjectSnapshot(
            configuration: analyzer.project, catalog: Catalog(), schema: nil, diagnostics: [])
        try update([])
    }

    /// Brings the project up to date with `changes`. A change to a file not listed yet, or to
    /// one that is gone, lists the roots again; so does an update without changes, which
    /// finds files added or removed that no change announced.
    ///
    /// On a thrown error (a file that cannot be read, a lock of another locale) the snapshot
    /// stays the last good one, and the changes stay recorded: the next update reads those
    /// files again.
    @discardableResult
    public mutating func update(_ changes: [ProjectChange]) throws(ProjectLoadError) -> ProjectUpdate {
        record(changes)
        // Rebuilt in place, not on a copy: a copy would make every kept table be copied when
        // first changed, and freed after, on each keystroke. A throw cannot leave a table wrong:
        // each is replaced only together with what it was made from (the scan with the
        // analyses, a summary with its file's contents), the changed files stay recorded until
        // the parts are laid out again, and the snapshot is replaced last.
        return try rebuild()
    }

    private mutating func record(_ changes: [ProjectChange]) {
        if changes.isEmpty { needsListing = true }
        for change in changes {
            changeCount += 1
            store.versions[change.path] = changeCount
            store.stale.insert(change.path)
            if analyses.removeValue(forKey: change.path) != nil, replacedLinks[change.path] == nil {
                replacedLinks[change.path] = links[change.path]
            }
            // A change to a file already listed, which is still there (or still unsaved), leaves
            // the listing as it was; any other may add or remove a file.
            let listed = inventory.map {
                $0.resources.contains(change.path) || $0.sources.contains(change.path)
            }
            switch change {
            case .onDisk(let path):
                if unsavedFiles[path] != nil || listed != true
                    || !FileManager.default.fileExists(atPath: path)
                {
                    needsListing = true
                }
                unsavedFiles[path] = nil
            case .unsaved(let path, let contents):
                if listed != true { needsListing = true }
                unsavedFiles[path] = contents
            }
        }
    }

    private mutating func rebuild() throws(ProjectLoadError) -> ProjectUpdate {
        var outcome = ProjectUpdate()
        if analyzer.configurationHasErrors {
            snapshot = analyzer.configurationSnapshot()
            return outcome
        }
        let configuration = analyzer.project
        let overlay = unsavedFiles
        let reader = ProjectReader(configuration: configuration, concurrency: 1)
        let inventory: ProjectInventory
        if let listed = self.inventory, !needsListing {
            inventory = listed
        } else {
            inventory = try reader.inventory(overlay: overlay)
            if inventory != self.inventory { pendingChange.relayOut() }
            self.inventory = inventory
            needsListing = false
        }
        let hasSources = !configuration.sources.isEmpty

        if let lockPath = analyzer.lockPath, lockVersion != store.version(of: lockPath) {
            lock = try ProjectLock.read(path: lockPath, project: configuration)
            lockVersion = store.version(of: lockPath)
            touchesEveryPart = true
        }
        if hasSources {
            let itemsBefore = store.itemsByNamespace
            let scanned = try rescanIfNeeded(
                inventory.sources, with: ProjectReader(configuration: configuration))
            outcome.parsedSources = scanned.parsed
            outcome.resolvedSources = scanned.resolved
            if scanned.rescanned {
                let heldBack = HeldBackScopes(scan?.schema.unreadScopes ?? [])
                // A file that breaks or is mended (seldom) changes what every part holds back.
                if heldBack != self.heldBack {
                    self.heldBack = heldBack
                    touchesEveryPart = true
                }
                // A keystroke in Swift changes the items of a namespace or two, seldom how
                // namespaces link: then the parts stay, and those of the namespaces are touched.
                if let changed = scanned.changedNamespaces {
                    for namespace in changed {
                        pendingChange.namespace(
                            namespace,
                            before: itemsBefore[namespace].map { NamespaceShape(items: $0, in: namespace) },
                            after: store.itemsByNamespace[namespace].map {
                                NamespaceShape(items: $0, in: namespace)
                            })
                    }
                } else {
                    pendingChange.relayOut()
                }
            }
        }
        // Loaded without sources too: the queries follow fallback chains with it.
        if localeData == nil { localeData = try ProjectReader.localeData() }

        // The changed resource files read alone, the parts kept or laid out again, and those
        // whose inputs changed read and checked again (`PartUpdate`, as `check --cache` does).
        store.overlay = overlay
        let (localeData, lock, items) = (localeData, lock, store.itemsByNamespace)
        // Every check gives a result: what it needs is at hand.
        let update = PartUpdate(
            &store, resources: inventory.resources, changed: nil, change: pendingChange,
            touchingEveryPart: touchesEveryPart, heldBack: heldBack, lock: lock == nil ? nil : lockVersion,
            configuration: configuration, overlay: overlay, warningsAsErrors: analyzer.warningsAsErrors,
            context: { _ in PartCheckContext(localeData: localeData, lock: lock, items: { items[$0] ?? [] }) }
        )!
        let partition = update.plan.layout.partition
        outcome.readResources = update.readAlone.count
        for position in update.dirty
        where partition.parts[position].files.count > 1
            || update.readAlone[partition.parts[position].files.first ?? ""] == nil
        {
            outcome.readResources += partition.parts[position].files.count
        }
        var parts: [ProjectPart] = []
        parts.reserveCapacity(partition.parts.count)
        for (part, result) in zip(partition.parts, update.results) {
            parts.append(ProjectPart(files: part.files, namespaces: part.namespaces, source: result.catalog))
        }
        let (diagnostics, tally) = update.findings(
            in: store, configurationDiagnostics: analyzer.configurationDiagnostics,
            scan: scan.map { ($0.diagnostics, $0.ignoreComments) })!
        pendingChange = LayoutChange()
        touchesEveryPart = false
        outcome.checkedParts = update.dirty.count
        outcome.reusedParts = partition.parts.count - update.dirty.count
        snapshot = ProjectSnapshot(
            configuration: configuration, parts: parts, schema: hasSources ? scan?.schema : nil,
            diagnostics: diagnostics, coverage: hasSources ? tally : nil, localeData: localeData)
        snapshot.lock = lock
        snapshot.lockPath = analyzer.lockPath
        return outcome
    }

    /// Scans the sources again when a Swift file changed, appeared or disappeared: only the
    /// changed files are parsed. Returns how many were.
    ///
    /// `changedNamespaces` names the namespaces whose items may differ after a relinked scan;
    /// it is `nil` after a whole scan.
    private mutating func rescanIfNeeded(_ paths: [String], with reader: ProjectReader)
        throws(ProjectLoadError) -> (
            parsed: Int, resolved: Int, rescanned: Bool, changedNamespaces: Set<String>?
        )
    {
        let known = analyses
        let unparsed = paths.filter { known[$0] == nil }
        guard scan == nil || paths != scannedPaths || !unparsed.isEmpty else { return (0, 0, false, []) }
        let overlay = unsavedFiles
        defer { replacedLinks.removeAll() }
        if let previous = scan, !scanUsedSecondPass,
            let relinked = relink(paths: paths, unparsed: unparsed, reader: reader)
        {
            let (result, removedItems) = relinked.merged(into: previous)
            scan = result
            scannedPaths = paths
            // Only the namespaces of the items replaced are grouped again, in schema order.
            var changed = Set(relinked.addedItems.keys)
            for item in removedItems { changed.insert(ProjectPartition.namespace(of: item.key)) }
            for namespace in changed {
                let items = relinked.items(replacing: store.itemsByNamespace[namespace] ?? [], in: namespace)
                store.itemsByNamespace[namespace] = items.isEmpty ? nil : items
            }
            return (unparsed.count, relinked.component.count, true, changed)
        }
        let scanned: (result: ScanResult, analyses: [SourceFileAnalysis], usedSecondPass: Bool)
        do {
            scanned = try reader.scan(paths, overlay: overlay, reusing: { known[paths[$0]] })
        } catch {
            throw .sources(error)
        }
        scan = scanned.result
        scanUsedSecondPass = scanned.usedSecondPass
        scannedPaths = paths
        store.itemsByNamespace = Dictionary(grouping: scanned.result.schema.items) {
            ProjectPartition.namespace(of: $0.key)
        }
        analyses = Dictionary(uniqueKeysWithValues: zip(paths, scanned.analyses))
        links = analyses.mapValues(LinkedFiles.Names.init)
        return (unparsed.count, paths.count, true, nil)
    }

    /// The changed Swift files parsed again, and them and every file linked to them resolved
    /// again from their kept facts (`RelinkedScan`), with the kept facts and links brought up
    /// to date; `nil` when that cannot stand for a whole scan.
    private mutating func relink(paths: [String], unparsed: [String], reader: ProjectReader) -> RelinkedScan?
    {
        let current = Set(paths)
        let removed = scannedPaths.filter { !current.contains($0) }
        let overlay = unsavedFiles
        let (links, replaced, analyses) = (self.links, replacedLinks, self.analyses)
        guard
            let relinked = RelinkedScan(
                changed: unparsed, removed: removed, among: paths, scanner: reader.scanner,
                contents: { ProjectInventory.contents(of: $0, overlay: overlay) },
                before: { replaced[$0] ?? links[$0] }, analysis: { analyses[$0] })
        else { return nil }
        for path in removed {
            self.analyses[path] = nil
            self.links[path] = nil
        }
        for (path, analysis) in relinked.analyses {
            self.analyses[path] = analysis
            self.links[path] = LinkedFiles.Names(analysis)
        }
        return relinked
    }
}
