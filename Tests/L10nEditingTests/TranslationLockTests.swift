import Foundation
import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML
import Testing

@Suite struct TranslationLockTests {
    static let en = LocaleIdentifier("en")!
    static let de = LocaleIdentifier("de")!
    static let fr = LocaleIdentifier("fr")!

    static func inventory(_ text: String) -> TranslationInventory {
        let read = CatalogReader().read(sources: [(path: "t.yml", bytes: Array(text.utf8))])
        return TranslationInventory(catalog: read.catalog, defaultLocale: en)
    }

    static let original = """
        en:
          T:
            title: "Tasks"
            tabs: ["All", "Mine"]
            count:
              one: "%{count} task"
              other: "%{count} tasks"
        de:
          T:
            title: "Aufgaben"
            count:
              one: "%{count} Aufgabe"
              other: "%{count} Aufgaben"
        fr:
          T:
            title: "Tâches"

        """

    @Test func inventoryTreatsPluralsAndArraysAsOneKey() {
        let inventory = Self.inventory(Self.original)
        #expect(Set(inventory.items.keys) == ["T.title", "T.tabs", "T.count"])
        #expect(inventory.items["T.count"]?.sourceText == "one: %{count} task\nother: %{count} tasks")
        #expect(Set(inventory.items["T.title"]!.translations.keys) == [Self.de, Self.fr])
        #expect(inventory.items["T.tabs"]!.translations.isEmpty)
    }

    @Test func adoptingReportsNothingAndAChangedSourceReportsEachTranslation() {
        var lock = TranslationLock(defaultLocale: Self.en)
        lock.recordNew(from: Self.inventory(Self.original))
        #expect(lock.staleTranslations(in: Self.inventory(Self.original)).isEmpty)

        let changed = Self.inventory(Self.original.replacingOccurrences(of: "\"Tasks\"", with: "\"To-dos\""))
        let stale = lock.staleTranslations(in: changed)
        #expect(stale.map(\.rule) == [.staleTranslation, .staleTranslation])
        #expect(stale.map(\.location.line) == [10, 16])
        #expect(stale[0].message.contains("made from \"Tasks\", but the 'en' text is now \"To-dos\""))
        #expect(stale[0].severity == .warning)

        // Recording again keeps the stale records: only accept marks them current.
        lock.recordNew(from: changed)
        #expect(lock.staleTranslations(in: changed).count == 2)
        #expect(lock.accept(from: changed, keys: ["T.title"], locales: [Self.de]) == 1)
        #expect(lock.staleTranslations(in: changed).map(\.location.line) == [16])
        #expect(lock.accept(from: changed, keys: [], locales: []) == 1)
        #expect(lock.staleTranslations(in: changed).isEmpty)
        // The old source text is no longer referenced, so it is dropped.
        #expect(!lock.text.contains("\"Tasks\""))
    }

    @Test func roundTripsInStableOrder() throws {
        var lock = TranslationLock(defaultLocale: Self.en)
        lock.recordNew(from: Self.inventory(Self.original))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/l10nc.lock"
        try lock.text.write(toFile: path, atomically: false, encoding: .utf8)
        let read = try #require(try TranslationLock.read(path: path))
        #expect(read == lock)
        #expect(read.text == lock.text)
        let lines = lock.text.split(separator: "\n")
        #expect(lines.contains("  T.count:"))
        // Keys sorted, locales sorted under each.
        let keyLines = lines.filter { $0.hasPrefix("  T.") }
        #expect(keyLines == ["  T.count:", "  T.title:"])
        #expect(try TranslationLock.read(path: directory + "/none.lock") == nil)
        try "version: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: TranslationLockError.self) { try TranslationLock.read(path: path) }
    }

    @Test func placeholdersRoundTripAndLastUntilAnotherTextReplacesThem() throws {
        var lock = TranslationLock(defaultLocale: Self.en)
        lock.recordNew(from: Self.inventory(Self.original))
        #expect(!lock.text.contains("needsTranslation"), "a lock without placeholders reads as before")
        // `fix --fill copy` wrote the English title into fr; a stub into en's tabs.
        let filled = Self.original.replacingOccurrences(of: "\"Tâches\"", with: "\"Tasks\"")
        lock.recordPlaceholder("Tasks", key: "T.title", locale: Self.fr)
        lock.recordPlaceholder("All\nMine", key: "T.tabs", locale: Self.en)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/l10nc.lock"
        try lock.text.write(toFile: path, atomically: false, encoding: .utf8)
        let read = try #require(try TranslationLock.read(path: path))
        #expect(read == lock)

        let inventory = Self.inventory(filled)
        let findings = read.placeholderTexts(in: inventory) { $0 == Self.fr ? .note : .warning }
        #expect(findings.map(\.rule) == [.needsTranslation, .needsTranslation])
        #expect(findings.map(\.severity) == [.warning, .note])
        #expect(read.isPlaceholder("T.title", in: Self.fr, inventory: inventory))

        // A translation replaces the copy: no finding, and the next `lock` forgets the record.
        var translated = read
        let retranslated = Self.inventory(Self.original)
        #expect(!translated.isPlaceholder("T.title", in: Self.fr, inventory: retranslated))
        translated.recordNew(from: retranslated)
        #expect(translated.needsTranslation.keys.sorted() == ["T.tabs"])

        // A rename carries the records of the moved locales.
        translated.renameKey("T.tabs", to: "T.sections", locales: [Self.en])
        translated.renameKey("T.title", to: "T.heading", locales: [Self.de, Self.fr])
        #expect(translated.needsTranslation.keys.sorted() == ["T.sections"])
        #expect(translated.translations["T.heading"]?.keys.sorted() == [Self.de, Self.fr])
        #expect(translated.translations["T.title"] == nil)
    }

    @Test func fingerprintsAreStable() {
        // FNV-1a 64 of "" and "a": fixed values, so lock files never change meaning.
        #expect(ContentFingerprint(text: "").description == "cbf29ce484222325")
        #expect(ContentFingerprint(text: "a").description == "af63dc4c8601ec8c")
    }
}
