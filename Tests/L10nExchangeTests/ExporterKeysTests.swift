import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML
import Testing

@testable import L10nExchange

/// An exporter of a few keys (what `l10n_submit` checks a batch against) serves exactly the
/// units a whole export has for those keys, stale and placeholder states included.
@Suite struct ExporterKeysTests {
    @Test func theUnitsOfSomeKeysAreTheWholeExportsUnitsOfThoseKeys() throws {
        let fixture = try ExchangeFixture()
        var lock = TranslationLock(defaultLocale: LocaleIdentifier("en")!)
        // A translation of an earlier source, an agent's text to review, a stub `fix` wrote.
        lock.translations["TaskViewModel.title"] = [
            LocaleIdentifier("de")!: ContentFingerprint(text: "Old tasks")
        ]
        lock.recordSubmission(
            "Willkommen zurück, %{name}!", key: "TaskViewModel.welcome", locale: LocaleIdentifier("de")!,
            sourceText: "Welcome back, %{name}!")
        lock.recordPlaceholder("Задачи", key: "TaskViewModel.title", locale: LocaleIdentifier("ru")!)
        let whole = TranslationExporter(
            catalog: fixture.catalog, schema: nil, defaultLocale: LocaleIdentifier("en")!,
            pluralRules: fixture.localeData.pluralRules, lock: lock)
        let keys = [
            "TaskViewModel.title", "TaskViewModel.welcome", "TaskViewModel.remaining", "TaskViewModel.tabs",
            "TaskViewModel.empty", "TaskViewModel.unknown",
        ]
        for size in 1...keys.count {
            for start in 0...(keys.count - size) {
                let chosen = Set(keys[start..<start + size])
                let some = TranslationExporter(
                    catalog: fixture.catalog, schema: nil, defaultLocale: LocaleIdentifier("en")!,
                    pluralRules: fixture.localeData.pluralRules, lock: lock, keys: chosen)
                for locale in ["de", "ru"].map({ LocaleIdentifier($0)! }) {
                    let expected = whole.document(for: locale, withNotes: false).units.filter {
                        chosen.contains($0.id.key)
                    }
                    #expect(
                        some.document(for: locale, withNotes: false).units == expected, "\(chosen) \(locale)")
                    for key in chosen {
                        #expect(
                            some.currentText(of: key, in: locale) == whole.currentText(of: key, in: locale))
                    }
                }
            }
        }
    }
}
