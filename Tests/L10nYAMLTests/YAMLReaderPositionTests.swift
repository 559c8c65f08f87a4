import L10nCore
import L10nRuntime
import L10nYAML
import Testing

@Suite("Positions, styles and source text")
struct YAMLReaderPositionTests {
    static let source = """
        en:
          DashboardViewModel:
            pageTitle: Dashboard
            welcome: "Welcome back, %{name}!"
            single: 'It''s here'
            separator: " | "
            literal: |
              line one
              line two
            folded: >
              folded
              text
            tabs: ["Overview", Activity, 'Settings']
        """

    @Test func keysAndValuesKeepLineColumnStyleAndSourceText() throws {
        let bytes = Array(Self.source.utf8)
        let result = YAMLReader().read(bytes: bytes, path: "Dashboard.yml")
        #expect(result.diagnostics.isEmpty)
        var builder = CatalogBuilder()
        builder.add(root: result.root, file: ResourceFile(path: "Dashboard.yml", byteCount: bytes.count))
        let catalog = builder.catalog
        let en = try #require(LocaleIdentifier("en"))

        let title = try #require(catalog.entry("DashboardViewModel.pageTitle", in: en))
        #expect(title.keyLocation == SourceLocation(file: "Dashboard.yml", line: 3, column: 5))
        guard case .string(let titleValue) = title.value else { Issue.record("not a string"); return }
        #expect(titleValue.text == "Dashboard")
        #expect(titleValue.style == .plain)
        #expect(titleValue.location == SourceLocation(file: "Dashboard.yml", line: 3, column: 16))
        #expect(titleValue.sourceText(in: bytes) == "Dashboard")

        let welcome = try #require(catalog.entry("DashboardViewModel.welcome", in: en))
        guard case .string(let welcomeValue) = welcome.value else { Issue.record("not a string"); return }
        #expect(welcomeValue.text == "Welcome back, %{name}!")
        #expect(welcomeValue.style == .doubleQuoted)
        #expect(welcomeValue.location.column == 14)
        #expect(welcomeValue.sourceText(in: bytes) == "\"Welcome back, %{name}!\"")

        let single = try #require(catalog.entry("DashboardViewModel.single", in: en))
        guard case .string(let singleValue) = single.value else { Issue.record("not a string"); return }
        #expect(singleValue.text == "It's here")
        #expect(singleValue.style == .singleQuoted)
        #expect(singleValue.sourceText(in: bytes) == "'It''s here'")

        let separator = try #require(catalog.entry("DashboardViewModel.separator", in: en))
        guard case .string(let separatorValue) = separator.value else { Issue.record("not a string"); return }
        #expect(separatorValue.text == " | ")

        let literal = try #require(catalog.entry("DashboardViewModel.literal", in: en))
        guard case .string(let literalValue) = literal.value else { Issue.record("not a string"); return }
        #expect(literalValue.text == "line one\nline two\n")
        #expect(literalValue.style == .literal)
        #expect(literalValue.location == SourceLocation(file: "Dashboard.yml", line: 7, column: 14))

        let folded = try #require(catalog.entry("DashboardViewModel.folded", in: en))
        guard case .string(let foldedValue) = folded.value else { Issue.record("not a string"); return }
        #expect(foldedValue.text == "folded text\n")
        #expect(foldedValue.style == .folded)

        let tabs = try #require(catalog.entry("DashboardViewModel.tabs", in: en))
        guard case .array(let elements) = tabs.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.text) == ["Overview", "Activity", "Settings"])
        #expect(elements.map(\.style) == [.doubleQuoted, .plain, .singleQuoted])
        #expect(elements.map(\.location.column) == [12, 24, 34])
        #expect(elements.allSatisfy { $0.location.line == 13 })

        let type = try #require(catalog.entry("DashboardViewModel", in: en))
        #expect(
            type.value
                == .mapping(["pageTitle", "welcome", "single", "separator", "literal", "folded", "tabs"]))
    }

    @Test func columnsCountUnicodeScalarsAndSourceRangesAreBytes() throws {
        let text = "ru:\n  Ёлка: {заголовок: \"Привет, %{имя}\", b: x}\n"
        let bytes = Array(text.utf8)
        let result = YAMLReader().read(bytes: bytes, path: "ru.yml")
        #expect(result.diagnostics.isEmpty)
        var builder = CatalogBuilder()
        builder.add(root: result.root, file: ResourceFile(path: "ru.yml", byteCount: bytes.count))
        let ru = try #require(LocaleIdentifier("ru"))
        let entry = try #require(builder.catalog.entry("Ёлка.заголовок", in: ru))
        #expect(entry.keyLocation == SourceLocation(file: "ru.yml", line: 2, column: 10))
        guard case .string(let value) = entry.value else { Issue.record("not a string"); return }
        #expect(value.location == SourceLocation(file: "ru.yml", line: 2, column: 21))
        #expect(value.sourceText(in: bytes) == "\"Привет, %{имя}\"")
        let other = try #require(builder.catalog.entry("Ёлка.b", in: ru))
        guard case .string(let otherValue) = other.value else { Issue.record("not a string"); return }
        #expect(otherValue.location.column == 42)
        #expect(otherValue.sourceText(in: bytes) == "x")
    }

    @Test func byteOrderMarkIsSkippedAndPositionsStayRight() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("en:\n  T:\n    a: b\n".utf8)
        let result = YAMLReader().read(bytes: bytes, path: "bom.yml")
        #expect(result.diagnostics.isEmpty)
        guard case .mapping(let top) = try #require(result.root) else { Issue.record("no mapping"); return }
        guard case .mapping(let types) = top.pairs[0].value, case .mapping(let props) = types.pairs[0].value,
            case .scalar(let value) = props.pairs[0].value
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(value.location == SourceLocation(file: "bom.yml", line: 3, column: 8))
        #expect(String(decoding: bytes[value.sourceRange], as: UTF8.self) == "b")
    }

    @Test func anchorsAndAliasesWithinTheLimitAreExpanded() throws {
        let (catalog, diagnostics) = buildCatalog([
            ("a.yml", "en:\n  T:\n    ok: &ok \"OK\"\n    confirm: *ok\n")
        ])
        #expect(diagnostics.isEmpty)
        let en = try #require(LocaleIdentifier("en"))
        guard case .string(let value) = catalog.entry("T.confirm", in: en)?.value else {
            Issue.record("alias not expanded")
            return
        }
        #expect(value.text == "OK")
    }

    @Test func ignoreCommentsAreFoundWithTheirRules() {
        let result = readYAML(
            "en:\n  T:\n    a: \"x\"  # l10nc:ignore orphan-key, empty-value\n    b: \"#l10nc:ignore\"\n# l10nc:ignore untranslated\n"
        )
        #expect(result.ignoreComments.count == 2)
        #expect(result.ignoreComments[0].line == 3)
        #expect(result.ignoreComments[0].rules == ["orphan-key", "empty-value"])
        #expect(result.ignoreComments[0].location.column == 28)
        #expect(result.ignoreComments[1].line == 5)
        #expect(result.ignoreComments[1].rules == ["untranslated"])
    }
}
