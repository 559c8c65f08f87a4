import L10nChecker
import L10nCore
import L10nMemory
import L10nRuntime
import Testing

@testable import L10nExchange

/// Translation memory files of every format read into one memory, in the order given.
@Suite("Memory files")
struct MemoryFileReaderTests {
    static let en = LocaleIdentifier("en")!
    static let de = LocaleIdentifier("de")!
    static let ru = LocaleIdentifier("ru")!

    static func read(_ files: [(String, String)]) throws -> (TranslationMemory, [ImportFinding]) {
        let localeData = try LocaleDataStore()
        let reader = MemoryFileReader {
            LocaleIdentifier($0).map { localeData.pluralCategories(for: $0).sorted() }
        }
        var memory = TranslationMemory(defaultLocale: en)
        var findings: [ImportFinding] = []
        for (path, text) in files { findings += reader.add(Array(text.utf8), path: path, to: &memory) }
        return (memory, findings)
    }

    @Test("TMX 1.4: the source language's variant is the source; inline codes keep their native text")
    func tmx() throws {
        let tmx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tmx version="1.4">
              <header creationtool="Test" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en"
                srclang="en" datatype="plaintext"/>
              <body>
                <tu tuid="greeting">
                  <tuv xml:lang="en-US"><seg>Hello, <ph x="1">%{name}</ph>!</seg></tuv>
                  <tuv xml:lang="de-DE"><seg>Hallo, <ph x="1">%{name}</ph>!</seg></tuv>
                  <tuv xml:lang="ru"><seg>Привет, <ph x="1">%{name}</ph>!</seg></tuv>
                </tu>
              </body>
            </tmx>
            """
        let (memory, findings) = try Self.read([("vendor.tmx", tmx)])
        #expect(findings.isEmpty)
        #expect(memory.bestExactMatch(of: "Hello, %{name}!", in: Self.ru)?.target == "Привет, %{name}!")
        #expect(
            memory.bestExactMatch(of: "Hello, %{name}!", in: LocaleIdentifier("de-DE")!)?.reference
                == "greeting")
    }

    @Test("XLIFF and PO: translated units only, PO plurals by category; files rank in order")
    func exchangeFiles() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="a"><source>Cancel</source><target state="translated">Abbrechen</target></trans-unit>
                <trans-unit id="b"><source>Save</source><target state="needs-review-translation">Speichern?</target></trans-unit>
              </body></file>
            </xliff>
            """
        let po = """
            msgid ""
            msgstr ""
            "Language: ru\\n"
            "X-Source-Language: en\\n"

            msgctxt "T.count"
            msgid "%{count} file"
            msgid_plural "%{count} files"
            msgstr[0] "%{count} файл"
            msgstr[1] "%{count} файла"
            msgstr[2] "%{count} файлов"
            msgstr[3] "%{count} файла"

            """
        let second = xliff.replacingOccurrences(of: "Abbrechen", with: "Stornieren")
        let (memory, findings) = try Self.read([("a.xlf", xliff), ("ru.po", po), ("b.xlf", second)])
        #expect(findings.isEmpty, "\(findings)")
        #expect(memory.exactMatches(of: "Cancel", in: Self.de).map(\.target) == ["Abbrechen", "Stornieren"])
        #expect(memory.bestExactMatch(of: "Save", in: Self.de) == nil)
        #expect(
            memory.bestExactMatch(of: "%{count} file", in: Self.ru, category: .one)?.target == "%{count} файл"
        )
        #expect(
            memory.bestExactMatch(of: "%{count} files", in: Self.ru, category: .many)?.target
                == "%{count} файлов")
    }

    @Test("an app's String Catalog: keys are the English texts; a file from another language is left out")
    func appCatalog() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                    "ru" : { "stringUnit" : { "state" : "new", "value" : "Cancel" } }
                  }
                },
                "%lld items" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Eintrag" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let french = catalog.replacingOccurrences(
            of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"fr\"")
        let (memory, findings) = try Self.read([("Localizable.xcstrings", catalog), ("fr.xcstrings", french)])
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.de)?.target == "Abbrechen")
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.ru) == nil)
        #expect(memory.bestExactMatch(of: "%lld item", in: Self.de, category: .one)?.target == "%lld Eintrag")
        #expect(findings.map(\.kind) == [.wrongSourceLocale])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.location.file == "fr.xcstrings")
    }
}
