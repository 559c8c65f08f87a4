import Foundation
import L10nCore

/// `locale-coverage`: a locale with `minCoverage` in `localePolicy:` translates a smaller share
/// of the needed keys than that. Coverage counts a key as translated when the locale, or a CLDR
/// ancestor in its language, defines it (as `missing-key` does).
struct LocaleCoverageRule: CheckRule {
    var rules: [RuleID] { [.localeCoverage] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        let total = context.requirements.count
        guard total > 0 else { return [] }
        var diagnostics: [Diagnostic] = []
        for (locale, policy) in context.configuration.localePolicies.sorted(by: { $0.key < $1.key }) {
            guard let minimum = policy.minCoverage else { continue }
            let chain = context.chainsWithinLanguage[locale] ?? [locale]
            let translated = context.requirements.count { requirement in
                chain.contains { context.catalog.containsEntry(requirement.key, in: $0) }
            }
            let coverage = Double(translated) / Double(total)
            guard coverage < minimum else { continue }
            let needed = Int((minimum * Double(total)).rounded(.up)) - translated
            diagnostics.append(
                Diagnostic(
                    rule: .localeCoverage,
                    message:
                        "locale '\(locale)' translates \(translated) of the \(total) needed keys "
                        + "(\(Self.percent(coverage))), below its minCoverage of \(Self.percent(minimum)); "
                        + "translate \(max(1, needed)) more, or lower minCoverage",
                    location: policy.location))
        }
        return diagnostics
    }

    private static func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }
}
