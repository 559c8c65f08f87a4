import Testing

@testable import L10nRuntime

/// Compares integer categories with the ICU inside Foundation on Linux (uplrules_select
/// takes a `double`, so visible fraction digits cannot be passed and decimals are not compared).
/// Foundation 6.3 on Linux ships ICU 76.1 with CLDR 46 data; ours is CLDR 47.
@Suite("Plural categories against Foundation's ICU")
struct FoundationICUComparisonTests {
    @Test(
        .enabled(
            if: FoundationICUPluralRules.unavailableReason == nil,
            "Foundation's ICU is not usable here: \(FoundationICUPluralRules.unavailableReason ?? "")"))
    func integersAgreeWithICU() throws {
        let icu = try FoundationICUPluralRules()
        let data = try PluralFixtures.localePluralRules()
        var disagreements: [String] = []
        for tag in PluralExpectedTableTests.listedLocales + PluralExpectedTableTests.fallbackLocales {
            let locale = try PluralFixtures.locale(tag)
            let icuLocale = tag.replacingOccurrences(of: "-", with: "_")
            for (kind, icuKind) in [(PluralRuleKind.cardinal, Int32(0)), (.ordinal, Int32(1))] {
                let rules = data.rules(for: locale, kind: kind)
                for number in 0...200 {
                    let ours = rules.category(for: number).rawValue
                    let theirs = try icu.category(locale: icuLocale, kind: icuKind, value: Double(number))
                    if ours != theirs {
                        disagreements.append("\(tag) \(kind.rawValue) \(number): \(ours), ICU \(theirs)")
                    }
                }
            }
        }
        // ICU finds plural rules by truncation (uloc_getParent), so pt_AO takes pt's rules;
        // CLDR's parentLocales make pt-PT the parent of pt-AO, and Babel, CLDR's own tools and
        // this package take pt-PT's rules (0 is `other` in European Portuguese).
        #expect(
            disagreements == ["pt-AO cardinal 0: other, ICU one"],
            "Foundation's ICU \(icu.icuVersion) with CLDR \(icu.cldrVersion) data")
    }
}
