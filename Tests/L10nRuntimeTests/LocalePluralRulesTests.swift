import Testing

@testable import L10nRuntime

@Suite("Plural rules by locale")
struct LocalePluralRulesTests {
    private func locale(_ tag: String) throws -> LocaleIdentifier { try PluralFixtures.locale(tag) }

    @Test(arguments: [
        ("pt-AO", "pt-PT"),
        ("pt-BR", "pt"),
        ("es-MX", "es"),
        // CLDR lists en-001's cardinal rules separately (they equal en's).
        ("en-AU", "en-001"),
        ("fr-CA", "fr"),
        ("sr-Latn-ME", "sr-Latn"),
        ("zh-Hant-TW", "zh-Hant"),
        ("ru-UA", "ru"),
    ])
    func cardinalRulesComeFromTheNearestDefiningLocale(tag: String, source: String) throws {
        let data = try PluralFixtures.localePluralRules()
        #expect(data.definingLocale(for: try locale(tag))?.tag == source)
    }

    @Test func ordinalRulesAreLookedUpSeparately() throws {
        let data = try PluralFixtures.localePluralRules()
        // en-001 lists ordinals of its own in CLDR; en-AU inherits them through en-001.
        #expect(data.definingLocale(for: try locale("en-AU"), kind: .ordinal)?.tag == "en-001")
        #expect(data.rules(for: try locale("en-AU"), kind: .ordinal).category(for: 3) == .few)
    }

    @Test func scriptLocalesWhoseParentIsRootFallBackToTheirLanguage() throws {
        // CLDR makes root the parent of sr-Latn and zh-Hant, but plural rules belong to the
        // language: a locale whose chain ends at root without rules takes its language's.
        let serbian = try PluralRules(rules: [.one: "v = 0 and i % 10 = 1 and i % 100 != 11"])
        let data = LocalePluralRules(
            rules: [.cardinal: [try locale("sr"): serbian, try locale("zh"): .otherOnly]],
            inheritance: LocaleInheritance(parents: [
                try locale("sr-Latn"): LocaleInheritance.root, try locale("zh-Hant"): LocaleInheritance.root,
            ]))
        #expect(data.definingLocale(for: try locale("sr-Latn-RS"))?.tag == "sr")
        #expect(data.rules(for: try locale("sr-Latn-RS")).category(for: 21) == .one)
        #expect(data.definingLocale(for: try locale("zh-Hant-TW"))?.tag == "zh")
        #expect(data.definingLocale(for: try locale("sr-Latn-RS"), kind: .ordinal) == nil)
    }

    @Test func anUnknownLanguageHasOtherOnly() throws {
        let data = try PluralFixtures.localePluralRules()
        #expect(data.definingLocale(for: try locale("tlh")) == nil)
        #expect(data.rules(for: try locale("tlh")) == .otherOnly)
        #expect(data.rules(for: try locale("tlh")).category(for: 1) == .other)
    }
}
