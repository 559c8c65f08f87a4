import Foundation
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime
import L10nYAML

extension AgentWorkspace {
    /// `l10n_submit`: validates each translation as `import` and `check` would judge it once
    /// written, writes the accepted ones where `fix` would put them (format-preserving, in one
    /// `WriteTransaction` with `l10nc.lock`, which records each as a machine translation to
    /// review), and says of each item whether it was accepted or why not. A batch of rejections
    /// only changes no byte.
    public mutating func submit(_ request: SubmitRequest) throws(AgentError) -> SubmitResult {
        var times = PhaseTimes()
        refresh(findings: false, everything: false)
        let index = try projectIndex(request.project)
        flush(keys: request.translations.map(\.key), ofProjectAt: index)
        times.mark("refresh")
        let view = try view(ofProjectAt: index)
        try view.requireWritableConfiguration()
        times.mark("view")
        guard let lockPath = view.snapshot.lockPath else {
            throw .unreadable("\(view.name) has no place for l10nc.lock (no configuration file)")
        }
        let items = request.translations
        var (candidates, rejections) = SubmissionValidator(view: view).validate(items)
        times.mark("validate")

        // In the default locale's order, so that keys new to a section follow the source's order.
        // Each candidate's place looked up once, not in every comparison.
        candidates =
            candidates.map { (candidate: $0, place: view.sourceLocation(of: $0.key)) }
            .sorted { $0.place < $1.place }.map(\.candidate)
        // Planned, then checked as written; an item check refuses is left out of a second plan.
        var plan = SubmissionPlan(view: view, candidates: candidates)
        rejections += plan.rejections
        candidates = plan.written
        times.mark("plan")
        var checked = SubmissionCheck(view: view).run(candidates, as: plan)
        times.mark("check")
        if !checked.findings.isEmpty {
            for (item, finding) in checked.findings {
                rejections.append(
                    SubmissionValidator.Rejection(
                        item: item, rule: finding.rule.rawValue, message: relativeText(finding.message)))
            }
            candidates.removeAll { checked.findings[$0.item] != nil }
            plan = SubmissionPlan(view: view, candidates: candidates)
            rejections += plan.rejections
            candidates = plan.written
            checked = SubmissionCheck(view: view).run(candidates, as: plan)
        }

        // The lock records each text written as an agent's, to review.
        let partCount = view.snapshot.parts.count
        var lock = view.lock ?? TranslationLock(defaultLocale: view.defaultLocale)
        // Set when a text is recorded: comparing a large lock with the one before costs more.
        var recorded = false
        var accepted: [(item: Int, translation: AcceptedTranslation)] = []
        // Each text as written, and the source it translates, looked up side by side (two
        // lookups in a part's catalog per item); recorded in the lock in order.
        let written = candidates
        let catalogs = checked.catalogs
        checked.catalogs = [:]
        let changed = plan.changed
        let paths = paths
        let found = ParallelMap.map(
            count: written.count, concurrency: ParallelMap.processorCount
        ) { index -> (translation: AcceptedTranslation, text: String, source: String??)? in
            let candidate = written[index]
            let part = view.index.part(holding: candidate.key, partCount: partCount) ?? -1
            let catalog = catalogs[part] ?? view.catalog(holding: candidate.key)
            guard let entry = catalog.entry(candidate.key, in: candidate.locale),
                let text = TranslationInventory.text(
                    of: candidate.key, in: candidate.locale, catalog: catalog)
            else { return nil }
            // Recorded when written now, or when it replaces a placeholder `fix` wrote.
            var source: String??
            if changed.contains(candidate.item) || view.isPlaceholder(candidate.key, in: candidate.locale) {
                source = .some(
                    TranslationInventory.text(
                        of: candidate.key, in: view.defaultLocale,
                        catalog: view.catalog(holding: candidate.key)
                    )?.text)
            }
            return (
                AcceptedTranslation(
                    key: candidate.key, locale: candidate.locale.description,
                    file: paths.relative(entry.keyLocation.file), line: entry.keyLocation.line),
                text.text, source
            )
        }
        for (candidate, result) in zip(written, found) {
            guard let result else { continue }
            if case .some(let source) = result.source {
                lock.recordSubmission(
                    result.text, key: candidate.key, locale: candidate.locale, sourceText: source)
                recorded = true
            }
            accepted.append((candidate.item, result.translation))
        }
        times.mark("record")
        if recorded {
            do {
                try plan.transaction.write(lock, to: lockPath)
            } catch {
                throw .writeFailed(error.description)
            }
        }
        times.mark("lock")
        if !plan.transaction.isEmpty {
            if pauseBeforeWriting > 0 { Thread.sleep(forTimeInterval: pauseBeforeWriting) }
            let written: [String]
            do {
                // Each edited file is read back and compared with its plan here, before anything
                // is written: a difference is a bug in l10nc, reported, and nothing is written.
                let committed = try plan.transaction.commitKeepingBackups()
                written = committed.written
                // The old contents go after the answer (`BackupRemoval`).
                BackupRemoval.remove(committed.backups)
            } catch {
                throw .writeFailed(error.description)
            }
            times.mark("commit")
            let created = plan.filesOfItem.values.contains {
                $0.contains { view.index.partOfFile[$0] == nil }
            }
            wrote(
                written, created: created, lockPath: lockPath, lock: lock, roots: view.project.folders.roots)
            times.mark("engine")
        }
        times.report("l10n_submit of \(items.count)")
        // The edited documents and the catalogs checked as written are freed after the answer.
        BackgroundRelease.release(consume plan)
        BackgroundRelease.release(consume catalogs)
        return SubmitResult(
            accepted: accepted.sorted { $0.item < $1.item }.map(\.translation),
            rejected: rejections.sorted { $0.item < $1.item }.map { rejection in
                RejectedTranslation(
                    key: items[rejection.item].key, locale: items[rejection.item].locale,
                    rule: rejection.rule,
                    message: rejection.message)
            })
    }
}

