import L10nCore
import L10nRuntime

/// The texts an agent wrote (`l10nc mcp`'s `l10n_submit`): machine translations, reported as
/// `needs-review` until a person accepts them or another text replaces them.
extension TranslationLock {
    /// Records `text`, which an agent wrote at `key` in `locale` as the translation of
    /// `sourceText` (the default locale's text, in `TranslationInventory`'s form; `nil` when
    /// the text is the default locale's own): made from today's source, to review, and no
    /// longer a placeholder `l10nc fix` wrote.
    public mutating func recordSubmission(
        _ text: String, key: String, locale: LocaleIdentifier, sourceText: String?
    ) {
        if let sourceText, locale != defaultLocale {
            let hash = ContentFingerprint(text: sourceText)
            translations[key, default: [:]][locale] = hash
            sources[hash] = sourceText
        }
        needsTranslation[key]?[locale] = nil
        if needsTranslation[key]?.isEmpty == true { needsTranslation[key] = nil }
        needsReview[key, default: [:]][locale] = ContentFingerprint(text: text)
    }

    /// Clears the review records that `keys` and `locales` select (empty: all); returns them as
    /// `locale key` strings, the form `accept` counts in.
    mutating func acceptReviews(keys: [String], locales: [LocaleIdentifier]) -> Set<String> {
        var cleared: Set<String> = []
        let keySet = Set(keys)
        for (key, records) in needsReview where keys.isEmpty || keySet.contains(key) {
            for locale in records.keys where locales.isEmpty || locales.contains(locale) {
                needsReview[key]?[locale] = nil
                cleared.insert("\(locale) \(key)")
            }
            if needsReview[key]?.isEmpty == true { needsReview[key] = nil }
        }
        return cleared
    }

    /// Whether the text of `key` in `locale` of `catalog` is still the one an agent wrote.
    public func isUnderReview(_ key: String, in locale: LocaleIdentifier, catalog: Catalog) -> Bool {
        guard let hash = needsReview[key]?[locale],
            let current = TranslationInventory.text(of: key, in: locale, catalog: catalog)
        else { return false }
        return ContentFingerprint(text: current.text) == hash
    }

    /// `needs-review` for each text of `catalog` still as an agent wrote it. `severity` gives
    /// the locale's severity: a warning, a note in an advisory locale.
    public func reviewTexts(in catalog: Catalog, severity: (LocaleIdentifier) -> Severity) -> [Diagnostic] {
        guard !needsReview.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        let catalogCount = catalog.locales.reduce(0) { $0 + catalog.entryCount(in: $1) }
        // The smaller of the two is walked, as for the other records.
        var keys: [String]
        if needsReview.count <= catalogCount {
            keys = Array(needsReview.keys)
        } else {
            var found = Set<String>()
            for locale in catalog.locales {
                for entry in catalog.entries(in: locale) where needsReview[entry.key] != nil {
                    found.insert(entry.key)
                }
            }
            keys = Array(found)
        }
        keys.sort()
        for key in keys {
            for (locale, hash) in needsReview[key] ?? [:] {
                guard let current = TranslationInventory.text(of: key, in: locale, catalog: catalog),
                    ContentFingerprint(text: current.text) == hash
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        rule: .needsReview, severity: severity(locale),
                        message:
                            "'\(key)' in locale '\(locale)' is a machine translation an agent wrote (\(Self.shown(current.text))) "
                            + "that no one has reviewed; review it, then run `l10nc fix --accept \(key) --locale \(locale)`",
                        location: current.location))
            }
        }
        return diagnostics.sorted()
    }

    private static func shown(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: " | ") + "\""
    }
}
