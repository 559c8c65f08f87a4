import L10nChecker
import L10nCore
import L10nRuntime
import L10nScanner
import L10nYAML

/// One update of a check by parts, the one procedure of `ProjectEngine` (its `PartStore` in
/// memory, told what changed) and `check --cache` (on disk, finding what changed by stamps):
/// the resource files whose summary is not current read alone, the parts kept or laid out
/// again (`PartPlan`), those whose inputs changed read and checked again side by side, and the
/// state the next update starts from put in the store; `findings` then puts the project's
/// findings together in a whole check's order.
///
/// What changed besides resource files (the namespaces whose items changed, a listing, the
/// lock, what holds findings back) is the caller's to say: each keeps its scan its own way.
public struct PartUpdate<Store: PartStore>: Sendable {
    public typealias Plan = PartPlan<Store.Version, Store.Items, Store.Key, Store.Result>

    public let plan: Plan
    public let checker: PartChecker
    /// Every part's result, in the partition's order.
    public let results: [Store.Result]
    /// The resource files read alone, by path.
    public let readAlone: [String: CatalogReadResult]

    /// The parts to read and check again, in the partition's order.
    public var dirty: [Int] { plan.dirty }

    /// Brings `store` up to date; `nil` when what checking needs cannot be had (`context`) or a
    /// part's result cannot be made, and then the store's parts are as they were (the resource
    /// files read alone are recorded).
    ///
    /// - Parameters:
    ///   - resources: the resource files listed, in order.
    ///   - changed: those that may have changed since the store's summaries; `nil`: any.
    ///   - change: what changed besides resource files: the namespaces whose items changed, a
    ///     file listed or gone (`LayoutChange.relayOut`).
    ///   - touchingEveryPart: whether the lock or what holds findings back changed.
    ///   - lock: the lock's version, `nil` without a lock.
    ///   - overlay: unsaved contents, read in place of the disk's.
    ///   - context: what checking the parts of `plan.dirty` needs.
    public init?(
        _ store: inout Store, resources: [String], changed: [String]?, change: LayoutChange,
        touchingEveryPart: Bool, heldBack: HeldBackScopes, lock: Store.Version?,
        configuration: ProjectConfiguration, overlay: [String: [UInt8]] = [:], warningsAsErrors: Bool,
        context: (Plan) -> PartCheckContext?
    ) {
        var change = change
        // Each resource file whose summary is not current read alone: its locales and
        // namespaces decide its part, and it checks its part when the part holds no other.
        let unread = (changed ?? resources).filter { !store.hasCurrentSummary($0) }
        var readAlone: [String: CatalogReadResult] = [:]
        // A part's files read on one thread, the parts side by side: an edit's part holds a file
        // or a few, and reading them on every core made the language server's YAML edit slower
        // (p50 4.5 → 5.4–6.6 ms in `LanguageServerBenchmark`; the cache's re-check the same).
        let reader = ProjectReader(configuration: configuration, concurrency: 1)
        for read in ResourceReadAlone.reading(unread, with: reader, overlay: overlay) {
            let path = read.summary.path
            change.resource(path, before: store.summary(of: path), after: read.summary)
            store.record(read)
            readAlone[path] = read.read
        }
        if changed == nil { store.forgetResources(notIn: resources) }

        let summaries = store
        let plan = Plan(
            previous: store.parts, change: change, touchingEveryPart: touchingEveryPart,
            layOut: {
                let schema = summaries.schemaForLayout()
                return ProjectLayout(
                    resources: resources.map { summaries.summary(of: $0)! },
                    schemaTypeNames: schema.typeNames, namespaceLinks: schema.links)
            },
            version: { summaries.version(of: $0) }, items: { summaries.items(of: $0) }, heldBack: heldBack,
            requiredLocales: configuration.checkConfiguration.requiredLocales, lock: lock, key: store.partKey)
        guard let context = context(plan) else { return nil }
        let checker = plan.checker(
            configuration: configuration, placesOfEachFile: { summaries.placesOfEachFile() },
            localeData: context.localeData, lock: context.lock, warningsAsErrors: warningsAsErrors)
        guard
            let results = plan.results(
                checker: checker, concurrency: ParallelMap.processorCount, readAlone: readAlone,
                read: { reader.read($0, overlay: overlay) }, items: context.items,
                result: store.resultMaker(for: plan.layout.partition, checked: plan.dirty.count))
        else { return nil }
        store.parts = plan.state(results: results)
        self.plan = plan
        self.checker = checker
        self.results = results
        self.readAlone = readAlone
    }

    /// The project's findings: the parts' with what belongs to no part (the configuration's,
    /// and with sources the scanner's, with its ignore comments), in a whole check's order, and
    /// the parts' coverage counts summed. `nil` when a part's findings cannot be read back.
    public func findings(
        in store: Store, configurationDiagnostics: [Diagnostic],
        scan: (diagnostics: [Diagnostic], ignoreComments: [IgnoreComment])?
    ) -> (diagnostics: [Diagnostic], coverage: CoverageTally)? {
        plan.findings(
            of: results, checker: checker, diagnostics: { store.diagnostics(of: $0) },
            coverage: { store.coverage(of: $0) }, configurationDiagnostics: configurationDiagnostics,
            scan: scan)
    }
}
