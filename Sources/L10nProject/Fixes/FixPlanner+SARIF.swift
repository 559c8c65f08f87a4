import Foundation
import L10nCore
import L10nEditing
import L10nReporting

extension FixPlanner {
    /// The plan's fixes as `DiagnosticFix` values by the finding each fixes, for `check
    /// --format sarif` (and an editor's code actions): each fix is applied alone to fresh copies
    /// of the files it touches, so its regions refer to the files as they are on disk.
    ///
    /// - Parameters:
    ///   - unsaved: contents that replace files on disk (an editor's unsaved buffers, the
    ///     contents the snapshot was made from): the fixes' regions then refer to them.
    ///   - updatingLock: also rewrite the project's lock as `l10nc fix` leaves it after the fix
    ///     (a stub or fill recorded as not yet translated), so that the fix changes every byte
    ///     `fix` would: what an editor applies. SARIF's fixes leave the lock out.
    public func diagnosticFixes(unsaved: [String: [UInt8]] = [:], updatingLock: Bool = false) -> [Diagnostic:
        [DiagnosticFix]]
    {
        let analysis = snapshot
        let planner = self
        var result: [Diagnostic: [DiagnosticFix]] = [:]
        // The findings of each rule at each place: found once per fix, not by a scan.
        var findings: [FindingPlace: [Diagnostic]] = [:]
        for diagnostic in analysis.diagnostics {
            findings[FindingPlace(rule: diagnostic.rule, location: diagnostic.location), default: []].append(
                diagnostic)
        }
        // Fixes made only on request (`RuleFix.isOnRequest`) are here as any other when the
        // options offer choices (`FixPlanOptions.offersChoices`, the default): a person picks.
        for fix in planner.fixes() {
            guard let candidates = findings[FindingPlace(rule: fix.rule, location: fix.location)],
                let diagnostic = Self.finding(fixedBy: fix, among: candidates)
            else { continue }
            var transaction = WriteTransaction(unsaved: unsaved)
            guard (try? transaction.apply(fix.edits)) != nil, !transaction.isEmpty else { continue }
            if updatingLock { updateLock(in: &transaction, after: [fix]) }
            // A fix whose edited bytes would not mean what it planned is not offered.
            guard let replacements = try? transaction.replacements(), !replacements.isEmpty else { continue }
            result[diagnostic, default: []].append(
                DiagnosticFix(description: fix.summary, replacements: replacements))
        }
        return result
    }

    /// The fixes of several findings applied together, as one fix whose replacements span what
    /// they change in each file (an editor's "add every missing key of this view model"); `nil`
    /// when none of them has a fix. `updatingLock` as for `diagnosticFixes(unsaved:updatingLock:)`.
    public func combinedFix(
        of findings: Set<Diagnostic>, unsaved: [String: [UInt8]] = [:], updatingLock: Bool = false
    ) -> DiagnosticFix? {
        var candidates: [FindingPlace: [Diagnostic]] = [:]
        for diagnostic in snapshot.diagnostics {
            candidates[FindingPlace(rule: diagnostic.rule, location: diagnostic.location), default: []]
                .append(
                    diagnostic)
        }
        let selected = fixes().filter { fix in
            guard let places = candidates[FindingPlace(rule: fix.rule, location: fix.location)],
                let finding = Self.finding(fixedBy: fix, among: places)
            else { return false }
            return findings.contains(finding)
        }
        var transaction = WriteTransaction(unsaved: unsaved)
        let outcomes = transaction.apply(selected)
        guard outcomes.contains(where: { $0 == nil }) else { return nil }
        let applied = zip(selected, outcomes).filter { $0.1 == nil }.map(\.0)
        if updatingLock { updateLock(in: &transaction, after: applied) }
        guard let replacements = try? transaction.replacements(), !replacements.isEmpty else { return nil }
        return DiagnosticFix(
            description: "apply \(selected.count.counted("fix", plural: "fixes")) together",
            replacements: replacements)
    }

    /// The lock as `fixes` leave it (`FixPlanner.lock(after:existing:defaultLocale:)`), in
    /// `transaction`; nothing when they leave it as it is, or the project has no place for a lock.
    func updateLock(in transaction: inout WriteTransaction, after fixes: [PlannedFix]) {
        guard let path = snapshot.lockPath,
            let updated = FixPlanner.lock(
                after: fixes, existing: snapshot.lock, defaultLocale: snapshot.defaultLocale),
            updated.changed
        else { return }
        try? transaction.write(updated.lock, to: path)
    }

    /// The finding a fix belongs to. Several findings of a rule can share a place: a key
    /// missing in required locales and in advisory ones is two findings at its property, each
    /// naming its locales; a fix that adds the key to a locale belongs to the one naming it.
    private static func finding(fixedBy fix: PlannedFix, among candidates: [Diagnostic]) -> Diagnostic? {
        guard candidates.count > 1, let locale = fix.insertion?.keyPath.first ?? fix.appendedListItem else {
            return candidates.first
        }
        return candidates.first { $0.message.contains("'\(locale)'") } ?? candidates.first
    }
}

/// A rule and a place: what a fix and the finding it fixes share.
private struct FindingPlace: Hashable {
    var rule: RuleID
    var location: SourceLocation
}
