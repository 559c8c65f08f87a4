import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Quick fixes: `l10nc fix`'s edits, offered per finding.
extension LanguageServer {
    /// The fixes `l10nc fix` would make for the findings of the requested range, each as a
    /// quick fix whose edit changes exactly the bytes `fix` would (the lock included), in the
    /// text the editor holds. A missing key also gets what `fix --fill copy` adds, to the
    /// finding's locale alone and to every locale it names at once; an orphan what
    /// `fix --prune` deletes.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        let unsaved = workspace.unsaved
        var actions: [CodeAction] = []
        for snapshot in workspace.snapshots(withFindingsIn: path) {
            let findings = snapshot.diagnostics.filter { finding in
                guard finding.location.file == path else { return false }
                let range = text.tokenRange(at: finding.location, encoding: encoding)
                return range.start <= params.range.end && params.range.start <= range.end
            }
            guard !findings.isEmpty else { continue }
            let planner = FixPlanner(snapshot: snapshot)
            var fixes = planner.diagnosticFixes(unsaved: unsaved, updatingLock: true)
            // An orphan is deleted only when asked (`fix --prune`): offered here as its own action.
            if findings.contains(where: { $0.rule == .orphanKey }) {
                let pruning = FixPlanner(
                    snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.orphanKey], prune: true))
                fixes.merge(pruning.diagnosticFixes(unsaved: unsaved, updatingLock: true)) { $0 + $1 }
            }
            // On a missing key of a Swift file: every missing key of that file's view models in one.
            let missingHere = snapshot.diagnostics.filter {
                $0.rule == .missingKey && $0.location.file == path && fixes[$0] != nil
            }
            if path.hasSuffix(".swift"), findings.contains(where: { $0.rule == .missingKey }),
                missingHere.count > 1,
                let combined = planner.combinedFix(
                    of: Set(missingHere), unsaved: unsaved, updatingLock: true),
                let edit = workspaceEdit(combined, lockPath: snapshot.lockPath)
            {
                actions.append(
                    CodeAction(
                        title: "add every missing key of \((path as NSString).lastPathComponent) "
                            + "(\(missingHere.count.counted("finding")))",
                        diagnostics: missingHere.map { protocolDiagnostic($0, in: text) }, edit: edit))
            }
            let filled = fillingFixes(
                of: findings.filter { $0.rule == .missingKey }, in: snapshot, besides: fixes)
            for finding in findings {
                let shown = protocolDiagnostic(finding, in: text)
                let own = fixes[finding] ?? []
                for (index, fix) in (own + (filled[finding] ?? [])).enumerated() {
                    guard let edit = workspaceEdit(fix, lockPath: snapshot.lockPath) else { continue }
                    actions.append(
                        CodeAction(
                            title: relativeToWorkspace(fix.description), diagnostics: [shown],
                            isPreferred: own.count == 1 && index == 0, edit: edit))
                }
            }
        }
        return actions
    }

    /// For each missing-key finding, what `fix --fill copy` adds beyond the plain fixes: the
    /// default locale's text in each locale the finding names (recorded in the lock as not yet
    /// translated), and, when it names several, all of them in one edit.
    func fillingFixes(
        of findings: [L10nCore.Diagnostic], in snapshot: ProjectSnapshot,
        besides plain: [L10nCore.Diagnostic: [DiagnosticFix]]
    ) -> [L10nCore.Diagnostic: [DiagnosticFix]] {
        guard !findings.isEmpty else { return [:] }
        let filler = FixPlanner(
            snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.missingKey], fill: .copy))
        let filled = filler.diagnosticFixes(unsaved: workspace.unsaved, updatingLock: true)
        var result: [L10nCore.Diagnostic: [DiagnosticFix]] = [:]
        for finding in findings {
            let planned = Set((plain[finding] ?? []).map(\.description))
            let fills = filled[finding] ?? []
            var extra = fills.filter { !planned.contains($0.description) }.map {
                DiagnosticFix(
                    description: $0.description + ", with the default locale's text to translate",
                    replacements: $0.replacements)
            }
            if fills.count > 1,
                let all = filler.combinedFix(of: [finding], unsaved: workspace.unsaved, updatingLock: true)
            {
                extra.append(
                    DiagnosticFix(
                        description: "add the key to all \(fills.count) locales it is missing in, "
                            + "with the default locale's text to translate",
                        replacements: all.replacements))
            }
            result[finding] = extra
        }
        return result
    }
}
