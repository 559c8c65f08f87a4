import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime
import L10nYAML

/// `check` of a submission as it would be written: each part the planned edits touch is read
/// from the planned contents and checked as `check` checks it (the configuration's rules and
/// severities, the runtime's traps, placeholders against the code's substitutions); a warning
/// or an error at a line an item wrote refuses that item.
struct SubmissionCheck {
    let view: ProjectView

    /// Rules that report the state of a text rather than a fault in it: the lock records the
    /// submission after this check (`needs-review`), and it replaces any stub or stale text.
    private static let states: Set<RuleID> = [.needsReview, .needsTranslation, .staleTranslation]

    /// The parts' catalogs as planned (by part index, `-1` for a part of new files only), and
    /// the findings that refuse items, by item.
    ///
    /// The planned files are read from the plan's contents, each from the parse its edits made
    /// when that is what the project's reader would make (`SubmissionPlan.parsed(limits:)`).
    func run(_ candidates: [SubmissionValidator.Candidate], as plan: SubmissionPlan)
        -> (catalogs: [Int: Catalog], findings: [Int: Diagnostic])
    {
        let overlay = plan.overlay
        let parsed = plan.parsed(limits: view.configuration.readerLimits)
        let filesOfItem = plan.filesOfItem
        let partCount = view.snapshot.parts.count
        var partsOfCandidates: [Int: [SubmissionValidator.Candidate]] = [:]
        // Files the plan creates belong to the part of the keys written into them.
        var newFiles: [Int: Set<String>] = [:]
        for candidate in candidates {
            let part = view.index.part(holding: candidate.key, partCount: partCount) ?? -1
            partsOfCandidates[part, default: []].append(candidate)
            for file in filesOfItem[candidate.item] ?? [] where view.index.partOfFile[file] == nil {
                newFiles[part, default: []].insert(file)
            }
        }
        // Only the locales that judge the written ones are read and checked: findings at other
        // locales' texts refuse no item (`LocaleDataStore.localesJudging(_:defaultLocale:)`).
        let judging = view.localeData.localesJudging(
            Set(candidates.map(\.locale)), defaultLocale: view.defaultLocale)
        var configuration = view.configuration
        if let required = configuration.locales {
            configuration.locales = required.filter(judging.contains)
        }
        let reader = ProjectReader(configuration: configuration)
        let locales = Set(view.index.catalogLocales).union(candidates.map(\.locale))
            .filter(judging.contains).sorted()
        let checker = PartChecker(
            configuration: configuration, catalogLocales: locales, localeLocations: [:],
            knownTypeNames: view.index.knownTypeNames,
            localeData: view.localeData, lock: nil, warningsAsErrors: false)
        // The parts are read and checked side by side; the findings are then given to items.
        let parts = partsOfCandidates.keys.sorted()
        let snapshot = view.snapshot
        let index = view.index
        let members = partsOfCandidates
        let added = newFiles
        let checked = ParallelMap.map(
            count: parts.count, concurrency: ParallelMap.processorCount
        ) {
            position -> (catalog: Catalog, findings: [Int: Diagnostic]) in
            let part = parts[position]
            let existing = part >= 0 && part < partCount ? snapshot.parts[part] : nil
            let files = Set((existing?.files ?? []) + (added[part] ?? [])).sorted()
            let read = reader.read(files, overlay: overlay, parsed: parsed, locales: judging)
            let namespaces =
                existing?.namespaces
                ?? Array(Set(members[part]!.map { ProjectPartition.namespace(of: $0.key) }))
            let items = namespaces.flatMap { index.itemsByNamespace[$0] ?? [] }
            let (diagnostics, _) = checker.check(
                read,
                schema: Schema(
                    items: items, unreadScopes: snapshot.schema?.unreadScopes(of: namespaces) ?? []))
            return (read.catalog, Self.findings(diagnostics, of: members[part]!, in: read.catalog))
        }
        var catalogs: [Int: Catalog] = [:]
        var findings: [Int: Diagnostic] = [:]
        for (part, result) in zip(parts, checked) {
            catalogs[part] = result.catalog
            findings.merge(result.findings) { first, _ in first }
        }
        return (catalogs, findings)
    }

    /// The first of a part's `diagnostics` at a line each item wrote (a warning or an error,
    /// not a text's state), by item.
    private static func findings(
        _ diagnostics: [Diagnostic], of members: [SubmissionValidator.Candidate], in catalog: Catalog
    ) -> [Int: Diagnostic] {
        let refusing = diagnostics.filter { $0.severity != .note && !states.contains($0.rule) }
        // Most batches' parts have none: then no item's lines are looked up.
        guard !refusing.isEmpty else { return [:] }
        var itemsAtLine: [String: [Int]] = [:]
        for member in members {
            for place in lines(of: member.key, in: member.locale, catalog: catalog) {
                itemsAtLine[place, default: []].append(member.item)
            }
        }
        var findings: [Int: Diagnostic] = [:]
        for diagnostic in refusing {
            for item in itemsAtLine["\(diagnostic.location.file):\(diagnostic.location.line)"] ?? []
            where findings[item] == nil {
                findings[item] = diagnostic
            }
        }
        return findings
    }

    /// `file:line` of every line the text of `key` in `locale` takes: its key, its value, and a
    /// plural's variants or a list's elements.
    static func lines(of key: String, in locale: LocaleIdentifier, catalog: Catalog) -> [String] {
        guard let entry = catalog.entry(key, in: locale) else { return [] }
        var locations = [entry.keyLocation]
        switch entry.value {
        case .string(let scalar): locations.append(scalar.location)
        case .array(let scalars): locations += scalars.map(\.location)
        case .mapping(let names):
            for name in names {
                guard let variant = catalog.entry(key + "." + name, in: locale) else { continue }
                locations.append(variant.keyLocation)
                if case .string(let scalar) = variant.value { locations.append(scalar.location) }
            }
        }
        return Array(Set(locations.map { "\($0.file):\($0.line)" }))
    }
}
