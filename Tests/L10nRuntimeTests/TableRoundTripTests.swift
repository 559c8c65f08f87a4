import Foundation
import Testing

@testable import L10nRuntime

@Suite("Table writer and reader")
struct TableRoundTripTests {
    let table = RuntimeFixtures.table
    let id = RuntimeFixtures.id

    @Test("identical contents give byte-identical tables, JSON and Swift source")
    func deterministic() throws {
        let first = try TableWriter().tableBytes(for: RuntimeFixtures.contents)
        let second = try TableWriter().tableBytes(for: RuntimeFixtures.contents)
        #expect(first == second)
        #expect(
            try TableJSONDump().json(for: RuntimeFixtures.contents)
                == TableJSONDump().json(for: RuntimeFixtures.contents))
        #expect(
            TableSwiftSource().source(forTableBytes: first)
                == TableSwiftSource().source(forTableBytes: second))
    }

    @Test("the header holds magic, version, length and checksum")
    func header() throws {
        let bytes = RuntimeFixtures.tableBytes
        #expect(Array(bytes[0..<8]) == Array("L10NTBL\u{1A}".utf8))
        #expect(bytes[8] == 1 && bytes[9] == 0)
        let length = bytes[16..<20].enumerated().reduce(0) { $0 | Int($1.element) << ($1.offset * 8) }
        #expect(length == bytes.count)
        let checksum = bytes[20..<24].enumerated().reduce(UInt32(0)) {
            $0 | UInt32($1.element) << ($1.offset * 8)
        }
        #expect(checksum == CRC32.checksum(Array(bytes[72...])))
    }

    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("locales are listed sorted, with the default")
    func locales() {
        #expect(table.locales.map(\.tag) == ["ar-EG", "de", "en", "en-US", "fr", "hi", "ja", "ru"])
        #expect(table.defaultLocale == id("en"))
        #expect(table.keyCount == 21)
    }

    @Test("a message in the requested locale")
    func exactLocale() throws {
        let message = try #require(try table.message(for: "DashboardViewModel.pageTitle", locale: id("de")))
        #expect(message.message == RuntimeFixtures.text("Übersicht"))
        #expect(message.locale == id("de"))
        #expect(message.sourceLocale == id("de"))
        #expect(!message.isDefaultLocaleFallback)
    }

    @Test("en_US finds en-US, and falls back to en within its own chain")
    func underscoreLocale() throws {
        let locale = try #require(LocaleIdentifier("en_US"))
        let title = try #require(try table.message(for: "DashboardViewModel.pageTitle", locale: locale))
        #expect(title.message == RuntimeFixtures.text("Dashboard (US)"))
        #expect(title.locale == id("en-US"))
        let subtitle = try #require(try table.message(for: "DashboardViewModel.subtitle", locale: locale))
        #expect(subtitle.sourceLocale == id("en"))
        #expect(!subtitle.isDefaultLocaleFallback)
    }

    @Test("a missing message falls back to the default locale, flagged")
    func defaultFallback() throws {
        let message = try #require(try table.message(for: "DashboardViewModel.subtitle", locale: id("de")))
        #expect(message.message == RuntimeFixtures.text("Your day at a glance"))
        #expect(message.sourceLocale == id("en"))
        #expect(message.isDefaultLocaleFallback)
    }

    @Test("the default locale ends a locale's own chain, unless it shares the language")
    func ownChain() throws {
        let text = RuntimeFixtures.text
        let contents = TableContents(
            locales: [
                TableLocale(id: id("en")), TableLocale(id: id("de")),
                TableLocale(id: id("de-AT"), fallbackChain: [id("de-AT"), id("de"), id("en")]),
                TableLocale(id: id("en-GB"), fallbackChain: [id("en")]),
            ],
            defaultLocale: id("en"),
            messages: [id("en"): ["A.b": text("B"), "A.c": text("C")], id("de"): ["A.c": text("Ce")]])
        let table = try LocalizationTable(bytes: TableWriter().tableBytes(for: contents))
        let fromDefault = try #require(try table.message(for: "A.b", locale: id("de-AT")))
        #expect(fromDefault.sourceLocale == id("en"))
        #expect(fromDefault.isDefaultLocaleFallback)
        let fromParent = try #require(try table.message(for: "A.c", locale: id("de-AT")))
        #expect(fromParent.sourceLocale == id("de"))
        #expect(!fromParent.isDefaultLocaleFallback)
        #expect(try table.message(for: "A.b", locale: id("en-GB"))?.isDefaultLocaleFallback == false)
        #expect(try table.message(for: "A.b", locale: id("en"))?.isDefaultLocaleFallback == false)
    }

    @Test("a locale the table lacks is served by its truncation, then the default")
    func truncation() throws {
        #expect(table.locale(serving: id("de-CH-1996")) == id("de"))
        #expect(table.locale(serving: id("pt-BR")) == id("en"))
        let message = try #require(
            try table.message(for: "DashboardViewModel.pageTitle", locale: id("fr-CA")))
        #expect(message.locale == id("fr"))
        #expect(message.message == RuntimeFixtures.text("Tableau de bord"))
    }

    @Test("an unknown key is nil")
    func unknownKey() throws {
        #expect(try table.message(for: "Nope.nothing", locale: id("en")) == nil)
        #expect(try table.message(for: "", locale: id("en")) == nil)
    }

    @Test("plural and array messages round-trip")
    func shapes() throws {
        let plural = try #require(try table.message(for: "DashboardViewModel.messages", locale: id("ru")))
        #expect(
            plural.message
                == RuntimeFixtures.plural([
                    .one: "%{count} новое сообщение", .few: "%{count} новых сообщения",
                    .many: "%{count} новых сообщений", .other: "%{count} нового сообщения",
                ]))
        let tabs = try #require(try table.message(for: "DashboardViewModel.tabs", locale: id("en")))
        #expect(tabs.message == RuntimeFixtures.array(["Overview", "Activity", "Settings"]))
    }

    @Test("keys are listed in byte order")
    func keys() throws {
        let keys = try table.keys()
        #expect(keys.count == 21)
        #expect(keys.first == "DashboardViewModel.aField.title")
        #expect(keys.last == "SessionState.pending")
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test("plural rule sources are stored per locale")
    func pluralSources() {
        #expect(table.pluralRuleSources(for: id("ru")) == RuntimeFixtures.russianPlurals)
        #expect(table.pluralRuleSources(for: id("ja")) == [:])
    }

    @Test("render selects the plural variant with the locale's rules")
    func renderPlural() throws {
        let key = "DashboardViewModel.messages"
        #expect(try table.render(key: key, locale: id("ru"), arguments: ["count": 1]) == "1 новое сообщение")
        #expect(try table.render(key: key, locale: id("ru"), arguments: ["count": 3]) == "3 новых сообщения")
        #expect(
            try table.render(key: key, locale: id("ru"), arguments: ["count": 11]) == "11 новых сообщений")
        #expect(
            try table.render(key: key, locale: id("ru"), arguments: ["count": 1.5]) == "1,5 нового сообщения")
        #expect(try table.render(key: key, locale: id("en"), arguments: ["count": 1]) == "1 new message")
        #expect(
            try table.render(key: key, locale: id("de"), arguments: ["count": 1234])
                == "1.234 neue Nachrichten")
        // The only numeric substitution counts when none is named `count`.
        #expect(
            try table.render(key: key, locale: id("en"), arguments: ["n": 1, "who": "Ada"])
                == "%{count} new message")
    }

    @Test("render of an element and of a missing key")
    func renderElementAndMissing() throws {
        #expect(try table.render(key: "DashboardViewModel.tabs", locale: id("en"), index: 1) == "Activity")
        #expect(throws: LocalizationError.missingMessage(key: "Nope.nothing", locale: id("de"))) {
            try table.render(key: "Nope.nothing", locale: id("de"))
        }
    }

    @Test("the JSON dump holds the resolved chains and messages")
    func jsonDump() throws {
        let json = String(decoding: try TableJSONDump().json(for: RuntimeFixtures.contents), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["defaultLocale"] as? String == "en")
        #expect(object["formatVersion"] as? Int == 1)
        let locales = try #require(object["locales"] as? [[String: Any]])
        let german = try #require(locales.first { $0["id"] as? String == "de" })
        #expect(german["fallbackChain"] as? [String] == ["de", "en"])
        #expect(german["ownChainCount"] as? Int == 1)
        let messages = try #require(german["messages"] as? [String: Any])
        #expect(messages["DashboardViewModel.pageTitle"] as? String == "Übersicht")
        #expect(
            messages["DashboardViewModel.messages"] as? [String: String]
                == ["one": "%{count} neue Nachricht", "other": "%{count} neue Nachrichten"])
        let english = try #require(locales.first { $0["id"] as? String == "en" })
        let path = (english["messages"] as? [String: Any])?["DashboardViewModel.path"] as? String
        #expect(path == "Install to /usr/local/bin (100%% sure)")
    }

    @Test("the Swift source embeds the table as base64 that opens")
    func swiftSource() throws {
        let bytes = RuntimeFixtures.tableBytes
        let source = TableSwiftSource().source(forTableBytes: bytes, typeName: "AppStrings")
        #expect(source.hasPrefix("// Generated by l10nc. Do not edit.\nimport L10nRuntime\n"))
        #expect(source.contains("public enum AppStrings {"))
        let start = try #require(source.range(of: "base64 = \"\"\"\n"))
        let end = try #require(source.range(of: "\"\"\"", range: start.upperBound..<source.endIndex))
        let embedded = String(source[start.upperBound..<end.lowerBound])
        let reopened = try LocalizationTable(base64Encoded: embedded)
        #expect(
            try reopened.message(for: "DashboardViewModel.pageTitle", locale: id("de"))?.message
                == RuntimeFixtures.text("Übersicht"))
    }

    @Test("a table file opens memory-mapped")
    func mappedFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "runtime-\(UUID().uuidString).l10n")
        try Data(RuntimeFixtures.tableBytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let mapped = try LocalizationTable(contentsOfFile: url.path)
        #expect(try mapped.render(key: "DashboardViewModel.pageTitle", locale: id("fr")) == "Tableau de bord")
        #expect(throws: TableError.self) { try LocalizationTable(contentsOfFile: url.path + ".missing") }
    }

    @Test("the writer rejects inconsistent contents")
    func writerErrors() {
        var contents = RuntimeFixtures.contents
        contents.defaultLocale = id("it")
        #expect(throws: TableWriterError.defaultLocaleMissing(id("it"))) {
            try TableWriter().tableBytes(for: contents)
        }
        contents = RuntimeFixtures.contents
        contents.locales[1].fallbackChain = [id("it")]
        #expect(throws: TableWriterError.unknownFallback(locale: id("en-US"), fallback: id("it"))) {
            try TableWriter().tableBytes(for: contents)
        }
        contents = RuntimeFixtures.contents
        contents.messages[id("de")]!["X.y"] = RuntimeFixtures.plural([.one: "one"])
        #expect(throws: TableWriterError.pluralWithoutOther(locale: id("de"), key: "X.y")) {
            try TableWriter().tableBytes(for: contents)
        }
    }

    @Test("a large table finds every key")
    func largeTable() throws {
        let table = try LocalizationTable(
            bytes: TableWriter().tableBytes(for: RuntimeFixtures.largeContents(count: 5000)))
        #expect(table.keyCount == 5000)
        for index in stride(from: 0, to: 5000, by: 7) {
            let key = "GeneratedViewModel\(index / 10).property\(index % 10)"
            #expect(
                try table.render(key: key, locale: id("en"), arguments: ["name": "x"])
                    == "Message number \(index) for x")
        }
    }
}
