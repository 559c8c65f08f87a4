import L10nCore
import L10nRuntime
import Testing

@testable import L10nChecker

/// `LocaleValues` counts each locale's texts and variants before it reads them, and keeps each
/// text's placeholder names as an index into its distinct lists: the texts, names and variants
/// it reads must be those of the values, whatever their shape, and its arrays the size of what
/// they hold.
@Suite struct LocaleValuesTests {
    /// 130 elements: an array grown by doubling from the 6 requirements would be 192 or more.
    static let elementCount = 130

    static let yaml = """
        en:
          T:
            title: "Title %{name}"
            tabs: [\((0..<elementCount).map { "\"tab \($0)\"" }.joined(separator: ", "))]
            count:
              one: "%{count} item"
              few: ["not", "a", "message"]
              many:
                nested: "a mapping variant"
              other: "%{count} items"
            group:
              inner: "a mapping, not a plural mapping"
            plain: "no placeholders, %{count} read only for messages"
        """

    static func values() -> (context: CheckContext, values: LocaleValues, index: (String) -> Int) {
        let (catalog, diagnostics) = makeCatalog([(path: "T.yml", text: yaml)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let items = [
            property("T.title", .subs, placeholders: ["name"]), property("T.tabs", .array),
            property("T.count", .subs, placeholders: ["count"]), property("T.group"),
            property("T.plain", .array), property("T.absent"),
        ]
        let context = CheckContext(
            schema: Schema(items: items), catalog: catalog,
            configuration: CheckConfiguration(defaultLocale: locale("en"), runtime: .l10nc),
            localeData: testLocaleData)
        let keys = context.requirements.map(\.key)
        return (context, context.values[0], { keys.firstIndex(of: $0)! })
    }

    @Test func readsEveryShape() {
        let (context, values, index) = Self.values()
        #expect(context.requirements.count == 6)

        #expect(values.kinds[index("T.absent")] == .absent)
        #expect(!values.hasValue(index("T.absent")))
        #expect(values.textRange(of: index("T.absent")).isEmpty)

        #expect(values.kinds[index("T.group")] == .mapping)
        #expect(values.textRange(of: index("T.group")).isEmpty)
        #expect(values.variants(of: index("T.group")).isEmpty)

        let title = values.textRange(of: index("T.title"))
        #expect(values.kinds[index("T.title")] == .string)
        #expect(title.count == 1)
        #expect(title.map { values.placeholderNames(ofText: $0) } == [["name"]])
        #expect(values.record(of: index("T.title")) == Int(values.texts[title.lowerBound].record))

        let tabs = values.textRange(of: index("T.tabs"))
        #expect(values.kinds[index("T.tabs")] == .array)
        #expect(tabs.map { values.texts[$0].index ?? -1 } == Array(0..<Self.elementCount))
        // An array needs no message: its texts' names are not read.
        #expect(tabs.allSatisfy { values.placeholderNames(ofText: $0) == [] })

        // Every category-named child is a variant; only the string variants have a text.
        let count = index("T.count")
        #expect(values.kinds[count] == .pluralMapping)
        #expect(values.variants(of: count).map(\.category) == [.one, .few, .many, .other])
        let variantTexts = values.textRange(of: count)
        #expect(variantTexts.map { values.texts[$0].category } == [.one, .other])
        #expect(variantTexts.map { values.placeholderNames(ofText: $0) } == [["count"], ["count"]])

        let plain = values.textRange(of: index("T.plain"))
        #expect(plain.count == 1)
        #expect(values.placeholderNames(ofText: plain.lowerBound) == [])

        // The messages made for findings read the same texts.
        let resolved = context.value(ofRequirement: count, in: locale("en"))
        #expect(resolved?.messages.map(\.scalar.text) == ["%{count} item", "%{count} items"])
        #expect(resolved?.placeholderNames == [["count"], ["count"]])
    }

    /// The texts are counted before they are read, so their array is made at its size: grown
    /// by doubling from one per requirement, it would hold 192 or more for these 134 texts.
    @Test func textsAreReservedAtTheirCount() {
        let (_, values, _) = Self.values()
        #expect(values.texts.count == Self.elementCount + 4)
        #expect(values.texts.capacity <= values.texts.count + values.texts.count / 4)
    }

    @Test func kindsAloneWithoutTexts() {
        let (catalog, _) = makeCatalog([(path: "T.yml", text: Self.yaml)])
        let context = CheckContext(
            schema: Schema(items: [property("T.title"), property("T.count"), property("T.absent")]),
            catalog: catalog, configuration: CheckConfiguration(defaultLocale: locale("en"), runtime: .l10nc),
            localeData: testLocaleData, resolvingValues: false)
        let values = context.values[0]
        #expect(values.kinds == [.absent, .pluralMapping, .string])
        #expect(values.texts.isEmpty)
        #expect(values.textRange(of: 1).isEmpty)
        #expect(values.hasValue(2) && !values.hasValue(0))
    }

    /// Each distinct text's names are kept once, at one index, across the cache's growth; a
    /// text that does not parse has `nil` names.
    @Test func namesCacheKeepsEachTextOnce() {
        var cache = PlaceholderNamesCache()
        func index(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { cache.index(of: $0) }
        }
        let texts = (0..<100).map { "%{name\($0)} and %{count}" }
        let first = texts.map(index)
        #expect(first == Array(0..<100))
        #expect(texts.map(index) == first)
        #expect(cache.nameLists[42] == ["name42", "count"])
        let broken = index("%{unclosed")
        #expect(broken == 100)
        #expect(cache.nameLists[broken] == nil)
        #expect(index("%{unclosed") == broken)
    }
}