extension ProjectView {
    /// Where the default locale's text of `key` is; before every other place when it has none.
    func sourceLocation(of key: String) -> SourceLocation {
        catalog(holding: key).entry(key, in: defaultLocale)?.keyLocation
            ?? SourceLocation(file: "", line: 0, column: 0)
    }
}

/// The edits of a submission's candidates in one transaction, each where `fix` would put it
/// (`TranslationWriter`, placed across every part of the project).
struct SubmissionPlan {
    var transaction = WriteTransaction()
    /// The candidates whose edits were made (none needed for a text already there).
    var written: [SubmissionValidator.Candidate] = []
    /// The items whose text changed.
    var changed: Set<Int> = []
    /// The files each item's edits change.
    var filesOfItem: [Int: Set<String>] = [:]
    var rejections: [SubmissionValidator.Rejection] = []

    init(view: ProjectView, candidates: [SubmissionValidator.Candidate]) {
        self.init(view: view, planning: candidates)
        // An item some of whose edits went in and some not is not left half made: the plan is
        // made again without it.
        let torn = Set(rejections.map(\.item)).intersection(filesOfItem.keys)
        if !torn.isEmpty {
            let rejected = rejections
            self.init(view: view, planning: candidates.filter { !torn.contains($0.item) })
            rejections =
                rejected + rejections.filter { rejection in !rejected.contains { $0.item == rejection.item } }
        }
    }

