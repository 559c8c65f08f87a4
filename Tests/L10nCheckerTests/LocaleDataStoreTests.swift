import Foundation
import L10nChecker
import L10nCore
import L10nRuntime
import L10nYAML
import Testing

@Suite("CLDR locale data read with the YAML reader")
struct LocaleDataStoreTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let runtimeFixtures = packageRoot.appendingPathComponent("Tests/L10nRuntimeTests/Fixtures")

    private func locale(_ tag: String) throws -> LocaleIdentifier { try #require(LocaleIdentifier(tag)) }

    @Test func findsLocalesNextToThePackage() throws {
        let expected = Self.packageRoot.appendingPathComponent("Locales").standardizedFileURL.path
        #expect(LocaleDataStore.defaultDirectory?.standardizedFileURL.path == expected)
        #expect(LocaleDataStore.defaultDirectoryCandidates.first?.standardizedFileURL.path == expected)
        let store = try LocaleDataStore()
        #expect(store.directory.standardizedFileURL.path == expected)
    }

    @Test func readsEveryLocaleAndParent() throws {
        let store = try LocaleDataStore()
        #expect(store.cldrVersion == "47")
        #expect(store.pluralRules.rules[.cardinal]?.count == 260)
        #expect(store.pluralRules.rules[.ordinal]?.count == 133)
        #expect(store.inheritance.parents.count == 176)
        #expect(store.inheritance.parents[try locale("es-MX")] == (try locale("es-419")))
        #expect(store.inheritance.parents[try locale("zh-Hant")] == (try locale("root")))
    }

    @Test func theGeneratedFilesReadWithoutAnyDiagnostic() throws {
        let directory = try #require(LocaleDataStore.defaultDirectory)
        for name in [LocaleDataStore.pluralsFileName, LocaleDataStore.parentLocalesFileName] {
            let path = directory.appendingPathComponent(name).path
            let result = try YAMLReader(limits: .default).read(path: path)
            #expect(result.diagnostics == [], "\(name)")
            #expect(result.root != nil, "\(name)")
        }
    }

    @Test func categoriesEachLocaleNeeds() throws {
        let store = try LocaleDataStore()
        #expect(store.pluralCategories(for: try locale("ru")) == [.one, .few, .many, .other])
        #expect(store.pluralCategories(for: try locale("ru-UA")) == [.one, .few, .many, .other])
        #expect(store.pluralCategories(for: try locale("ja")) == [.other])
        #expect(store.pluralCategories(for: try locale("fr-CA")) == [.one, .many, .other])
        #expect(store.pluralCategories(for: try locale("pt-AO")) == [.one, .many, .other])
        #expect(store.pluralCategories(for: try locale("ar")) == Set(PluralCategory.allCases))
        #expect(store.pluralCategories(for: try locale("zh-Hant-TW")) == [.other])
        #expect(store.pluralCategories(for: try locale("sr-Latn")) == [.one, .few, .other])
    }

    @Test func fallbackChainsUseTheParentLocales() throws {
        let fallback = try LocaleDataStore().fallback(defaultLocale: try locale("en"))
        #expect(fallback.chain(for: try locale("es-MX")).map(\.tag) == ["es-MX", "es-419", "es", "en"])
        #expect(fallback.chain(for: try locale("zh-Hant-TW")).map(\.tag) == ["zh-Hant-TW", "zh-Hant", "en"])
    }

    /// The runtime tests use a JSON copy of some rules (the runtime cannot read YAML): it must
    /// be exactly what `plurals.yml` says.
    @Test func theRuntimeFixtureMatchesPluralsYML() throws {
        struct RuleFile: Decodable {
            var cldrVersion: String
            var parentLocales: [String: String]
            var locales: [String: [String: [String: String]]]
        }
        let data = try Data(contentsOf: Self.runtimeFixtures.appendingPathComponent("plural-rules.json"))
        let fixture = try JSONDecoder().decode(RuleFile.self, from: data)
        let store = try LocaleDataStore()
        #expect(fixture.cldrVersion == store.cldrVersion)
        #expect(fixture.locales.count == 40)
        for (tag, kinds) in fixture.locales {
            for (kindName, sources) in kinds {
                let kind = try #require(PluralRuleKind(rawValue: kindName))
                let rules = try #require(
                    store.pluralRules.rules[kind]?[try locale(tag)], "\(tag) \(kindName)")
                var expected: [PluralCategory: String] = [:]
                for (name, source) in sources {
                    expected[try #require(PluralCategory(rawValue: name))] = source
                }
                #expect(rules.sources == expected, "\(tag) \(kindName)")
            }
        }
        var parents: [String: String] = [:]
        for (child, parent) in store.inheritance.parents { parents[child.tag] = parent.tag }
        #expect(parents == fixture.parentLocales)
    }

    /// Babel's expected categories, evaluated on rules read from `plurals.yml`.
    @Test func rulesFromYAMLGiveBabelsCategories() throws {
        let store = try LocaleDataStore()
        let text = try String(
            contentsOf: Self.runtimeFixtures.appendingPathComponent("plural-expected.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let numbers = try #require(lines.first).split(separator: "\t").dropFirst(2).map(String.init)
        var mismatches: [String] = []
        var compared = 0
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t").map(String.init)
            let kind = try #require(PluralRuleKind(rawValue: fields[1]))
            let rules = store.pluralRules.rules(for: try locale(fields[0]), kind: kind)
            for (number, expected) in zip(numbers, fields.dropFirst(2)) {
                compared += 1
                let actual = rules.category(forDecimal: number)?.rawValue
                if actual != expected {
                    mismatches.append("\(fields[0]) \(fields[1]) \(number): \(actual ?? "nil")")
                }
            }
        }
        #expect(compared == 47 * (208 + 201))
        #expect(mismatches == [])
    }

    // MARK: Broken data

    private func directory(plurals: String, parents: String = "cldrVersion: \"47\"\nparentLocales: {}\n")
        throws
        -> URL
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LocaleDataStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try plurals.write(
            to: directory.appendingPathComponent("plurals.yml"), atomically: true, encoding: .utf8)
        try parents.write(
            to: directory.appendingPathComponent("parentLocales.yml"), atomically: true, encoding: .utf8)
        return directory
    }

    private func loadError(_ directory: URL) -> LocaleDataError? {
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try LocaleDataStore(directory: directory)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBrokenRuleIsReportedAtItsCharacter() throws {
        let directory = try directory(
            plurals: """
                cldrVersion: "47"
                locales:
                  "xx":
                    cardinal: {one: "i = 1 and v = = 0", other: ""}

                """)
        let path = directory.appendingPathComponent("plurals.yml").path
        let error = try #require(loadError(directory))
        guard case .invalidRule(let location, let ruleError) = error else {
            Issue.record("expected invalidRule, got \(error)")
            return
        }
        #expect(location == SourceLocation(file: path, line: 4, column: 36))
        #expect(ruleError.offset == 14)
        #expect(ruleError.category == .one)
        #expect(ruleError.message == "expected a non-negative integer, found '='")
    }

    @Test func structureProblemsAreReportedWithTheirPlace() throws {
        let cases: [(plurals: String, line: Int, column: Int, message: String)] = [
            (
                "cldrVersion: \"47\"\nlocales:\n  \"xx\":\n    cardinals: {other: \"\"}\n", 4, 5,
                "unknown key 'cardinals' in the entry of 'xx'; expected 'cardinal', 'ordinal'"
            ),
            (
                "cldrVersion: \"47\"\nlocales:\n  \"not a tag\":\n    cardinal: {other: \"\"}\n", 3, 3,
                "'not a tag' is not a BCP 47 locale tag"
            ),
            (
                "cldrVersion: \"47\"\nlocales:\n  \"xx\":\n    cardinal: {one: [1]}\n", 4, 21,
                "the 'one' rule of 'xx' must be a string, not a sequence"
            ),
            ("cldrVersion: \"47\"\n", 1, 1, "the document has no 'locales'"),
            (
                "cldrVersion: \"latest\"\nlocales: {}\n", 1, 14,
                "'cldrVersion' must be a CLDR release number such as \"47\""
            ),
            (
                "cldrVersion: \"46\"\nlocales: {}\n", 1, 14,
                "plurals.yml is CLDR 46 but parentLocales.yml is CLDR 47"
            ),
        ]
        for (plurals, line, column, message) in cases {
            let error = try #require(loadError(try directory(plurals: plurals)), "\(plurals)")
            guard case .invalidEntry(let location, let actual) = error else {
                Issue.record("expected invalidEntry for \(plurals), got \(error)")
                continue
            }
            #expect(location.line == line, "\(message)")
            #expect(location.column == column, "\(message)")
            #expect(actual == message)
        }
    }

    @Test func invalidYAMLKeepsTheReadersDiagnostics() throws {
        let error = try #require(loadError(try directory(plurals: "cldrVersion: \"47\nlocales: [\n")))
        guard case .invalidYAML(let path, let diagnostics) = error else {
            Issue.record("expected invalidYAML, got \(error)")
            return
        }
        #expect(path.hasSuffix("/plurals.yml"))
        #expect(diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(
            error.description.hasSuffix("regenerate the data with `python3 Locales/generate_locale_data.py`"))
    }

    @Test func aMissingFileIsUnreadable() throws {
        let directory = try directory(plurals: "")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("parentLocales.yml"))
        let error = try #require(loadError(directory))
        #expect(
            error
                == .unreadable(
                    path: directory.appendingPathComponent("parentLocales.yml").path, reason: "no such file"))
    }
}

