import Foundation
import L10nCompiler
import L10nCore
import L10nRuntime
import L10nYAML
import Testing

@Suite("Catalog to table contents")
struct CatalogCompilerTests {
    /// Plural rules and parents for the locales the tests use, as CLDR 47 states them.
    static let pluralRules: LocalePluralRules = {
        let ru: [PluralCategory: String] = [
            .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        ]
        let en: [PluralCategory: String] = [.one: "i = 1 and v = 0"]
        let rules: [LocaleIdentifier: PluralRules] = [
            LocaleIdentifier("ru")!: try! PluralRules(rules: ru),
            LocaleIdentifier("en")!: try! PluralRules(rules: en),
            LocaleIdentifier("es")!: try! PluralRules(rules: [.one: "n = 1"]),
        ]
        let parents = [LocaleIdentifier("es-MX")!: LocaleIdentifier("es-419")!]
        return LocalePluralRules(rules: [.cardinal: rules], inheritance: LocaleInheritance(parents: parents))
    }()

    private func catalog(_ text: String, path: String = "T.yml") -> Catalog {
        var builder = CatalogBuilder()
        builder.add(
            events: YAMLReader().parse(bytes: Array(text.utf8), path: path).events,
            file: ResourceFile(path: path, byteCount: text.utf8.count))
        return builder.finish().catalog
    }

    private let source = """
        en:
          T:
            title: "Title, %{name}"
            tabs: ["A", "B"]
            count:
              one: "%{count} item"
              other: "%{count} items"
            nested:
              label: "Label"
        ru:
          T:
            count:
              one: "%{count} элемент"
              few: "%{count} элемента"
              many: "%{count} элементов"
              other: "%{count} элемента"
        es-MX:
          T:
            title: "Título"
        es-419:
          T:
            tabs: ["A", "B"]
        es:
          T:
            title: "Título"
        """

