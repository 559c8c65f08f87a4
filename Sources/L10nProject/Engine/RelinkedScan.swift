import L10nCore
import L10nScanner

/// A scan brought up to date after a few Swift files changed: the changed files parsed again,
/// and them and every file linked to them by type names (`LinkedFiles`) resolved again from
/// their kept facts; every other file's items, findings and ignore comments stay. What
/// `ProjectEngine` (facts in memory) and `check --cache` (facts on disk) both do after a Swift
/// edit, so the two cannot re-resolve a different set of files.
public struct RelinkedScan: Sendable {
    /// The resolution of the re-resolved files alone.
    public let result: ScanResult
    /// The files resolved again: the changed files and those linked to them.
    public let component: Set<String>
    /// The files whose items, findings and ignore comments are replaced: the re-resolved files
    /// and the removed ones.
    public let replaced: Set<String>
    /// The changed files' analyses, as parsed now.
    public let analyses: [String: SourceFileAnalysis]
    /// The items put in, by namespace (`ProjectPartition.namespace(of:)`), in schema order.
    public let addedItems: [String: [SchemaItem]]

    /// Relinks, or `nil` when that cannot stand for a whole scan: many files changed, a
    /// changed file cannot be read, a linked file's facts are not at hand, or a declaration
    /// is missing from the linked files.
    ///
    /// - Parameters:
    ///   - changed: the files whose contents changed (or that are new), among `paths`.
    ///   - removed: the files scanned before that are gone.
    ///   - paths: every Swift file of the project now.
    ///   - contents: a changed file's bytes.
    ///   - before: a file's names as last scanned (`nil` for a new file).
    ///   - analysis: an unchanged file's kept facts.
    public init?(
        changed: [String], removed: [String], among paths: [String], scanner: SchemaScanner,
        contents: (String) -> [UInt8]?, before: (String) -> LinkedFiles.Names?,
        analysis: (String) -> SourceFileAnalysis?
    ) {
        // Past this, resolving the linked files costs about what a whole scan from kept facts does.
        guard changed.count + removed.count <= max(8, paths.count / 8) else { return nil }
        var fresh: [String: SourceFileAnalysis] = [:]
        for path in changed {
            guard let bytes = contents(path) else { return nil }
            fresh[path] = SchemaScanner.analyze(path: path, bytes: bytes)
        }
        let gone = Set(removed)
        let component = LinkedFiles.component(
            changed: changed, removed: removed, among: paths,
            now: { path in
                if let analysis = fresh[path] { return LinkedFiles.Names(analysis) }
                return gone.contains(path) ? nil : before(path)
            },
            before: before)
        var componentAnalyses: [SourceFileAnalysis] = []
        componentAnalyses.reserveCapacity(component.count)
        for path in component.sorted() {
            guard let analysis = fresh[path] ?? analysis(path) else { return nil }
            componentAnalyses.append(analysis)
        }
        let (result, isComplete) = scanner.resolve(componentAnalyses)
        guard isComplete else { return nil }
        var added: [String: [SchemaItem]] = [:]
        for item in result.schema.items {
            added[ProjectPartition.namespace(of: item.key), default: []].append(item)
        }
        self.result = result
        self.component = component
        replaced = component.union(removed)
        analyses = fresh
        addedItems = added
    }

    /// A namespace's items with those of the replaced files swapped for the new ones, in
    /// schema order; `old` is in schema order too.
    public func items(replacing old: [SchemaItem], in namespace: String) -> [SchemaItem] {
        Schema.merged(old.filter { !replaced.contains($0.location.file) }, addedItems[namespace] ?? [])
    }

    /// The scanner's findings with those of the replaced files swapped for the new ones, sorted.
    public func diagnostics(replacing old: [Diagnostic]) -> [Diagnostic] {
        (old.filter { !replaced.contains($0.location.file) } + result.diagnostics).sorted()
    }

    /// The sources' ignore comments with those of the replaced files swapped for the new ones,
    /// in the order a whole scan gives them.
    public func ignoreComments(replacing old: [IgnoreComment]) -> [IgnoreComment] {
        (old.filter { !replaced.contains($0.location.file) } + result.ignoreComments)
            .sorted { ($0.location, $0.line) < ($1.location, $1.line) }
    }

    /// The schema's unread scopes with those of the replaced files swapped for the new ones.
    public func unreadScopes(replacing old: [UnreadScope]) -> [UnreadScope] {
        old.filter { !replaced.contains($0.location.file) } + result.schema.unreadScopes
    }

    /// The whole scan `previous` brought up to date, and the items taken out of it (those of
    /// the replaced files, as they were).
    public func merged(into previous: ScanResult) -> (result: ScanResult, removedItems: [SchemaItem]) {
        // Every item is tested: a few paths compared (items of one file share its path's
        // storage, which `==` sees at once) cost less than hashing each item's path.
        let replacedList = Array(replaced)
        let isReplaced: (String) -> Bool =
            replacedList.count <= 16 ? { replacedList.contains($0) } : { replaced.contains($0) }
        var keptItems: [SchemaItem] = []
        var removedItems: [SchemaItem] = []
        keptItems.reserveCapacity(previous.schema.items.count)
        for item in previous.schema.items {
            if isReplaced(item.location.file) {
                removedItems.append(item)
            } else {
                keptItems.append(item)
            }
        }
        // Both lists are in schema order: merged, not sorted again.
        let schema = Schema(
            orderedItems: Schema.merged(keptItems, result.schema.items),
            scannedFiles: (previous.schema.scannedFiles.filter { !replaced.contains($0) }
                + result.schema.scannedFiles).sorted(),
            localizedFiles: (previous.schema.localizedFiles.filter { !replaced.contains($0) }
                + result.schema.localizedFiles).sorted(),
            unreadScopes: unreadScopes(replacing: previous.schema.unreadScopes))
        return (
            ScanResult(
                schema: schema, diagnostics: diagnostics(replacing: previous.diagnostics),
                ignoreComments: ignoreComments(replacing: previous.ignoreComments)),
            removedItems
        )
    }
}