/// The runtime negotiates with a compiled copy of the CLDR data (`CLDRLocaleData.swift`); the
/// checker and compiler read `Locales/`. Both are generated by the same script run, and must
/// give one and the same inheritance.
@Suite("Locale matching data")
struct LocaleMatchingDataTests {
    @Test func theYAMLAndTheRuntimesCompiledCopyAgree() throws {
        let store = try LocaleDataStore()
        #expect(store.inheritance == LocaleInheritance.cldr)
        #expect(store.inheritance.languageAliases["iw"]?.tag == "he")
        #expect(store.inheritance.regionScripts["zh-TW"] == "Hant")
        #expect(store.cldrVersion == LocaleInheritance.cldrVersion)
    }

    @Test func theCompilersChainsComeFromTheSameImplementation() throws {
        let fallback = try LocaleDataStore().fallback(defaultLocale: #require(LocaleIdentifier("en")))
        #expect(
            fallback.chain(for: try #require(LocaleIdentifier("zh-TW"))).map(\.tag) == [
                "zh-TW", "zh-Hant-TW", "zh-Hant", "en",
            ])
        #expect(
            fallback.chain(for: try #require(LocaleIdentifier("es-MX"))).map(\.tag) == [
                "es-MX", "es-419", "es", "en",
            ])
    }
}
