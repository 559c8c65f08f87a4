import Foundation
import L10nCore
import L10nRuntime
import L10nYAML
import Testing

@Suite("Every reader rule, at its exact position")
struct YAMLReaderDiagnosticTests {
    @Test func yamlSyntaxCarriesLibyamlsProblemAndPosition() throws {
        let result = readYAML("en:\n  T:\n    a: c\n    b: [x\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message.contains("did not find expected ',' or ']'"))
        #expect(diagnostic.message.contains("while parsing a flow sequence"))
        #expect(diagnostic.summary == "yaml-syntax@5:1")
        #expect(diagnostic.related.first?.location == SourceLocation(file: "test.yml", line: 4, column: 8))
        guard case .mapping(let root) = result.root, case .mapping(let locale) = root.pairs.first?.value,
            case .mapping(let type) = locale.pairs.first?.value
        else {
            Issue.record("the pairs before the error are kept: \(String(describing: result.root))")
            return
        }
        // The sequence cut off by the end of the file is closed where the file ends.
        #expect(type.pairs.map(\.key.text) == ["a", "b"])
    }

    @Test func aQuoteNotClosedByTheEndOfTheFileIsReportedAtTheQuote() throws {
        let result = readYAML("en:\n  T:\n    a: \"unclosed\n    b: c\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message.hasPrefix("YAML syntax error: this quoted text is not closed"))
        #expect(diagnostic.summary == "yaml-syntax@3:8")
        #expect(result.readUpTo == SourceLocation(file: "test.yml", line: 3, column: 8))
        // Where libyaml stops, with its words.
        #expect(diagnostic.related.first?.location == SourceLocation(file: "test.yml", line: 5, column: 1))
        #expect(diagnostic.related.first?.message.contains("found unexpected end of stream") == true)
        // What was read before the error stays; the key whose value was cut off goes.
        guard case .mapping(let root) = result.root, case .mapping(let locale) = root.pairs.first?.value,
            case .mapping(let type) = locale.pairs.first?.value
        else {
            Issue.record("the pairs before the error are kept: \(String(describing: result.root))")
            return
        }
        #expect(locale.pairs.map(\.key.text) == ["T"])
        #expect(type.pairs.isEmpty)
    }

    @Test func aQuoteNotClosedOnItsLineIsReportedAtTheQuoteAndWhatItSwallowedGoes() throws {
        let text =
            "en:\n  T:\n    title: \"A\"\n    loadingTitle: \"Loading...\n    pageTitle: \"X\"\n  U:\n    b: c\n"
        let result = readYAML(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == "yaml-syntax@4:19")
        #expect(diagnostic.message.hasPrefix("YAML syntax error: this quoted text is not closed on its line"))
        #expect(diagnostic.message.contains("line 5"))
        #expect(diagnostic.related.first?.location == SourceLocation(file: "test.yml", line: 5, column: 17))
        #expect(result.readUpTo == SourceLocation(file: "test.yml", line: 4, column: 19))
        // Neither the text `Loading... pageTitle: ` nor its key are kept.
        guard case .mapping(let root) = result.root, case .mapping(let locale) = root.pairs.first?.value,
            case .mapping(let type) = locale.pairs.first?.value
        else {
            Issue.record("the pairs before the error are kept: \(String(describing: result.root))")
            return
        }
        #expect(type.pairs.map(\.key.text) == ["title"])
        // The keys after the stop, which may name types whose keys are there.
        let parsed = YAMLReader().parse(bytes: Array(text.utf8), path: "test.yml")
        #expect(parsed.keysAfterStop == ["U", "b", "loadingTitle", "pageTitle"])
    }

    @Test func aTextWrappedOverLinesOnPurposeIsNotTakenForAnUnclosedQuote() throws {
        let result = readYAML("en:\n  T:\n    a: \"a long\n      text\" b\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(!diagnostic.message.contains("not closed"))
        #expect(diagnostic.location.line == 4)
    }

    @Test(arguments: [
        ("en:\n  T:\n    title \"Optional Array\"\n    other: \"x\"\n", "yaml-syntax@3:5", ["other"]),
        ("en:\n  T:\n    other: \"x\"\n    title \"Optional Array\"\n", "yaml-syntax@4:5", []),
        (
            "en:\n  T:\n    other: \"x\"\n    title \"Optional Array\"\n    more: \"y\"\n", "yaml-syntax@4:5",
            ["more"]
        ),
    ])
    func aLineWithoutItsColonIsReportedAtThatLine(text: String, summary: String, keysAfterStop: [String])
        throws
    {
        let result = readYAML(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == summary)
        #expect(diagnostic.message.contains("this line has no ':' after its key ('title')"))
        #expect(diagnostic.message.contains("write 'title:'"))
        // The text the missing colon made (`title "Optional Array" other`) is not kept.
        guard case .mapping(let root) = result.root, case .mapping(let locale) = root.pairs.first?.value
        else {
            Issue.record("the locale is kept: \(String(describing: result.root))")
            return
        }
        if case .mapping(let type) = locale.pairs.first?.value {
            #expect(!type.pairs.contains { $0.key.text.hasPrefix("title") })
        } else {
            #expect(locale.pairs.isEmpty)
        }
        #expect(YAMLReader().parse(bytes: Array(text.utf8), path: "test.yml").keysAfterStop == keysAfterStop)
    }

    @Test func aTabIndentationIsSaidInTheUsersWordsWithItsFix() throws {
        let result = readYAML("en:\n  T:\n    a: \"x\"\n\tb: y\n    c: z\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == "yaml-syntax@4:1")
        #expect(
            diagnostic.message.hasPrefix(
                "this line is indented with a tab, and YAML indents with spaces only"))
        #expect(diagnostic.fixIt == "    ")
        guard case .mapping(let root) = result.root, case .mapping(let locale) = root.pairs.first?.value,
            case .mapping(let type) = locale.pairs.first?.value
        else {
            Issue.record("the pairs before the tab are kept")
            return
        }
        #expect(type.pairs.map(\.key.text) == ["a"])
    }

    @Test(arguments: [
        // A sibling takes the line above's indentation; a first child one step more.
        ("en:\n  T:\n    a: x\n\tb: y\n", "en:\n  T:\n    a: x\n    b: y\n"),
        ("en:\n  T:\n\ta: x\n\tb: y\n", "en:\n  T:\n    a: x\n    b: y\n"),
        ("en:\n    T:\n\t\ta: x\n", "en:\n    T:\n        a: x\n"),
        ("en:\r\n  T:\r\n\ta: x\r\n", "en:\r\n  T:\r\n    a: x\r\n"),
    ])
    func tabsAreRepairedLineByLine(broken: String, repaired: String) {
        let bytes = TabIndentation.repaired(Array(broken.utf8), path: "t.yml")
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == repaired)
    }

    @Test func aTabThatIsNotIndentationIsNotRepaired() {
        #expect(TabIndentation.repaired(Array("en:\n  T:\n    a: \"x\n".utf8), path: "t.yml") == nil)
        #expect(TabIndentation.repaired(Array("en:\n  T:\n    a:\tx\n".utf8), path: "t.yml") == nil)
    }

    @Test func yamlSyntaxForBadIndentation() throws {
        let result = readYAML("en:\n  T:\n    a: x\n   b: y\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.summary == "yaml-syntax@4:4")
        #expect(diagnostic.message.contains("did not find expected key"))
    }

    @Test func duplicateKeyInOneMappingNamesBothPlaces() throws {
        let (_, diagnostics) = buildCatalog([("a.yml", "en:\n  T:\n    title: \"A\"\n    title: \"B\"\n")])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.summary == "duplicate-key@4:5")
        #expect(diagnostic.message.contains("'T.title'"))
        #expect(diagnostic.message.contains("a.yml:3:5"))
        #expect(
            diagnostic.related == [
                .init(message: "first defined here", location: .init(file: "a.yml", line: 3, column: 5))
            ])
    }

    @Test func duplicateKeyAcrossFilesHasTheSecondFileAsPrimary() throws {
        let (catalog, diagnostics) = buildCatalog([
            ("a.yml", "en:\n  T:\n    title: \"A\"\n"),
            (
                "b.yml",
                "en:\n  T:\n    other: \"O\"\n  U:\n    x: \"y\"\n    \n  T2: {}\nde:\n  T:\n    title: \"A\"\n"
            ),
            ("c.yml", "en_us:\n  T:\n    x: \"1\"\nEN:\n  T:\n    title: \"B\"\n"),
        ])
        #expect(diagnostics.map(\.summary) == ["duplicate-key@6:5"])
        #expect(diagnostics[0].location.file == "c.yml")
        #expect(diagnostics[0].related[0].location == SourceLocation(file: "a.yml", line: 3, column: 5))
        // Types opened in several files merge instead of clashing.
        let en = try #require(LocaleIdentifier("en"))
        #expect(catalog.entry("T", in: en)?.value == .mapping(["title", "other"]))
        #expect(catalog.entry("T.other", in: en) != nil)
    }

    @Test func invalidLocaleAndSpellingsThatMerge() throws {
        let (catalog, diagnostics) = buildCatalog([
            ("a.yml", "en_US:\n  T:\n    a: \"1\"\nenglish language:\n  T:\n    a: \"2\"\n"),
            ("b.yml", "en-us:\n  T:\n    b: \"3\"\n"),
            ("c.yml", "EN-US:\n  T:\n    c: \"4\"\ne12:\n  T: {}\n"),
        ])
        #expect(diagnostics.map(\.summary) == ["invalid-locale@4:1", "invalid-locale@4:1"])
        #expect(diagnostics.map(\.location.file) == ["a.yml", "c.yml"])
        #expect(diagnostics[0].message.contains("'english language' is not a BCP 47 locale identifier"))
        let enUS = try #require(LocaleIdentifier("en-US"))
        #expect(catalog.locales == [enUS])
        #expect(catalog.entry("T", in: enUS)?.value == .mapping(["a", "b", "c"]))
        #expect(catalog.localeLocations[enUS]?.count == 3)
    }

    @Test func invalidStructureTopLevelNotAMapping() {
        let result = buildCatalog([("a.yml", "- en\n- de\n")])
        #expect(result.diagnostics.map(\.summary) == ["invalid-structure@1:1"])
        #expect(result.diagnostics[0].message.contains("mapping of locales"))
    }

    @Test func invalidStructureSequenceOfMappings() {
        let result = buildCatalog([("a.yml", "en:\n  T:\n    tabs:\n      - title: \"x\"\n      - \"y\"\n")])
        #expect(result.diagnostics.map(\.summary) == ["invalid-structure@4:9"])
        #expect(result.diagnostics[0].message.contains("'T.tabs' must be strings, not a mapping"))
    }

    @Test func invalidStructureComplexKeyAndLocaleValue() {
        let result = buildCatalog([
            ("a.yml", "en:\n  T:\n    ? [a, b]\n    : \"x\"\n    ok: \"y\"\nde: \"Deutsch\"\n")
        ])
        #expect(result.diagnostics.map(\.summary) == ["invalid-structure@3:7", "invalid-structure@6:5"])
        #expect(result.diagnostics[0].message.contains("mapping key must be a plain string, not a sequence"))
        #expect(result.diagnostics[1].message.contains("locale 'de' must hold a mapping"))
    }

    @Test(arguments: [
        "yes", "no", "on", "off", "y", "n", "true", "false", "007", "0x1F", "1.10", "1e3", ".inf", "~",
        "null",
        "2024-07-15", "-12", "+.5", "1_000",
    ])
    func yaml11ScalarsAreKeptAndWarned(_ value: String) throws {
        let result = readYAML("en:\n  T:\n    answer: \(value)\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == "yaml11-scalar@3:13")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("quote it"))
        #expect(diagnostic.fixIt == "\"\(value)\"")
        var builder = CatalogBuilder()
        builder.add(
            events: YAMLReader().parse(
                bytes: Array("en:\n  T:\n    answer: \(value)\n".utf8), path: "test.yml"
            ).events, file: ResourceFile(path: "test.yml", byteCount: 0))
        let en = try #require(LocaleIdentifier("en"))
        guard case .string(let scalar) = builder.finish().catalog.entry("T.answer", in: en)?.value else {
            Issue.record("value lost")
            return
        }
        #expect(scalar.text == value)
    }

    @Test(arguments: [
        "\"no\"", "'1.10'", "Norway", "1.2.3", "v1", "2024-07", "e3", "0x", "10 items", "yes please",
    ])
    func ordinaryOrQuotedScalarsAreNotWarned(_ value: String) {
        #expect(readYAML("en:\n  T:\n    answer: \(value)\n").diagnostics.isEmpty)
    }

    @Test func yaml11KeysAreWarnedToo() {
        let result = readYAML("en:\n  Answer:\n    no: \"Nein\"\n")
        #expect(result.diagnostics.map(\.summary) == ["yaml11-scalar@3:5"])
    }

    @Test func invalidUTF8GivesTheByteOffset() throws {
        let bytes = Array("en:\n  T:\n    a: \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
        let result = YAMLReader().read(bytes: bytes, path: "latin1.yml")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary == "invalid-encoding@3:12")
        #expect(diagnostic.message.contains("byte offset 20"))
        #expect(result.root == nil)
    }

    @Test func utf16WithAndWithoutByteOrderMark() throws {
        let utf16 = Array("en:\n  T:\n    a: x\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let withBOM = YAMLReader().read(bytes: [0xFF, 0xFE] + utf16, path: "u16.yml")
        #expect(withBOM.diagnostics.map(\.summary) == ["invalid-encoding@1:1"])
        #expect(withBOM.diagnostics[0].message.contains("UTF-16 (little-endian, with a byte order mark)"))
        let withoutBOM = YAMLReader().read(bytes: utf16, path: "u16.yml")
        #expect(withoutBOM.diagnostics.map(\.summary) == ["invalid-encoding@1:1"])
        #expect(withoutBOM.diagnostics[0].message.contains("without a byte order mark"))
    }

    @Test func binaryFileIsReportedAtItsFirstNUL() throws {
        let bytes: [UInt8] =
            Array("en:\n  T: x".utf8) + [0x00, 0x01, 0x02, 0xFF, 0x00] + Array(repeating: 0x41, count: 70)
        let result = YAMLReader().read(bytes: bytes, path: "image.yml")
        #expect(result.diagnostics.map(\.summary) == ["invalid-encoding@2:7"])
        #expect(result.diagnostics[0].message.contains("NUL byte at byte offset 10"))
    }

    @Test func billionLaughsEndsWithinASecond() throws {
        var text = "lol0: &lol0 \"lol\"\n"
        for level in 1...12 {
            let refs = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
            text += "lol\(level): &lol\(level) [\(refs)]\n"
        }
        text += "en:\n  T:\n    bomb: *lol12\n"
        let clock = ContinuousClock()
        var result: YAMLReadResult?
        let elapsed = clock.measure { result = readYAML(text, path: "bomb.yml") }
        #expect(elapsed < .seconds(1))
        let diagnostics = try #require(result).diagnostics
        #expect(diagnostics.map(\.rule) == [.yamlAliasLimit])
        // lol5 is the first level whose expansion passes 100,000 nodes in total.
        #expect(diagnostics[0].location.line == 6)
        #expect(diagnostics[0].location.column > 13)
    }

    @Test func unsupportedTags() {
        let result = readYAML(
            "en:\n  T:\n    a: !!binary aGVsbG8=\n    b: !custom x\n    c: !!str 1.10\n    d: ! \"x\"\n")
        #expect(
            result.diagnostics.map(\.summary) == ["yaml-unsupported-tag@3:8", "yaml-unsupported-tag@4:8"])
        #expect(result.diagnostics[0].message.contains("'!!binary'"))
        #expect(result.diagnostics[1].message.contains("'!custom'"))
    }

    @Test func resourceTooLargeHonorsTheConfiguredLimit() throws {
        let text = "en:\n  T:\n    a: \"" + String(repeating: "x", count: 200) + "\"\n"
        let result = readYAML(text, path: "big.yml", limits: YAMLReaderLimits(maxFileSize: 100))
        #expect(result.diagnostics.map(\.summary) == ["resource-too-large@1:1"])
        #expect(result.diagnostics[0].message.contains("more than the limit of 100 bytes"))
        #expect(YAMLReaderLimits.default.maxFileSize == 16 * 1024 * 1024)

        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.yml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let fromDisk = try YAMLReader(limits: YAMLReaderLimits(maxFileSize: 100)).read(path: path)
        #expect(fromDisk.diagnostics.map(\.summary) == ["resource-too-large@1:1"])
    }

    @Test(arguments: ["[", "{a: "])
    func tenThousandLevelsOfNestingEndFastWithoutOverflow(opening: String) throws {
        let depth = 10_000
        let closing = opening == "[" ? "]" : "}"
        let text =
            "en:\n  T:\n    deep: " + String(repeating: opening, count: depth) + "x"
            + String(repeating: closing, count: depth) + "\n"
        let clock = ContinuousClock()
        var result: YAMLReadResult?
        let elapsed = clock.measure { result = readYAML(text, path: "deep.yml") }
        #expect(elapsed < .seconds(1))
        let diagnostics = try #require(result).diagnostics
        #expect(diagnostics.map(\.rule) == [.invalidStructure])
        #expect(diagnostics[0].message.contains("deeper than 256 levels"))
        // Three mappings (top level, locale, type) are open before the first bracket, so the
        // 254th opening bracket is the first one past the limit.
        #expect(diagnostics[0].location.line == 3)
        #expect(diagnostics[0].location.column == 11 + 253 * opening.count)
        #expect(result?.root != nil)
    }

    @Test func emptyFileIsANote() throws {
        for text in ["", "   \n", "# only a comment\n"] {
            let result = readYAML(text, path: "empty.yml")
            #expect(result.diagnostics.map(\.summary) == ["empty-file@1:1"])
            #expect(result.diagnostics[0].severity == .note)
        }
    }

    @Test func secondDocumentIsReported() {
        let result = readYAML("en:\n  T: {a: \"1\"}\n---\nde:\n  T: {a: \"2\"}\n")
        #expect(result.diagnostics.map(\.summary) == ["invalid-structure@3:1"])
    }
}
