import Testing

@testable import L10nRuntime

@Suite("Locale fallback chains")
struct LocaleFallbackTests {
    private func tags(_ locales: [LocaleIdentifier]) -> [String] { locales.map(\.tag) }

    private func fallback(default tag: String = "en") throws -> LocaleFallback {
        LocaleFallback(parents: try PluralFixtures.parents(), defaultLocale: try PluralFixtures.locale(tag))
    }

    @Test(arguments: [
        ("es-MX", ["es-MX", "es-419", "es", "en"]),
        ("en-AU", ["en-AU", "en-001", "en"]),
        ("en-150", ["en-150", "en-001", "en"]),
        ("fr-CA", ["fr-CA", "fr", "en"]),
        ("pt-AO", ["pt-AO", "pt-PT", "pt", "en"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "en"]),
        ("zh-Hant-MO", ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant", "en"]),
        ("sr-Latn-ME", ["sr-Latn-ME", "sr-Latn", "en"]),
        ("de-CH-1996", ["de-CH-1996", "de-CH", "de", "en"]),
        ("en-AU-u-ca-gregory", ["en-AU-u-ca-gregory", "en-AU", "en-001", "en"]),
        ("en", ["en"]),
        ("ja", ["ja", "en"]),
    ])
    func chainsFollowCLDRParentsThenTheDefault(locale: String, expected: [String]) throws {
        #expect(tags(try fallback().chain(for: PluralFixtures.locale(locale))) == expected)
    }

    @Test func theDefaultLocaleIsAppendedOnce() throws {
        let french = try fallback(default: "fr")
        #expect(tags(french.chain(for: try PluralFixtures.locale("fr-CA"))) == ["fr-CA", "fr"])
        #expect(tags(french.chain(for: try PluralFixtures.locale("fr"))) == ["fr"])
        let australian = try fallback(default: "en-001")
        #expect(tags(australian.chain(for: try PluralFixtures.locale("en-AU"))) == ["en-AU", "en-001", "en"])
    }

    @Test(arguments: [
        ("de-AT", ["de-AT", "de"]),
        ("de", ["de"]),
        ("es-MX", ["es-MX", "es-419", "es"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant"]),
        // CLDR's parent of hi-Latn is en-IN; English is no translation into Hindi.
        ("hi-Latn", ["hi-Latn"]),
        // CLDR's parent of nb is no, a different language subtag.
        ("nb", ["nb"]),
    ])
    func chainsWithinLanguageStopAtTheLanguage(locale: String, expected: [String]) throws {
        #expect(tags(try fallback().chainWithinLanguage(for: PluralFixtures.locale(locale))) == expected)
    }

    @Test func parentDataOverridesTruncationAndRootEndsTheChain() throws {
        let inheritance = LocaleInheritance(parents: try PluralFixtures.parents())
        #expect(inheritance.parent(of: try PluralFixtures.locale("es-MX"))?.tag == "es-419")
        #expect(inheritance.parent(of: try PluralFixtures.locale("es-419"))?.tag == "es")
        #expect(inheritance.parent(of: try PluralFixtures.locale("zh-Hant")) == nil)
        #expect(inheritance.parent(of: try PluralFixtures.locale("zh")) == nil)
        #expect(inheritance.parents[try PluralFixtures.locale("zh-Hant")] == LocaleInheritance.root)
    }

    @Test func aCycleInParentDataEndsTheChain() throws {
        let a = try PluralFixtures.locale("aa-AA")
        let b = try PluralFixtures.locale("bb-BB")
        let inheritance = LocaleInheritance(parents: [a: b, b: a])
        #expect(tags(inheritance.chain(for: a)) == ["aa-AA", "bb-BB"])
    }
}
