import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML

/// One update of a check by parts, the one mechanism of `ProjectEngine` and the check cache:
/// from the parts kept from the last update (`PartState`) and what changed since
/// (`LayoutChange`), the parts are kept or laid out again, the key of each part's inputs is
/// taken again where they may differ, and the parts whose key differs are read and checked
/// again (`results`), the others keeping their result; `state(results:)` is then what the
/// next update starts from.
///
/// The engine keys a part by its inputs themselves (files named by the count of changes they
/// have seen, namespaces by their items) and keeps the state in memory; the cache keys it by
/// the digest of its inputs (files and items named by their contents' digests) and writes the
/// state to disk. Either way a part is checked again exactly when its inputs changed.
public struct PartPlan<
    Version: Hashable & Sendable, Items: Hashable & Sendable, Key: Hashable & Sendable, Result: Sendable
>: Sendable {
    public typealias Inputs = PartInputs<Version, Items>

    /// The parts, the catalog's locales and the known types: when the layout is kept, the
    /// known types are only those of the parts whose key was taken again, all that their
    /// check reads of them (`PartState.namesKnownType`).
    public let layout: ProjectLayout
    /// Whether the parts were laid out again, rather than kept as the last update laid them out.
    public let laidOut: Bool
    /// Per part, the key of its inputs.
    public let keys: [Key]
    /// The inputs of the parts whose key was taken again: every part when laid out again, else
    /// those the change touches. Every part to check again is among them.
    public let inputs: [Int: Inputs]
    /// Which parts to check again, and the results of the others.
    public let round: PartRound<Result>
    /// The state kept, when the layout is: what the parts not touched keep of it.
    private let kept: PartState<Key, Result>?

    /// The parts to read and check again, in the partition's order.
    public var dirty: [Int] { round.dirty }

    /// - Parameters:
    ///   - previous: the state the last update left; `nil` lays the parts out.
    ///   - change: the resource files read again, the namespaces whose items changed, and
    ///     whether a file was listed or is gone.
    ///   - touchingEveryPart: whether something every part depends on besides its files and
    ///     items changed (the lock, the scopes that hold findings back): every part's key is
    ///     taken again, though the layout may stand.
    ///   - layOut: the parts laid out from the current files and schema.
    ///   - version: a resource file's version; `items`: a namespace's items.
    ///   - requiredLocales: the configuration's required locales; `nil` requires every locale of
    ///     the catalog.
    ///   - lock: the lock's version, `nil` without a lock.
    ///   - key: the key of a part's inputs.
    public init(
        previous: PartState<Key, Result>?, change: LayoutChange, touchingEveryPart: Bool,
        layOut: () -> ProjectLayout, version: (String) -> Version, items: (String) -> Items,
        heldBack: HeldBackScopes, requiredLocales: [LocaleIdentifier]?, lock: Version?,
        key: @escaping @Sendable (Inputs) -> Key
    ) {
        var inputs: [Int: Inputs] = [:]
        if change.keepsLayout, let previous {
            let partition = previous.partition
            let touched =
                touchingEveryPart ? Array(partition.parts.indices) : change.touchedParts(of: partition.parts)
            // The known types are read only as whether a file's type is one (`file-type-mismatch`,
            // `PartInputs.namesKnownType`), and only for the parts whose key is taken again: those
            // of their files, as recorded, stand for the whole set.
            var knownTypes = Set<String>()
            for position in touched {
                let files = partition.parts[position].files
                for (file, isKnown) in zip(files, previous.namesKnownType[position]) where isKnown {
                    if let name = Checker.typeName(ofResourceFile: file) { knownTypes.insert(name) }
                }
            }
            let layout = ProjectLayout(
                locales: previous.locales.compactMap(LocaleIdentifier.init), knownTypes: knownTypes,
                partition: partition)
            var keys = previous.keys
            let touchedInputs = Inputs.of(
                layout, parts: touched, version: version, items: items, heldBack: heldBack,
                requiredLocales: requiredLocales, lock: lock)
            for (position, input) in zip(touched, touchedInputs) {
                keys[position] = key(input)
                inputs[position] = input
            }
            // Only a touched part's key can differ.
            round = PartRound(
                keepingInPlace: previous.results, dirty: touched.filter { previous.keys[$0] != keys[$0] })
            self.layout = layout
            self.keys = keys
            laidOut = false
            kept = previous
        } else {
            let layout = layOut()
            let all = Inputs.of(
                layout, version: version, items: items, heldBack: heldBack, requiredLocales: requiredLocales,
                lock: lock)
            // A first layout takes every part's key: thousands of digests, side by side.
            let keys = ParallelMap.map(count: all.count, concurrency: ParallelMap.processorCount) {
                key(all[$0])
            }
            for (position, input) in all.enumerated() { inputs[position] = input }
            // The parts laid out again find their results by name, whatever their place now.
            var byName: [String: Int] = [:]
            for (position, part) in (previous?.partition.parts ?? []).enumerated() {
                byName[PartState<Key, Result>.name(of: part)] = position
            }
            let parts = layout.partition.parts
            round = PartRound(partCount: parts.count) { position in
                guard let previous, let before = byName[PartState<Key, Result>.name(of: parts[position])],
                    previous.keys[before] == keys[position]
                else { return nil }
                return previous.results[before]
            }
            self.layout = layout
            self.keys = keys
            laidOut = true
            kept = nil
        }
        self.inputs = inputs
    }

    /// The checker of the parts, with the project-wide facts of this layout.
    ///
    /// - Parameter placesOfEachFile: per resource file, where each of its locales is written;
    ///   asked only when `locales:` leaves some out.
    public func checker(
        configuration: ProjectConfiguration,
        placesOfEachFile: () -> [[LocaleIdentifier: [SourceLocation]]], localeData: LocaleDataStore?,
        lock: TranslationLock?, warningsAsErrors: Bool
    ) -> PartChecker {
        PartChecker(
            configuration: configuration, catalogLocales: layout.locales,
            localeLocations: layout.unlistedLocalePlaces(
                configuration: configuration.checkConfiguration, placesOfEachFile: placesOfEachFile),
            knownTypeNames: layout.knownTypes, localeData: localeData, lock: lock,
            warningsAsErrors: warningsAsErrors)
    }

    /// Every part's result, in the partition's order: the dirty parts read and checked side
    /// by side, the others kept. `nil` when `result` gives none.
    ///
    /// - Parameters:
    ///   - readAlone: files read alone this update (`ResourceReadAlone`), by path: a part of one
    ///     of them is checked with that read.
    ///   - read: a part's files read together.
    ///   - items: a namespace's schema items (none without sources).
    ///   - result: what is kept of a part's check.
    public func results(
        checker: PartChecker, concurrency: Int, readAlone: [String: CatalogReadResult],
        read: @escaping @Sendable ([String]) -> CatalogReadResult,
        items: @escaping @Sendable (String) -> [SchemaItem],
        result:
            @escaping @Sendable (
                _ position: Int, _ read: CatalogReadResult, _ diagnostics: [Diagnostic],
                _ coverage: CoverageTally
            ) -> Result?
    ) -> [Result]? {
        let parts = layout.partition.parts
        let inputs = inputs
        return round.results(concurrency: concurrency) { position in
            let part = parts[position]
            guard let inputs = inputs[position] else { return nil }
            let partRead =
                part.files.count == 1 ? readAlone[part.files[0]] ?? read(part.files) : read(part.files)
            let (diagnostics, coverage) = checker.check(
                partRead,
                schema: Schema(items: part.namespaces.flatMap(items), unreadScopes: inputs.heldBack))
            return result(position, partRead, diagnostics, coverage)
        }
    }

    /// The project's findings from every part's result (`results`, in the partition's order):
    /// the parts' findings with what belongs to no part, in a whole check's order
    /// (`PartChecker.combine`), and the parts' coverage counts summed. `nil` when a result cannot
    /// give its findings.
    ///
    /// - Parameters:
    ///   - diagnostics: a part's findings, as its result keeps them.
    ///   - coverage: the sum of the results' coverage counts.
    ///   - scan: the scanner's findings and ignore comments; `nil` without sources.
    public func findings(
        of results: [Result], checker: PartChecker, diagnostics: (Result) -> [Diagnostic]?,
        coverage: ([Result]) -> CoverageTally, configurationDiagnostics: [Diagnostic],
        scan: (diagnostics: [Diagnostic], ignoreComments: [IgnoreComment])?
    ) -> (diagnostics: [Diagnostic], coverage: CoverageTally)? {
        var found: [Diagnostic] = []
        for result in results {
            guard let partFindings = diagnostics(result) else { return nil }
            found += partFindings
        }
        let tally = coverage(results)
        return (
            checker.combine(
                parts: found, coverage: tally, configurationDiagnostics: configurationDiagnostics, scan: scan),
            tally
        )
    }

    /// The state to start the next update from: these parts, with `results`.
    public func state(results: [Result]) -> PartState<Key, Result> {
        guard let kept else {
            return PartState(
                locales: layout.locales.map(\.tag), knownTypeCount: layout.knownTypes.count,
                partition: layout.partition,
                namesKnownType: layout.partition.parts.indices.map { inputs[$0]?.namesKnownType ?? [] },
                keys: keys, results: results)
        }
        // The layout kept: only the parts whose inputs were taken again differ.
        var state = kept
        for (position, input) in inputs { state.namesKnownType[position] = input.namesKnownType }
        state.keys = keys
        state.results = results
        return state
    }
}
