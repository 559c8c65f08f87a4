import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML
import Testing

@testable import L10nMemory

@Suite("Translation memory")
struct TranslationMemoryTests {
    static let en = LocaleIdentifier("en")!
    static let de = LocaleIdentifier("de")!
    static let ru = LocaleIdentifier("ru")!

    static let yaml = """
        en:
          CardViewModel:
            cancel: "Cancel"
            save: "Save changes"
            greeting: "Hello, %{name}!"
            remaining:
              one: "%{count} task left"
              other: "%{count} tasks left"
            tabs: ["Open", "Done"]
          DialogViewModel:
            cancel: "Cancel"
            stale: "Delete the file"
        de:
          CardViewModel:
            cancel: "Abbrechen"
            save: "Änderungen sichern"
            greeting: "Hallo, %{name}!"
            tabs: ["Offen", "Erledigt"]
          DialogViewModel:
            stale: "Datei löschen"
        ru:
          CardViewModel:
            remaining:
              one: "Осталась %{count} задача"
              few: "Осталось %{count} задачи"
              many: "Осталось %{count} задач"
              other: "Осталось %{count} задачи"
        """

    static func catalog(_ yaml: String = yaml) -> Catalog {
        CatalogReader().read(sources: [(path: "Card.yml", bytes: Array(yaml.utf8))]).catalog
    }

    @Test("A project's texts match exactly, plain, by element and by plural category")
    func projectExactMatches() {
        var memory = TranslationMemory(defaultLocale: Self.en)
        memory.addProject(catalog: Self.catalog(), lock: nil)
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.de)?.target == "Abbrechen")
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.de)?.reference == "CardViewModel.cancel")
        #expect(memory.bestExactMatch(of: "Done", in: Self.de)?.target == "Erledigt")
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.ru) == nil)
        // Russian's few and many are filed under English's other.
        #expect(
            memory.bestExactMatch(of: "%{count} tasks left", in: Self.ru, category: .few)?.target
                == "Осталось %{count} задачи")
        #expect(
            memory.bestExactMatch(of: "%{count} tasks left", in: Self.ru, category: .many)?.target
                == "Осталось %{count} задач")
        // A plural variant is no plain text, and the other way round.
        #expect(memory.bestExactMatch(of: "%{count} tasks left", in: Self.ru) == nil)
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.de, category: .other) == nil)
    }

    @Test("What the lock says is no person's translation of today's text stays out")
    func lockedTextsStayOut() {
        let catalog = Self.catalog()
        var lock = TranslationLock(defaultLocale: Self.en)
        // Made from an earlier English text: stale.
        lock.translations["DialogViewModel.stale"] = [Self.de: ContentFingerprint(text: "Delete")]
        // An agent's text, and a copy `fix --fill` wrote.
        lock.recordSubmission(
            "Abbrechen", key: "CardViewModel.cancel", locale: Self.de, sourceText: "Cancel")
        lock.recordPlaceholder("Änderungen sichern", key: "CardViewModel.save", locale: Self.de)
        var memory = TranslationMemory(defaultLocale: Self.en)
        memory.addProject(catalog: catalog, lock: lock)
        #expect(memory.bestExactMatch(of: "Delete the file", in: Self.de) == nil)
        #expect(memory.bestExactMatch(of: "Cancel", in: Self.de) == nil)
        #expect(memory.bestExactMatch(of: "Save changes", in: Self.de) == nil)
        #expect(memory.bestExactMatch(of: "Hello, %{name}!", in: Self.de)?.target == "Hallo, %{name}!")
    }

    @Test("Origins rank in the order added; within one, the most used translation wins")
    func originRanking() {
        var memory = TranslationMemory(defaultLocale: Self.en)
        let first = memory.addOrigin(.file("a.xlf"))
        let second = memory.addOrigin(.file("b.po"))
        memory.add(source: "Cancel", target: "Stornieren", locale: Self.de, originIndex: second)
        memory.add(source: "Cancel", target: "Abbruch", locale: Self.de, originIndex: first)
        memory.add(source: "Cancel", target: "Abbrechen", locale: Self.de, originIndex: first)
        memory.add(source: "Cancel", target: "Abbrechen", locale: Self.de, originIndex: first)
        let matches = memory.exactMatches(of: "Cancel", in: Self.de)
        #expect(matches.map(\.target) == ["Abbrechen", "Abbruch", "Stornieren"])
        #expect(matches.map(\.origin) == [.file("a.xlf"), .file("a.xlf"), .file("b.po")])
        #expect(matches.allSatisfy { $0.isExact })
    }

    @Test("Fuzzy matches: scored by edit distance, placeholders agreeing by name")
    func fuzzyMatches() {
        var memory = TranslationMemory(defaultLocale: Self.en)
        let origin = memory.addOrigin(.file("tm.tmx"))
        memory.add(
            source: "Save all changes", target: "Alle Änderungen sichern", locale: Self.de,
            originIndex: origin)
        memory.add(source: "Hello, %{user}!", target: "Hallo, %{user}!", locale: Self.de, originIndex: origin)
        memory.add(
            source: "Hello, %{name}!!", target: "Hallo, %{name}!!", locale: Self.de, originIndex: origin)
        memory.add(
            source: "Something else entirely", target: "Etwas anderes", locale: Self.de, originIndex: origin)

        let save = memory.matches(of: "Save changes", in: Self.de)
        #expect(save.map(\.target) == ["Alle Änderungen sichern"])
        // 16 scalars against 12, distance 4: 100 × 12 / 16 = 75.
        #expect(save.first?.score == 75)
        #expect(save.first?.isExact == false)

        // %{user} is another placeholder than %{name}: no match, however alike the texts.
        let hello = memory.matches(of: "Hello, %{name}!", in: Self.de)
        #expect(hello.map(\.target) == ["Hallo, %{name}!!"])
        // A placeholder counts as one scalar: "Hello, ␣!" (9) against "Hello, ␣!!" (10).
        #expect(hello.first?.score == 90)
        #expect(memory.matches(of: "Save changes", in: Self.de, minimumScore: 80).isEmpty)
    }

    @Test("The score formula at its edges")
    func scoreFormula() {
        #expect(SimilarityScore.score("Cancel", "Cancel") == 100)
        #expect(SimilarityScore.score("Cancel", "cancel") == 83)
        #expect(SimilarityScore.score("", "x") == 0)
        // Different texts whose placeholders alone differ in length: each placeholder is one scalar.
        #expect(SimilarityScore.score("a%{long_placeholder_name}", "a%{x}") == 99)
        #expect(SimilarityScore.score("ab", "ba") == 0)
        #expect(SimilarityScore.placeholdersAgree("%{a} %{b}", "%{b} %{a} %{a}"))
        #expect(!SimilarityScore.placeholdersAgree("%{a}", "%{b}"))
        // Chinese texts share characters as words.
        #expect(MemoryTokens.of("取消分组") == ["取", "消", "分", "组"])
        #expect(MemoryTokens.of("Hello, %{name}! Hello") == ["hello"])
    }
}
