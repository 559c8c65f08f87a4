import Foundation
import L10nCore
import L10nEditing
import L10nRuntime
import Testing

@testable import L10nExchange

/// String Catalogs (`.xcstrings`) written and read back: Xcode's layout, the state mapping
/// both ways, plurals, placeholders, comments, versions 1.0 and 1.1, device variations, and
/// the schema every written catalog must satisfy.
@Suite("String Catalogs")
struct StringCatalogTests {
    static let de = LocaleIdentifier("de")!
    static let ru = LocaleIdentifier("ru")!

    static let yaml = """
        en:
          T:
            title: "Tasks"
            welcome: "Welcome back, %{name}!"
            remaining:
              one: "%{count} task left"
              other: "%{count} tasks left"
            fresh: "New"
        de:
          T:
            title: "Aufgaben"
            welcome: "Willkommen zurück, %{name}!"
        ru:
          T:
            title: "Задачи"
            remaining:
              one: "Осталась %{count} задача"
              few: "Осталось %{count} задачи"
              many: "Осталось %{count} задач"
              other: "Осталось %{count} задачи"
        """

    /// The catalog of the fixture's German and Russian, as `export --format xcstrings` writes it.
    static func catalogText(lock: TranslationLock? = nil, version: String = "1.0") throws -> (
        String, ExchangeFixture
    ) {
        let fixture = try ExchangeFixture(yaml: yaml, lock: lock)
        let exporter = fixture.exporter
        let text = StringCatalogWriter(version: version).text(
            source: exporter.document(for: exporter.defaultLocale),
            targets: [exporter.document(for: de), exporter.document(for: ru)])
        return (text, fixture)
    }

    static func read(_ text: String) -> (catalog: StringCatalog?, findings: [ImportFinding]) {
        StringCatalogReader().read(Array(text.utf8), path: "in.xcstrings")
    }

    static func files(_ text: String) -> [ImportedFile] {
        let (catalog, findings) = read(text)
        return catalog?.importedFiles(path: "in.xcstrings", findings: findings) ?? []
    }

