import Testing

@testable import L10nRuntime

/// Compares the evaluator with Babel's, category by category, on the numbers of
/// `plural-expected.tsv` (integers 0…200; decimals 0.0, 0.5, 1.0, 1.5, 2.5, 10.0, 1.25).
@Suite("Plural categories against Babel's evaluator")
struct PluralExpectedTableTests {
    /// The locales the issue lists, then locales whose rules are found through fallback.
    static let listedLocales = [
        "en", "fr", "pt", "pt-PT", "es", "it", "de", "ru", "uk", "pl", "cs", "sk", "lt", "lv", "ar", "he",
        "ga", "gd", "cy", "br", "mt", "sl", "ro", "hr", "sr", "bs", "ja", "zh", "ko", "hi", "bn", "is", "mk",
        "fil",
    ]
    static let fallbackLocales = [
        "sr-Latn", "zh-Hant", "zh-Hant-TW", "pt-AO", "es-MX", "es-419", "en-AU", "en-001", "fr-CA", "de-AT",
        "kw", "lag", "ksh",
    ]

    @Test func tableCoversEveryListedLocale() throws {
        let tags = Set(try PluralFixtures.expectedRows().map(\.locale.tag))
        #expect(tags == Set(Self.listedLocales + Self.fallbackLocales))
    }

    @Test(arguments: listedLocales + fallbackLocales)
    func categoriesMatch(tag: String) throws {
        let locale = try PluralFixtures.locale(tag)
        let data = try PluralFixtures.localePluralRules()
        let rows = try PluralFixtures.expectedRows().filter { $0.locale == locale }
        #expect(rows.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.cardinal, .ordinal])
        for row in rows {
            let rules = data.rules(for: locale, kind: row.kind)
            #expect(row.expectations.count == (row.kind == .cardinal ? 208 : 201))
            var mismatches: [String] = []
            for (number, expected) in row.expectations {
                let actual = try #require(rules.category(forDecimal: number))
                if actual != expected { mismatches.append("\(number): \(actual), Babel \(expected)") }
                if let integer = Int(number), rules.category(for: integer) != expected {
                    mismatches.append("Int \(integer): \(rules.category(for: integer)), Babel \(expected)")
                }
            }
            #expect(mismatches == [], "\(tag) \(row.kind.rawValue)")
        }
    }

    @Test func spotChecksAgainstCLDRCharts() throws {
        // A few values read from CLDR's plural rule charts, so a fixture regenerated from a
        // broken source cannot pass silently.
        let data = try PluralFixtures.localePluralRules()
        func category(_ tag: String, _ number: String, _ kind: PluralRuleKind = .cardinal) throws
            -> PluralCategory?
        {
            data.rules(for: try PluralFixtures.locale(tag), kind: kind).category(forDecimal: number)
        }
        #expect(try category("ru", "22") == .few)
        #expect(try category("ru", "1.5") == .other)
        #expect(try category("pl", "12") == .many)
        #expect(try category("ar", "100") == .other)
        #expect(try category("ar", "103") == .few)
        #expect(try category("cy", "6") == .many)
        #expect(try category("fr", "0") == .one)
        #expect(try category("fr", "1000000") == .many)
        #expect(try category("pt", "0") == .one)
        #expect(try category("pt-PT", "0") == .other)
        #expect(try category("pt-AO", "0") == .other)
        #expect(try category("en", "1.0") == .other)
        #expect(try category("en", "23", .ordinal) == .few)
        #expect(try category("en-AU", "22", .ordinal) == .two)
        #expect(try category("ja", "1") == .other)
        #expect(try category("lv", "0") == .zero)
        #expect(try category("ga", "7") == .many)
        #expect(try category("gd", "11") == .one)
        #expect(try category("sl", "102") == .two)
    }
}
