import L10nCore
import L10nEditing
import L10nReporting

extension FixPlanner {
    /// The plan's fixes as `DiagnosticFix` values by the finding each fixes, for `check
    /// --format sarif` (and an editor's code actions): each fix is applied alone to fresh copies
    /// of the files it touches, so its regions refer to the files as they are on disk.
    public func diagnosticFixes() -> [Diagnostic: [DiagnosticFix]] {
        let analysis = snapshot
        let planner = self
        var result: [Diagnostic: [DiagnosticFix]] = [:]
        // The first finding of each rule at each place: found once per fix, not by a scan.
        var findings: [FindingPlace: Diagnostic] = [:]
        for diagnostic in analysis.diagnostics {
            let place = FindingPlace(rule: diagnostic.rule, location: diagnostic.location)
            if findings[place] == nil { findings[place] = diagnostic }
        }
        for fix in planner.fixes() {
            guard let diagnostic = findings[FindingPlace(rule: fix.rule, location: fix.location)] else {
                continue
            }
            var documents = ResourceDocumentSet()
            guard (try? fix.apply(&documents)) != nil else { continue }
            let replacements = documents.changed.compactMap { document -> DiagnosticFix.Replacement? in
                guard let change = document.replacement else { return nil }
                return DiagnosticFix.Replacement(
                    file: document.path, byteOffset: change.byteRange.lowerBound,
                    byteLength: change.byteRange.count, startLine: change.startLine,
                    startColumn: change.startColumn, endLine: change.endLine, endColumn: change.endColumn,
                    insertedText: change.insertedText)
            }
            guard !replacements.isEmpty else { continue }
            result[diagnostic, default: []].append(
                DiagnosticFix(description: fix.summary, replacements: replacements))
        }
        return result
    }
}

/// A rule and a place: what a fix and the finding it fixes share.
private struct FindingPlace: Hashable {
    var rule: RuleID
    var location: SourceLocation
}
