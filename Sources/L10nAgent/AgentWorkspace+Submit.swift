import Foundation
import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime

extension AgentWorkspace {
    /// `l10n_submit`: validates each translation as `import` and `check` would judge it once
    /// written, writes the accepted ones where `fix` would put them (format-preserving, in one
    /// `WriteTransaction` with `l10nc.lock`, which records each as a machine translation to
    /// review), and says of each item whether it was accepted or why not. A batch of rejections
    /// only changes no byte.
    public mutating func submit(_ request: SubmitRequest) throws(AgentError) -> SubmitResult {
        refresh(findings: false)
        let index = try projectIndex(request.project)
        let view = try view(ofProjectAt: index)
        try view.requireWritableConfiguration()
        guard let lockPath = view.snapshot.lockPath else {
            throw .unreadable("\(view.name) has no place for l10nc.lock (no configuration file)")
        }
        let items = request.translations
        var (candidates, rejections) = SubmissionValidator(view: view).validate(items)

        // In the default locale's order, so that keys new to a section follow the source's order.
        candidates.sort { view.sourceLocation(of: $0.key) < view.sourceLocation(of: $1.key) }
        // Planned, then checked as written; an item check refuses is left out of a second plan.
        var plan = try SubmissionPlan(view: view, candidates: candidates)
        rejections += plan.rejections
        candidates = plan.written
        var checked = SubmissionCheck(view: view).run(
            candidates, overlay: try plan.overlay(), filesOfItem: plan.filesOfItem)
        if !checked.findings.isEmpty {
            for (item, finding) in checked.findings {
                rejections.append(
                    SubmissionValidator.Rejection(
                        item: item, rule: finding.rule.rawValue, message: relativeText(finding.message)))
            }
            candidates.removeAll { checked.findings[$0.item] != nil }
            plan = try SubmissionPlan(view: view, candidates: candidates)
            rejections += plan.rejections
            candidates = plan.written
            checked = SubmissionCheck(view: view).run(
                candidates, overlay: try plan.overlay(), filesOfItem: plan.filesOfItem)
        }

        // The lock records each text written as an agent's, to review.
        let partCount = view.snapshot.parts.count
        let lockBefore = view.lock ?? TranslationLock(defaultLocale: view.defaultLocale)
        var lock = lockBefore
        var accepted: [(item: Int, translation: AcceptedTranslation)] = []
        for candidate in candidates {
            let part = view.index.part(holding: candidate.key, partCount: partCount) ?? -1
            let catalog = checked.catalogs[part] ?? view.catalog(holding: candidate.key)
            guard let entry = catalog.entry(candidate.key, in: candidate.locale),
                let text = TranslationInventory.text(
                    of: candidate.key, in: candidate.locale, catalog: catalog)
            else { continue }
            if plan.changed.contains(candidate.item)
                || view.isPlaceholder(candidate.key, in: candidate.locale)
            {
                lock.recordSubmission(
                    text.text, key: candidate.key, locale: candidate.locale,
                    sourceText: view.source(of: candidate.key)?.inventoryText)
            }
            accepted.append(
                (
                    candidate.item,
                    AcceptedTranslation(
                        key: candidate.key, locale: candidate.locale.description,
                        file: paths.relative(entry.keyLocation.file), line: entry.keyLocation.line)
                ))
        }
        if lock != lockBefore {
            do {
                try plan.transaction.write(lock, to: lockPath)
            } catch {
                throw .writeFailed(error.description)
            }
        }
        if !plan.transaction.isEmpty {
            if pauseBeforeWriting > 0 { Thread.sleep(forTimeInterval: pauseBeforeWriting) }
            let written: [String]
            do {
                written = try plan.transaction.commit()
            } catch {
                throw .writeFailed(error.description)
            }
            wrote(written, lockPath: lockPath, lock: lock, roots: view.project.folders.roots)
        }
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

    init(view: ProjectView, candidates: [SubmissionValidator.Candidate]) throws(AgentError) {
        let partCount = view.snapshot.parts.count
        var writers: [Int: TranslationWriter] = [:]
        for candidate in candidates {
            let part = view.index.part(holding: candidate.key, partCount: partCount) ?? -1
            let writer =
                writers[part]
                ?? TranslationWriter(
                    placement: ResourcePlacement(
                        catalog: view.catalog(holding: candidate.key), defaultLocale: view.defaultLocale,
                        resources: view.configuration.resources, ownFiles: view.index.ownFiles))
            writers[part] = writer
            let edits = writer.edits(writing: candidate.value, key: candidate.key, locale: candidate.locale)
            do {
                try transaction.apply(edits)
            } catch {
                rejections.append(
                    SubmissionValidator.Rejection(
                        item: candidate.item, rule: "write-failed", message: error.description))
                continue
            }
            written.append(candidate)
            if !edits.isEmpty { changed.insert(candidate.item) }
            filesOfItem[candidate.item] = Set(edits.map(\.file))
        }
    }

    /// Every changed file's planned contents, each checked to mean what its edits planned.
    func overlay() throws(AgentError) -> [String: [UInt8]] {
        do {
            return try transaction.overlay()
        } catch {
            throw .writeFailed(
                "a planned edit does not mean what it should, so nothing was written (a bug in l10nc; please "
                    + "report it): \(error.description)")
        }
    }
}
