import L10nChecker
import L10nCore
import Testing

@Suite struct MissingKeyRuleTests {
    let yaml = """
        en:
          T:
            title: "Title"
            greeting: "Hi"
        de:
          T:
            title: "Titel"
        de-AT:
          T:
            greeting: "Servus"
        fr:
          T:
            title: "Titre"
        """

    @Test func oneFindingPerKeyListingEveryLocaleThatLacksIt() throws {
        let diagnostics = check(
            yaml, items: [property("T.title", line: 10), property("T.greeting", line: 11)]
        )
        .with(.missingKey)
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:11:5"])
        let finding = try #require(diagnostics.first)
        #expect(
            finding.message
                == "'T.greeting', needed by property 'greeting', is missing in locales 'de', 'fr'; add it to "
                + "each of them")
        #expect(finding.severity == .error)
        // The existing translations, in locale order, then where each locale that lacks it
        // would hold it: its type's section there.
        #expect(
            finding.related.map(\.location.description) == [
                "T.yml:10:5", "T.yml:4:5", "T.yml:6:3", "T.yml:12:3",
            ])
        #expect(
            finding.related.prefix(2).map(\.message) == ["the 'de-AT' translation", "the 'en' translation"])
        #expect(
            finding.related.dropFirst(2).map(\.message) == [
                "where 'de' lacks 'T.greeting', which belongs here (`l10nc fix --fill copy` adds it to translate)",
                "where 'fr' lacks 'T.greeting', which belongs here (`l10nc fix --fill copy` adds it to translate)",
            ])
        #expect(finding.related.dropFirst(2).filter { !$0.isWhereMissing }.isEmpty)
    }

    @Test func regionalLocaleTakesItsLanguagesValueButNotTheDefaultLocales() {
        // de-AT has no title but de has: covered. de has no greeting: en's does not count.
        let diagnostics = check(yaml, items: [property("T.title"), property("T.greeting")]).with(.missingKey)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'de', 'fr'") == true)
        #expect(diagnostics.first?.message.contains("de-AT") == false)
    }

    @Test func fallbackFollowsCLDRParentLocales() {
        // es-MX → es-419 → es: covered by es. zh-Hant's CLDR parent is root, so zh does not cover it.
        let yaml = """
            en:
              T:
                title: "Title"
            es:
              T:
                title: "Título"
            es-MX:
              T: {}
            zh:
              T:
                title: "标题"
            zh-Hant:
              T: {}
            """
        let diagnostics = check(yaml, items: [property("T.title", line: 3)]).with(.missingKey)
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:3:5"])
        #expect(
            diagnostics.first?.message.contains("is missing in locale 'zh-Hant'; add it to that locale")
                == true)
    }

    @Test func configuredLocalesAreRequiredEvenWhenAbsentFromTheCatalog() {
        let yaml = """
            en:
              T:
                title: "Title"
            """
        let diagnostics = check(yaml, items: [property("T.title")], locales: ["en", "ja"]).with(.missingKey)
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:10:5"])
        #expect(diagnostics.first?.message.contains("locale 'ja'") == true)
        #expect(diagnostics.first?.related.map(\.location.description) == ["T.yml:3:5"])
    }

    @Test func elementsNeedTheirArrayAndFormattedValuesNeedNothing() {
        let yaml = """
            en:
              T:
                title: "Title"
            """
        let items = [
            property("T.title"),
            property("T.pieces[0]", .element, line: 12, name: "first", arrayKey: "T.pieces", index: 0),
            property("T.total", .formatted, line: 13),
        ]
        let diagnostics = check(yaml, items: items).with(.missingKey)
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:12:5"])
        #expect(
            diagnostics.first?.message
                == "array 'T.pieces', needed by property 'first', is missing in locale 'en'; add it to that locale"
        )
    }
}
