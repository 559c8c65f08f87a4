import L10nCore
import L10nRuntime
import Testing

@testable import L10nYAML

/// Scalars written exactly as their value reads are kept as a range of the file's bytes;
/// the others are copied. Either way the text and the exact source range must be right.
@Suite("Verbatim and copied scalar texts")
struct VerbatimTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var yaml: String
        var text: String
        var source: String
        var isVerbatim: Bool
        var testDescription: String { yaml }
    }

    static let cases: [Case] = [
        Case(yaml: "plain text", text: "plain text", source: "plain text", isVerbatim: true),
        Case(yaml: "Привет, мир  # comment", text: "Привет, мир", source: "Привет, мир", isVerbatim: true),
        Case(
            yaml: "\"quoted, %{name}!\"", text: "quoted, %{name}!", source: "\"quoted, %{name}!\"",
            isVerbatim: true),
        Case(yaml: "'single'", text: "single", source: "'single'", isVerbatim: true),
        Case(yaml: "\"\"", text: "", source: "\"\"", isVerbatim: true),
        Case(yaml: "\"caf\\u00e9\"", text: "café", source: "\"caf\\u00e9\"", isVerbatim: false),
        Case(yaml: "\"say \\\"hi\\\"\"", text: "say \"hi\"", source: "\"say \\\"hi\\\"\"", isVerbatim: false),
        Case(yaml: "'it''s'", text: "it's", source: "'it''s'", isVerbatim: false),
        Case(
            yaml: "folded\n      plain", text: "folded plain", source: "folded\n      plain",
            isVerbatim: false),
        Case(
            yaml: "\"two\n      lines\"", text: "two lines", source: "\"two\n      lines\"", isVerbatim: false
        ),
        // libyaml ends a block scalar after its last line break.
        Case(yaml: "|\n      block ✓", text: "block ✓\n", source: "|\n      block ✓\n", isVerbatim: false),
    ]

    @Test(arguments: cases)
    func textAndSourceRange(_ example: Case) throws {
        // A non-ASCII comment and key before the value move the character/byte mapping.
        let yaml = "# Überblick ✓\nen:\n  T:\n    ключ: \(example.yaml)\n    after: x\n"
        let bytes = Array(yaml.utf8)
        let result = YAMLReader().parse(bytes: bytes, path: "t.yml")
        #expect(result.diagnostics.isEmpty)
        let records = result.events.records.filter { $0.kind == .scalar }
        // en, T, ключ, the value, after, x
        try #require(records.count == 6)
        let value = records[3]
        #expect(value.isVerbatim == example.isVerbatim)
        #expect(result.events.string(value) == example.text)
        let scalar = result.events.scalar(value)
        #expect(String(decoding: bytes[scalar.sourceRange], as: UTF8.self) == example.source)
        // The scalar after it is still placed exactly.
        let after = result.events.scalar(records[5])
        #expect(String(decoding: bytes[after.sourceRange], as: UTF8.self) == "x")
        let afterLine = 5 + example.yaml.filter { $0 == "\n" }.count
        #expect(after.location == SourceLocation(file: "t.yml", line: afterLine, column: 12))

        var builder = CatalogBuilder()
        builder.add(events: result.events, file: ResourceFile(path: "t.yml", byteCount: bytes.count))
        let en = try #require(LocaleIdentifier("en"))
        let entry = try #require(builder.finish().catalog.entry("T.ключ", in: en))
        guard case .string(let catalogScalar) = entry.value else {
            Issue.record("not a string")
            return
        }
        #expect(catalogScalar.text == example.text)
        #expect(catalogScalar.sourceText(in: bytes) == example.source)
    }

    @Test func eventLogsRoundTripThroughEvents() {
        let yaml = "en:\n  T:\n    a: [\"x\", y]\n    b: \"caf\\u00e9\"\n"
        let log = YAMLReader().parse(bytes: Array(yaml.utf8), path: "t.yml").events
        let rebuilt = YAMLEventLog(path: "t.yml", events: Array(log))
        #expect(Array(rebuilt) == Array(log))
    }
}