    @Test("the layout is Xcode's: two spaces, \" : \", keys in Xcode's order, no final line break")
    func layout() throws {
        let (text, _) = try Self.catalogText()
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "T.fresh" : {
                  "comment" : "T.fresh: no Swift source was scanned that uses this text.\\nl10nc-base: de none, ru none",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "New"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "New"
                      }
                    },
                    "ru" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "New"
                      }
                    }
                  }
                },
            """
        #expect(text.hasPrefix(expected), "\(text)")
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map {
            String($0.dropFirst(5).prefix { $0 != "\"" })
        }
        #expect(keys == ["T.fresh", "T.remaining", "T.title", "T.welcome"])
        // `%{name}` stays text, not a format specifier.
        #expect(text.contains("\"value\" : \"Willkommen zurück, %{name}!\""))
    }

    @Test("Xcode's key order: punctuation, digits by value, letters ignoring case, lowercase first")
    func keyOrder() {
        // As a catalog Xcode saved lists them (CubeTime's Localizable.xcstrings), and numbers by value.
        let xcode = [
            "", "\nIf", " Note", "-", "...", "(%@)", "[+2]", "[DNF]", "%@", "%lld", "+2", "|", "0.00",
            "0.000",
            "2x2", "3x3", "Add", "All phases", "All Puzzles", "Ascending", "AVERAGE PHASES", "Comment",
            "COMMENT",
            "Comment something", "Item 2", "Item 10", "T_a", "T.a", "Ta",
        ]
        #expect(xcode.shuffled().sorted(by: XcodeKeyOrder.areInIncreasingOrder) == xcode)
    }

    @Test(
        "states both ways: translated; new to translate; needs_review for stale and for unreviewed machine text"
    )
    func states() throws {
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        // German title: made from an earlier English text (stale).
        lock.translations["T.title"] = [Self.de: ContentFingerprint(text: "All tasks")]
        // German welcome: an agent's or the memory's text no one has accepted.
        lock.recordSubmission(
            "Willkommen zurück, %{name}!", key: "T.welcome", locale: Self.de,
            sourceText: "Welcome back, %{name}!")
        let (text, fixture) = try Self.catalogText(lock: lock)
        let catalog = try #require(Self.read(text).catalog)
        func state(_ key: String, _ language: String) -> String? {
            catalog.entries.first { $0.key == key }?.localization(language)?.unit?.state
        }
        #expect(state("T.title", "de") == "needs_review")
        #expect(state("T.welcome", "de") == "needs_review")
        #expect(state("T.fresh", "de") == "new")
        #expect(state("T.title", "ru") == "translated")
        #expect(state("T.title", "en") == "translated")

        // Back: what is to review or to translate is left out; what is translated comes in.
        let files = Self.files(text)
        let german = try #require(files.first { $0.targetLocale == "de" })
        let result = fixture.importer.validate(german)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.translations.isEmpty)
        #expect(result.unreviewedUnits == 2)
        #expect(result.untranslatedUnits == 3)  // T.fresh and both plural categories
        let russian = fixture.importer.validate(try #require(files.first { $0.targetLocale == "ru" }))
        #expect(russian.findings.isEmpty, "\(russian.findings)")
        #expect(russian.translations.map(\.key) == ["T.remaining", "T.title"])

        // Each state of the format, read back.
        for (state, expected) in [
            ("translated", TranslationState.translated), ("new", .needsTranslation),
            ("needs_review", .needsReview),
            ("stale", .needsReview),
        ] {
            #expect(TranslationState(stringCatalog: state, hasValue: true) == expected)
        }
        #expect(TranslationState(stringCatalog: nil, hasValue: true) == .translated)
        #expect(TranslationState(stringCatalog: nil, hasValue: false) == .needsTranslation)
    }

    @Test("plurals: each language's CLDR categories, Russian's few and many included, read back by category")
    func plurals() throws {
        let (text, fixture) = try Self.catalogText()
        #expect(
            text.contains(
                """
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "few" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Осталось %{count} задачи"
                                }
                              },
                              "many" : {
                """))
        // German lacks the message: both its categories are new, with English's texts.
        let catalog = try #require(Self.read(text).catalog)
        let remaining = try #require(catalog.entries.first { $0.key == "T.remaining" })
        #expect(remaining.localization("de")?.plural.keys.sorted() == [.one, .other])
        #expect(remaining.localization("de")?.plural[.other]?.state == "new")
        #expect(remaining.localization("en")?.plural.keys.sorted() == [.one, .other])
        #expect(remaining.localization("ru")?.plural.keys.sorted() == [.one, .few, .many, .other])

        // A translator fills German's plural: it comes back as one message with both categories.
        let translated = text.replacingOccurrences(
            of: "\"state\" : \"new\",\n                  \"value\" : \"%{count} task left\"",
            with: "\"state\" : \"translated\",\n                  \"value\" : \"Noch %{count} Aufgabe\""
        ).replacingOccurrences(
            of: "\"state\" : \"new\",\n                  \"value\" : \"%{count} tasks left\"",
            with: "\"state\" : \"translated\",\n                  \"value\" : \"Noch %{count} Aufgaben\"")
        let german = try #require(Self.files(translated).first { $0.targetLocale == "de" })
        let result = fixture.importer.validate(german)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(
            result.translations.filter { $0.key == "T.remaining" } == [
                .init(
                    key: "T.remaining",
                    value: .mapping([
                        ("one", .string("Noch %{count} Aufgabe")),
                        ("other", .string("Noch %{count} Aufgaben")),
                    ]))
            ])
    }

    @Test("comments carry the translators' notes and each language's base")
    func comments() throws {
        let (text, _) = try Self.catalogText()
        let catalog = try #require(Self.read(text).catalog)
        let welcome = try #require(catalog.entries.first { $0.key == "T.welcome" })
        let comment = try #require(welcome.comment)
        #expect(comment.contains("%{name}: replaced at run time"))
        let bases = StringCatalog.bases(in: comment)
        #expect(bases["de"] == TargetBase.of("Willkommen zurück, %{name}!"))
        #expect(bases["ru"] == "none")
        #expect(welcome.extractionState == "manual")
    }

    @Test("version 1.1 (Xcode 26): isCommentAutoGenerated written and read; other versions refused")
    func versions() throws {
        let (text, fixture) = try Self.catalogText(version: "1.1")
        #expect(text.hasSuffix("\"version\" : \"1.1\"\n}"))
        #expect(
            text.contains("\"extractionState\" : \"manual\",\n      \"isCommentAutoGenerated\" : true,\n"))
        #expect(StringCatalog.version(of: Array(text.utf8)) == "1.1")
        let russian = fixture.importer.validate(
            try #require(Self.files(text).first { $0.targetLocale == "ru" }))
        #expect(russian.findings.isEmpty)
        #expect(russian.translations.count == 2)

        let future = text.replacingOccurrences(of: "\"version\" : \"1.1\"", with: "\"version\" : \"2.0\"")
        let (catalog, findings) = Self.read(future)
        #expect(catalog == nil)
        #expect(findings.map(\.kind) == [.syntax])
        #expect(findings.first?.message.contains("version \"2.0\"") == true)
    }

    @Test("a text varying by device is reported where it is, not dropped silently; its one text is imported")
    func deviceVariations() throws {
        let fixture = try ExchangeFixture(yaml: Self.yaml)
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "T.title" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "device" : {
                          "mac" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Aufgaben (Mac)"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Aufgaben"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "T.welcome" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo, %{name}!"
                      },
                      "variations" : {
                        "device" : {
                          "iphone" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Hi, %{name}!"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let result = fixture.importer.validate(try #require(Self.files(text).first))
        let variations = result.findings.filter { $0.kind == .unsupportedVariation }
        #expect(variations.count == 2, "\(result.findings)")
        #expect(variations.allSatisfy { $0.severity == .warning })
        #expect(variations.first.map { ($0.location.line, $0.location.column) }! == (6, 9))
        #expect(variations.first?.message.contains("nothing of it is imported") == true)
        #expect(result.translations == [.init(key: "T.welcome", value: .string("Hallo, %{name}!"))])
        #expect(!result.hasErrors)
    }

    @Test("not well-formed JSON is reported at its line and column")
    func syntax() {
        let (catalog, findings) = Self.read(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : }\n}")
        #expect(catalog == nil)
        #expect(findings.map { ($0.location.line, $0.location.column) }.first! == (3, 23))
        #expect(findings.first?.kind == .syntax)
    }

    @Test("every catalog written here satisfies docs/xcstrings.schema.json")
    func schema() throws {
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        lock.translations["T.title"] = [Self.de: ContentFingerprint(text: "All tasks")]
        for version in StringCatalog.versions {
            let (text, _) = try Self.catalogText(lock: lock, version: version)
            try StringCatalogSchema.expectValid(text)
        }
        let single = try ExchangeFixture().exported("de", .xcstrings)
        try StringCatalogSchema.expectValid(single)
    }
}
