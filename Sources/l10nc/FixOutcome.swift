import L10nCore
import L10nProject

/// What `fix` leaves, in one line: the errors and warnings left and why, so that "22 fixes" with
/// the errors still at 32 explains itself (the keys went to the default locale only).
struct FixOutcome {
    var errors: Int
    var summary: String

    init(after: ProjectAnalysis, options: FixOptions) {
        let left = after.diagnostics
        errors = left.count { $0.severity == .error }
        let warnings = left.count { $0.severity == .warning }
        guard errors + warnings > 0 else {
            summary = "no error or warning left"
            return
        }
        var reasons: [String] = []
        let missing = left.filter { $0.rule == .missingKey }
        if !missing.isEmpty, options.fill == nil {
            reasons.append(
                "\(missing.count.counted("key")) still missing in other locales than the default "
                    + "(`--fill copy` adds the default locale's text to translate)")
        } else if !missing.isEmpty {
            reasons.append("\(missing.count.counted("key")) still missing")
        }
        let orphans = left.count { $0.rule == .orphanKey }
        if orphans > 0, !options.prune {
            reasons.append("\(orphans.counted("orphan key")) kept (`--prune` deletes them)")
        }
        let suggestions = left.filter { $0.rule.fix == .suggestion && $0.fixIt != nil }
        if !suggestions.isEmpty {
            let rules = Set(suggestions.map(\.rule.rawValue)).sorted().map { "--rule \($0)" }.joined(
                separator: " ")
            reasons.append(
                "\(suggestions.count.counted("spelling suggestion")) (`l10nc fix \(rules)` applies them)")
        }
        let unlisted = left.count { $0.rule == .unlistedLocale }
        if unlisted > 0 {
            reasons.append(
                "\(unlisted.counted("locale")) not in 'locales' (`--rule unlisted-locale` adds "
                    + "\(unlisted == 1 ? "it" : "them") to l10nc.yml, or delete \(unlisted == 1 ? "its" : "their") entries)"
            )
        }
        let unfixable = left.count {
            $0.rule != .missingKey && $0.rule != .orphanKey && $0.rule != .unlistedLocale
                && ($0.rule.fix == nil || ($0.rule.fix == .suggestion && $0.fixIt == nil))
        }
        if unfixable > 0 { reasons.append("\(unfixable.counted("finding")) with no safe fix") }
        summary =
            "\(errors.counted("error")) and \(warnings.counted("warning")) left"
            + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
            + "; `l10nc check` lists them"
    }
}