    @Test func messagesAreParsedAndPluralMappingsBecomeVariants() throws {
        let en = try #require(LocaleIdentifier("en"))
        let result = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules).compile(
            catalog(source))
        #expect(result.diagnostics.isEmpty)
        let messages = try #require(result.contents.messages[en])
        #expect(Set(messages.keys) == ["T.title", "T.tabs", "T.count", "T.nested.label"])
        #expect(
            messages["T.title"]
                == .text(MessageTemplate(segments: [.literal("Title, "), .placeholder("name")])))
        #expect(
            messages["T.tabs"]
                == .array([
                    MessageTemplate(segments: [.literal("A")]), MessageTemplate(segments: [.literal("B")]),
                ]))
        guard case .plural(let variants) = messages["T.count"] else {
            Issue.record("not a plural")
            return
        }
        #expect(Set(variants.keys) == [.one, .other])
        guard case .plural(let russian) = result.contents.messages[LocaleIdentifier("ru")!]?["T.count"] else {
            Issue.record("not a plural")
            return
        }
        #expect(Set(russian.keys) == [.one, .few, .many, .other])
    }

    @Test func fallbackChainsAndPluralRulesAreResolvedAtCompileTime() throws {
        let en = try #require(LocaleIdentifier("en"))
        let contents = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules).compile(
            catalog(source)
        ).contents
        let byID = Dictionary(uniqueKeysWithValues: contents.locales.map { ($0.id.tag, $0) })
        #expect(contents.locales.map(\.id.tag) == ["en", "es", "es-419", "es-MX", "ru"])
        #expect(byID["es-MX"]?.fallbackChain.map(\.tag) == ["es-419", "es"])
        #expect(byID["es-419"]?.fallbackChain.map(\.tag) == ["es"])
        #expect(byID["ru"]?.fallbackChain == [])
        #expect(byID["ru"]?.pluralRuleSources[.few] == "v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
        #expect(byID["es-MX"]?.pluralRuleSources == [.one: "n = 1"])
    }

    @Test func malformedMessagesAreReportedAndLeftOut() throws {
        let en = try #require(LocaleIdentifier("en"))
        let result = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules)
            .compile(catalog("en:\n  T:\n    a: \"Hi %{name\"\n    b: \"ok\"\n"))
        #expect(result.diagnostics.map(\.rule) == [.malformedPlaceholder])
        #expect(result.diagnostics[0].location == SourceLocation(file: "T.yml", line: 3, column: 8))
        #expect(result.contents.messages[en].map { Array($0.keys) } == ["T.b"])
    }

    /// Found by fuzzing (`FuzzYAMLCatalog`): without a schema, a mapping of plural categories
    /// without `other` (or with an `other` that is not text) compiled with no diagnostic, and
    /// `l10nc compile --resources …` then failed to write the table with exit status 2 and no
    /// position. It is now a `plural-missing-category` error at the mapping, and left out.
    @Test(arguments: [
        "en:\n  T:\n    b:\n      one: x\n    c: ok\n",
        "en:\n  T:\n    b:\n      one: x\n      other: [y]\n    c: ok\n",
        "en:\n  T:\n    b:\n      other: {one: z}\n    c: ok\n",
    ])
    func pluralWithoutOtherIsReportedAtTheMapping(text: String) throws {
        let en = try #require(LocaleIdentifier("en"))
        let result = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules).compile(catalog(text))
        #expect(result.diagnostics.map(\.rule) == [.pluralMissingCategory])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "T.yml", line: 3, column: 5))
        #expect(result.contents.messages[en].map { Array($0.keys) } == ["T.c"])
        _ = try TableWriter().tableBytes(for: result.contents)
    }

    @Test func pluralWhoseOtherDoesNotParseIsReportedOnce() throws {
        let en = try #require(LocaleIdentifier("en"))
        let result = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules)
            .compile(catalog("en:\n  T:\n    b:\n      one: x\n      other: \"%{\"\n"))
        #expect(result.diagnostics.map(\.rule) == [.malformedPlaceholder])
        _ = try TableWriter().tableBytes(for: result.contents)
    }

    @Test func outputIsByteIdenticalAndWrittenAtomically() throws {
        let en = try #require(LocaleIdentifier("en"))
        let compiler = CatalogCompiler(defaultLocale: en, pluralRules: Self.pluralRules)
        let first = try TableOutput.table.bytes(for: compiler.compile(catalog(source)).contents)
        let second = try TableOutput.table.bytes(for: compiler.compile(catalog(source)).contents)
        #expect(first == second)
        let json = try TableOutput.json.bytes(for: compiler.compile(catalog(source)).contents)
        #expect(String(decoding: json, as: UTF8.self).contains("\"T.title\""))
        let swift = String(
            decoding: try TableOutput.swift.bytes(
                for: compiler.compile(catalog(source)).contents, swiftTypeName: "Strings"), as: UTF8.self)
        #expect(swift.contains("public enum Strings"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("app.l10n").path
        try AtomicFileWriter.write(first, to: path)
        try AtomicFileWriter.write(second, to: path)
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == first)
        // Nothing but the table is left behind: the temporary file was renamed, not copied.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["app.l10n"])
        let table = try LocalizationTable(contentsOfFile: path)
        #expect(
            try table.render(key: "T.title", locale: LocaleIdentifier("es-MX")!, arguments: [:]) == "Título")

        #expect(throws: AtomicWriteError.self) {
            try AtomicFileWriter.write(first, to: directory.path + "/missing/app.l10n")
        }
    }

    @Test("plural-ness comes from the schema: keys spelled like categories stay plain keys")
    func pluralFromSchema() throws {
        let text = """
            en:
              Quantity:
                one: "One"
                other: "Other"
              T:
                labels:
                  one: "First label"
                  other: "Second label"
                files:
                  one: "%{count} file"
                  other: "%{count} files"
            """
        func item(_ key: String, _ kind: SchemaItem.Kind) -> SchemaItem {
            SchemaItem(
                key: key, kind: kind, typeName: String(key.prefix { $0 != "." }),
                propertyName: String(key.split(separator: ".").last!),
                location: SourceLocation(file: "T.swift", line: 1, column: 1))
        }
        // An enum `Quantity { case one, other }`, two properties under `parentKeys: "labels"`,
        // and one message `files` that is a plural.
        let schema = Schema(items: [
            item("Quantity.one", .enumCase), item("Quantity.other", .enumCase),
            item("T.labels.one", .string), item("T.labels.other", .string), item("T.files", .subs),
        ])
        let compiler = CatalogCompiler(defaultLocale: LocaleIdentifier("en")!, pluralRules: Self.pluralRules)
        let messages = try #require(
            compiler.compile(catalog(text), schema: schema).contents.messages[LocaleIdentifier("en")!])
        #expect(
            messages.keys.sorted() == [
                "Quantity.one", "Quantity.other", "T.files", "T.labels.one", "T.labels.other",
            ])
        guard case .plural = messages["T.files"] else {
            Issue.record("T.files is not a plural")
            return
        }
        // Without a schema a type's own mapping is still never a plural.
        let unscanned = try #require(
            compiler.compile(catalog(text)).contents.messages[LocaleIdentifier("en")!])
        #expect(unscanned["Quantity.one"] != nil)
    }
}
