import Foundation
import L10nCore

/// `locale-coverage`: a locale with `minCoverage` in `localePolicy:` translates a smaller share
/// of the needed keys than that. Coverage counts a key as translated when the locale, or a CLDR
/// ancestor in its language, defines it (as `missing-key` does).
///
/// Counting and judging are apart: the counts of disjoint parts of a project add up
/// (`CoverageTally`), so an incremental check sums the counts of the parts it kept and the
/// parts it re-checked, then judges once.
struct LocaleCoverageRule: CheckRule {
    var rules: [RuleID] { [.localeCoverage] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        Self.findings(Self.tally(context), configuration: context.configuration)
    }

    /// The needed keys, and how many of them each locale with a `minCoverage` translates. The
    /// keys of a type a syntax error leaves unknown are not counted, as they are not reported
    /// missing (`CheckContext.isUnread(_:)`).
    static func tally(_ context: CheckContext) -> CoverageTally {
        let knownIndexes = context.requirements.indices.filter { !context.isUnread(context.requirements[$0]) }
        var tally = CoverageTally(needed: knownIndexes.count)
        for (locale, policy) in context.configuration.localePolicies where policy.minCoverage != nil {
            let chain = (context.chainsWithinLanguage[locale] ?? [locale]).compactMap(
                context.localeIndex(of:))
            tally.translated[locale.tag] = knownIndexes.count { index in
                chain.contains { context.values[$0].hasValue(index) }
            }
        }
        return tally
    }

    static func findings(_ tally: CoverageTally, configuration: CheckConfiguration) -> [Diagnostic] {
        let total = tally.needed
        guard total > 0 else { return [] }
        var diagnostics: [Diagnostic] = []
        for (locale, policy) in configuration.localePolicies.sorted(by: { $0.key < $1.key }) {
            guard let minimum = policy.minCoverage else { continue }
            let translated = tally.translated[locale.tag] ?? 0
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

/// The counts `locale-coverage` judges: the needed keys, and per locale with a `minCoverage`
/// how many of them it translates. Tallies of parts of a project with disjoint keys add up.
public struct CoverageTally: Sendable, Hashable, Codable {
    public var needed: Int
    /// By locale tag.
    public var translated: [String: Int]

    public init(needed: Int = 0, translated: [String: Int] = [:]) {
        self.needed = needed
        self.translated = translated
    }

    public static func + (lhs: CoverageTally, rhs: CoverageTally) -> CoverageTally {
        CoverageTally(
            needed: lhs.needed + rhs.needed,
            translated: lhs.translated.merging(rhs.translated, uniquingKeysWith: +))
    }
}