    private init(view: ProjectView, planning candidates: [SubmissionValidator.Candidate]) {
        let partCount = view.snapshot.parts.count
        // Each part's writer places its candidates, the parts side by side (a batch's hundreds
        // of keys each look up their parents and files in the catalog).
        var positionsOfPart: [Int: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            positionsOfPart[view.index.part(holding: candidate.key, partCount: partCount) ?? -1, default: []]
                .append(position)
        }
        let groups = Array(positionsOfPart.values)
        let placed = ParallelMap.map(
            count: groups.count, concurrency: ParallelMap.processorCount
        ) { group -> [(position: Int, edits: [PlannedEdit])] in
            let first = candidates[groups[group][0]]
            let writer = TranslationWriter(
                placement: ResourcePlacement(
                    catalog: view.catalog(holding: first.key), defaultLocale: view.defaultLocale,
                    resources: view.configuration.resources, ownFiles: view.index.ownFiles,
                    sharedResource: view.configuration.sharedResource))
            return groups[group].map { position in
                let candidate = candidates[position]
                return (
                    position,
                    writer.edits(writing: candidate.value, key: candidate.key, locale: candidate.locale)
                )
            }
        }
        var editsAt = [[PlannedEdit]](repeating: [], count: candidates.count)
        for (position, planned) in placed.joined() { editsAt[position] = planned }
        let edits = zip(candidates, editsAt).map { (candidate: $0, edits: $1) }
        // A key the locale does not have yet is added as `fix` adds one (an insertion), and the
        // keys added to one file go in together: one parse of the file, not one per key.
        var insertions: [(position: Int, fix: PlannedFix)] = []
        var others: [Int: [Int]] = [:]
        for (position, planned) in edits.enumerated() {
            let candidate = planned.candidate
            guard planned.edits.count == 1,
                case .resource(let file, .setValue(let value, let path)) = planned.edits[0],
                view.catalog(holding: candidate.key).entry(candidate.key, in: candidate.locale) == nil
            else {
                others[view.index.part(holding: candidate.key, partCount: partCount) ?? -1, default: []]
                    .append(position)
                continue
            }
            // A plural message goes in as its variants, each a text below the message's key
            // (which the first creates): a file's insertions of texts go in together, and a
            // mapping would make the file's insertions go one by one. Should only some
            // variants go in, the plan is made again without the item (`init(view:candidates:)`).
            var leaves: [(value: EditValue, path: [String])] = [(value, path)]
            if case .mapping(let variants) = value,
                variants.allSatisfy({ if case .string = $0.value { true } else { false } })
            {
                leaves = variants.map { ($0.value, path + [$0.key]) }
            }
            for leaf in leaves {
                insertions.append(
                    (
                        position,
                        PlannedFix(
                            rule: .missingKey, location: SourceLocation(file: file, line: 0, column: 0),
                            summary: "add '\(candidate.key)' to '\(candidate.locale)' in \(file)",
                            phase: .insert,
                            edits: [.resource(file: file, .insert(leaf.value, at: leaf.path))])
                    ))
            }
        }
        var made = Set<Int>()
        var failed = Set<Int>()
        for ((position, _), outcome) in zip(insertions, transaction.apply(insertions.map(\.fix))) {
            if let outcome {
                if failed.insert(position).inserted {
                    rejections.append(
                        SubmissionValidator.Rejection(
                            item: edits[position].candidate.item, rule: "write-failed",
                            message: outcome.description))
                }
            } else {
                made.insert(position)
            }
        }
        // Some variants of these went in: recorded, so the plan is made again without them.
        for position in failed.intersection(made) {
            filesOfItem[edits[position].candidate.item] = []
        }
        made.subtract(failed)
        // The other edits of a part's items are made together (each set of edits keeps a copy
        // of the documents to put back on failure, so fewer sets copy less); a part whose edits
        // fail is made item by item, to refuse only the item that fails.
        for part in others.keys.sorted() {
            let positions = others[part]!
            if (try? transaction.apply(positions.flatMap { edits[$0].edits })) != nil {
                made.formUnion(positions)
                continue
            }
            for position in positions {
                do {
                    try transaction.apply(edits[position].edits)
                    made.insert(position)
                } catch {
                    rejections.append(
                        SubmissionValidator.Rejection(
                            item: edits[position].candidate.item, rule: "write-failed",
                            message: error.description))
                }
            }
        }
        for (position, planned) in edits.enumerated() where made.contains(position) {
            written.append(planned.candidate)
            if !planned.edits.isEmpty { changed.insert(planned.candidate.item) }
            filesOfItem[planned.candidate.item] = Set(planned.edits.map(\.file))
        }
    }

    /// Every changed resource file's planned contents, for reading the project as the plan
    /// leaves it. Not yet compared with the plan: the commit does that before it writes.
    var overlay: [String: [UInt8]] {
        Dictionary(
            transaction.documents.changed.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The parses the plan's edits made of those contents, when they are what the project's
    /// reader would make (its limits are the editor's): the check reads them instead of
    /// parsing every planned file again.
    func parsed(limits: YAMLReaderLimits) -> [String: YAMLParseResult] {
        guard limits == .default else { return [:] }
        var parses: [String: YAMLParseResult] = [:]
        for document in transaction.documents.changed {
            if let parse = document.parse { parses[document.path] = parse }
        }
        return parses
    }
}
