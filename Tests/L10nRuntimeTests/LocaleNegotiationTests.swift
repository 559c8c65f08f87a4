import Testing

@testable import L10nRuntime

/// CLDR locale negotiation (issue 12): `LocaleInheritance.cldr` chains and `LocaleMatcher`,
/// the one implementation behind `l10nc lookup`, the encoder and the compiler's fallback.
@Suite("CLDR locale negotiation")
struct LocaleNegotiationTests {
    private func id(_ tag: String) -> LocaleIdentifier { LocaleIdentifier(tag)! }
    private func tags(_ locales: [LocaleIdentifier]) -> [String] { locales.map(\.tag) }

    @Test(arguments: [
        // Explicit CLDR parent locales first.
        ("en-AU", ["en-AU", "en-001", "en"]),
        ("es-MX", ["es-MX", "es-419", "es"]),
        ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
        // Likely subtags add the script the region implies; the script locale's parent is root.
        ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant"]),
        ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-Hant-MO", ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant"]),
        ("zh-Hant", ["zh-Hant"]),
        ("sr-Latn", ["sr-Latn"]),
        ("sr-ME", ["sr-ME", "sr-Latn-ME", "sr-Latn"]),
        // A likely script is the language's own: the chain reaches the language.
        ("zh-CN", ["zh-CN", "zh"]),
        ("zh-Hans-SG", ["zh-Hans-SG", "zh-Hans", "zh"]),
        ("en-Latn-US", ["en-Latn-US", "en-Latn", "en"]),
        // nonlikelyScript applies to locales CLDR has no data for, too.
        ("de-Cyrl", ["de-Cyrl"]),
        // Aliases (CLDR languageAlias) and close languages (languageMatching).
        ("iw", ["iw", "he"]),
        ("iw-IL", ["iw-IL", "he-IL", "he"]),
        ("in", ["in", "id"]),
        ("sh", ["sh", "sr-Latn"]),
        ("no", ["no", "nb"]),
        ("nb", ["nb", "no"]),
        ("nn", ["nn", "no", "nb"]),
        // Identity and truncation.
        ("de-DE", ["de-DE", "de"]),
        ("fr-CA", ["fr-CA", "fr"]),
    ])
    func chainsFollowCLDR(locale: String, expected: [String]) {
        #expect(tags(LocaleInheritance.cldr.chain(for: id(locale))) == expected)
    }

    private func matcher(_ available: [String], default defaultTag: String = "en") -> LocaleMatcher {
        LocaleMatcher(available: available.map(id), defaultLocale: id(defaultTag))
    }

    @Test(arguments: [
        (["de", "en"], "de-DE", "de"),
        (["es", "es-419", "en"], "es-MX", "es-419"),
        (["es", "en"], "es-MX", "es"),
        (["en", "en-001", "de"], "en-AU", "en-001"),
        (["pt", "pt-PT", "en"], "pt-AO", "pt-PT"),
        (["zh", "zh-Hant", "en"], "zh-HK", "zh-Hant"),
        (["zh", "zh-Hant", "en"], "zh-TW", "zh-Hant"),
        // Never Simplified Chinese for Traditional, never Cyrillic for Latin Serbian.
        (["zh", "en"], "zh-TW", "en"),
        (["zh", "en"], "zh-Hant", "en"),
        (["sr", "en"], "sr-Latn", "en"),
        (["sr", "sr-Latn", "en"], "sr-ME", "sr-Latn"),
        // Default content: zh-Hans and zh name the same locale.
        (["zh-Hans", "en"], "zh-CN", "zh-Hans"),
        (["zh", "en"], "zh-Hans-CN", "zh"),
        (["he", "en"], "iw", "he"),
        (["id", "en"], "in-ID", "id"),
        (["nb", "en"], "no", "nb"),
        (["nb", "en"], "nn", "nb"),
        (["no", "en"], "nb", "no"),
        // A more specific table locale serves a bare language, unless its script differs.
        (["en-GB", "de"], "en", "en-GB"),
        (["zh-Hant", "en"], "zh", "en"),
        (["fr", "de"], "ja", "en"),
        // A table spelling a locale without its implied script serves the scripted request.
        (["zh-TW", "en"], "zh-Hant-TW", "zh-TW"),
        (["zh-TW", "en"], "zh-Hant", "zh-TW"),
    ])
    func matchingWalksTheChainThenTheDefault(available: [String], requested: String, expected: String) {
        #expect(matcher(available).bestLocale(for: id(requested)).tag == expected)
    }

    @Test(arguments: [
        ("es-MX, en;q=0.5", ["es", "es-419", "en"], "es-419"),
        ("zh-TW, fr;q=0.8", ["zh", "fr", "en"], "fr"),
        ("zh-TW, fr;q=0.8", ["zh", "zh-Hant", "fr", "en"], "zh-Hant"),
        ("iw;q=0.9, *;q=0.1", ["he", "de", "en"], "he"),
        ("en-AU, de;q=0.5", ["en-001", "de", "en"], "en-001"),
        ("es-MX, es-419;q=0", ["es", "es-419", "en"], "es"),
    ])
    func acceptLanguageUsesTheSameChains(header: String, available: [String], expected: String) {
        #expect(matcher(available).bestLocale(for: AcceptLanguage(parsing: header)).tag == expected)
        #expect(
            AcceptLanguage(parsing: header).bestMatch(among: available.map(id), fallback: id("en")).tag
                == expected)
    }

    /// The table serves a locale it does not hold with the same negotiation.
    @Test func aTableNegotiatesLocalesItDoesNotHold() throws {
        let contents = TableContents(
            locales: [
                TableLocale(id: id("en")), TableLocale(id: id("es")),
                TableLocale(id: id("es-419"), fallbackChain: [id("es")]), TableLocale(id: id("zh")),
                TableLocale(id: id("zh-Hant")),
            ],
            defaultLocale: id("en"),
            messages: [
                id("en"): ["T.title": RuntimeFixtures.text("Title")],
                id("es"): ["T.title": RuntimeFixtures.text("Título (es)")],
                id("es-419"): ["T.title": RuntimeFixtures.text("Título (419)")],
                id("zh"): ["T.title": RuntimeFixtures.text("标题")],
                id("zh-Hant"): ["T.title": RuntimeFixtures.text("標題")],
            ])
        let table = try LocalizationTable(bytes: try TableWriter().tableBytes(for: contents))
        #expect(table.locale(serving: id("es-MX")).tag == "es-419")
        #expect(table.locale(serving: id("zh-TW")).tag == "zh-Hant")
        #expect(table.locale(serving: id("zh-HK")).tag == "zh-Hant")
        #expect(table.locale(serving: id("zh-CN")).tag == "zh")
        #expect(table.locale(serving: id("de-DE")).tag == "en")
        #expect(try table.render(key: "T.title", locale: id("es-MX")) == "Título (419)")
        #expect(try table.render(key: "T.title", locale: id("zh-TW")) == "標題")
        #expect(table.bestLocale(forAcceptLanguage: "zh-TW;q=0.9, es;q=0.5").tag == "zh-Hant")
    }

    @Test func pseudoLocalesServeOnlyRequestsThatNameThem() {
        // A table compiled with `--pseudo` and no real English or Arabic besides the default.
        let pseudo = matcher(["de", "en-XA", "ar-XB"], default: "de")
        #expect(pseudo.match(id("ar")) == nil)
        #expect(pseudo.match(id("ar-EG")) == nil)
        #expect(pseudo.match(id("en")) == nil)
        #expect(pseudo.match(id("en_xa")) == id("en-XA"))
        #expect(pseudo.match(id("ar-XB")) == id("ar-XB"))
        #expect(pseudo.bestLocale(for: AcceptLanguage(parsing: "ar, en;q=0.8")) == id("de"))
        #expect(pseudo.bestLocale(for: AcceptLanguage(parsing: "ar, en-XA;q=0.5")) == id("en-XA"))
        // `*` with the default refused: a real locale, never a pseudo one.
        #expect(
            matcher(["ar-XB", "de", "fr"], default: "de").bestLocale(
                for: AcceptLanguage(parsing: "*, de;q=0"))
                == id("fr"))
        #expect(id("en-XA").isPseudoLocale && id("ar-XB").isPseudoLocale)
        #expect(!id("en").isPseudoLocale && !id("en-GB").isPseudoLocale && !id("xa").isPseudoLocale)
    }

    @Test func theCompiledDataIsCLDRs() {
        let cldr = LocaleInheritance.cldr
        #expect(LocaleInheritance.cldrVersion == "47")
        #expect(cldr.languageScripts["zh"] == "Hans")
        #expect(cldr.languageScripts["sr"] == "Cyrl")
        #expect(cldr.regionScripts["zh-TW"] == "Hant")
        #expect(cldr.languageAliases["iw"]?.tag == "he")
        #expect(cldr.parents[id("es-MX")]?.tag == "es-419")
        #expect(cldr.parents.count > 150)
        #expect(cldr.languageScripts.count > 300)
    }
}
