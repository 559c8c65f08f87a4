import L10nCompiler
import L10nCore
import L10nRuntime
import L10nYAML
import Testing

@Suite("Pseudo locales in the compiled table")
struct PseudoLocaleCompileTests {
    static let en = LocaleIdentifier("en")!
    static let ru = LocaleIdentifier("ru")!
    static let enXA = LocaleIdentifier("en-XA")!
    static let arXB = LocaleIdentifier("ar-XB")!

    /// English, Russian and Arabic cardinal rules as CLDR states them.
    static let pluralRules: LocalePluralRules = {
        let rules: [LocaleIdentifier: PluralRules] = [
            en: try! PluralRules(rules: [.one: "i = 1 and v = 0"]),
            ru: try! PluralRules(rules: [
                .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
                .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
                .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
            ]),
            LocaleIdentifier("ar")!: try! PluralRules(rules: [
                .zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n % 100 = 3..10",
                .many: "n % 100 = 11..99",
            ]),
        ]
        return LocalePluralRules(rules: [.cardinal: rules], inheritance: LocaleInheritance(parents: [:]))
    }()

    static let source = """
        en:
          T:
            title: "Hello, %{name}: 100%%"
            tabs: ["One", "Two"]
            count:
              one: "%{count} task"
              other: "%{count} tasks"
            fullName: "%{first} %{last}"
        ar:
          T:
            title: "مرحبا %{name}"
        """

    static func compile(_ text: String = source, default locale: LocaleIdentifier = en) -> CompileResult {
        var builder = CatalogBuilder()
        builder.add(
            events: YAMLReader().parse(bytes: Array(text.utf8), path: "T.yml").events,
            file: ResourceFile(path: "T.yml", byteCount: text.utf8.count))
        return CatalogCompiler(
            defaultLocale: locale, pluralRules: pluralRules, pseudoLocales: PseudoLocale.allCases
        )
        .compile(builder.finish().catalog)
    }

    @Test func everyDefaultMessageIsTransformedIntoEachPseudoLocale() throws {
        let result = Self.compile()
        #expect(result.diagnostics.isEmpty)
        let defaults = try #require(result.contents.messages[Self.en])
        for pseudo in PseudoLocale.allCases {
            let messages = try #require(result.contents.messages[pseudo.identifier])
            #expect(Set(messages.keys) == Set(defaults.keys))
            guard case .text(let title) = messages["T.title"], case .array(let tabs) = messages["T.tabs"],
                case .text(let fullName) = messages["T.fullName"]
            else {
                Issue.record("shapes changed in \(pseudo.identifier)")
                continue
            }
            #expect(title.sourceText == pseudo.transform("Hello, %{name}: 100%%"))
            #expect(title.placeholderNames == ["name"])
            #expect(tabs.map(\.sourceText) == ["One", "Two"].map(pseudo.transform))
            #expect(fullName.placeholderNames == ["first", "last"])
        }
        #expect(
            result.contents.messages[Self.enXA]?["T.title"]
                == .text(try MessageTemplate(parsing: "[Ĥéļļö, %{name}: 100%% one two]")))
    }

    @Test func pluralsGetTheCategoriesOfThePseudoLocalesLanguage() throws {
        let result = Self.compile()
        guard case .plural(let accented) = result.contents.messages[Self.enXA]?["T.count"],
            case .plural(let bidi) = result.contents.messages[Self.arXB]?["T.count"]
        else {
            Issue.record("T.count is not a plural in the pseudo locales")
            return
        }
        #expect(Set(accented.keys) == [.one, .other])
        #expect(accented[.one]?.sourceText == PseudoLocale.accented.transform("%{count} task"))
        // Arabic needs six; those English lacks take its `other`.
        #expect(Set(bidi.keys) == [.zero, .one, .two, .few, .many, .other])
        #expect(bidi[.one]?.sourceText == PseudoLocale.bidi.transform("%{count} task"))
        for category in [PluralCategory.zero, .two, .few, .many, .other] {
            #expect(bidi[category]?.sourceText == PseudoLocale.bidi.transform("%{count} tasks"))
        }
        // A Russian default keeps only what English rules select in en-XA.
        let russian = Self.compile(
            """
            ru:
              T:
                count:
                  one: "%{count} задача"
                  few: "%{count} задачи"
                  many: "%{count} задач"
                  other: "%{count} задачи"
            """, default: Self.ru)
        guard case .plural(let fromRussian) = russian.contents.messages[Self.enXA]?["T.count"] else {
            Issue.record("T.count is not a plural in en-XA")
            return
        }
        #expect(Set(fromRussian.keys) == [.one, .other])
    }

    @Test func pseudoLocalesHaveTheirLanguagesRulesAndNoFallbackChain() throws {
        let locales = Self.compile().contents.locales
        #expect(locales.map(\.id.tag) == ["ar", "ar-XB", "en", "en-XA"])
        let byID = Dictionary(uniqueKeysWithValues: locales.map { ($0.id, $0) })
        #expect(byID[Self.arXB]?.fallbackChain == [])
        #expect(byID[Self.enXA]?.fallbackChain == [])
        #expect(byID[Self.arXB]?.pluralRuleSources[.few] == "n % 100 = 3..10")
        #expect(byID[Self.enXA]?.pluralRuleSources == [.one: "i = 1 and v = 0"])
    }

    @Test func theTableServesPseudoLocalesWithSubstitutionsAndPlurals() throws {
        let table = try LocalizationTable(bytes: TableOutput.table.bytes(for: Self.compile().contents))
        #expect(
            try table.render(key: "T.count", locale: Self.enXA, arguments: ["count": 1]) == "[1 ţåšķ one]")
        #expect(
            try table.render(key: "T.title", locale: LocaleIdentifier("en_xa")!, arguments: ["name": "Ada"])
                == "[Ĥéļļö, Ada: 100% one two]")
        let word = { (text: String) in "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}" }
        #expect(
            try table.render(key: "T.count", locale: Self.arXB, arguments: ["count": 11])
                == "11 " + word("tasks"))
        let title = try #require(try table.message(for: "T.title", locale: Self.arXB))
        // Its own text, not Arabic's through a fallback chain.
        #expect(title.sourceLocale == Self.arXB)
    }

    @Test func aPseudoLocaleTheResourcesDefineIsReplacedAndTheDefaultLocaleNever() throws {
        let defined = Self.compile(
            """
            en:
              T:
                title: "Title"
            en-XA:
              T:
                title: "Written by hand"
                other: "Only here"
            """)
        #expect(defined.contents.locales.filter { $0.id == Self.enXA }.count == 1)
        #expect(defined.contents.messages[Self.enXA]?.keys.sorted() == ["T.title"])
        let fromPseudo = Self.compile("en-XA:\n  T:\n    title: \"Title\"\n", default: Self.enXA)
        #expect(
            fromPseudo.contents.messages[Self.enXA]?["T.title"]
                == .text(try MessageTemplate(parsing: "Title")))
        #expect(fromPseudo.contents.locales.map(\.id.tag) == ["ar-XB", "en-XA"])
    }
}
