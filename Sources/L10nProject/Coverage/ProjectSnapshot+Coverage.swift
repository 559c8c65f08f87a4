import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime

extension ProjectSnapshot {
    /// Per-locale coverage (what `l10nc stats` prints): every locale the configuration names
    /// or the resources hold, the default first; a locale `locales:` leaves out is marked as
    /// not required, and a text `lock` records as still to translate (the stub or `--fill`
    /// text `l10nc fix` wrote) counts as missing a translation, not as translated; one it records as
    /// an agent's machine translation counts as translated and to review.
    public func localeCoverage(lock: TranslationLock?) throws(ProjectLoadError) -> CoverageReport {
        let defaultLocale = configuration.defaultLocale ?? ProjectConfiguration.fallbackDefaultLocale
        let localeData: LocaleDataStore
        if let loaded = self.localeData {
            localeData = loaded
        } else {
            localeData = try ProjectReader.localeData()
        }
        let catalog = self.catalog
        var isPlaceholder: (String, LocaleIdentifier) -> Bool = { _, _ in false }
        if let lock, !lock.needsTranslation.isEmpty {
            let inventory = TranslationInventory(catalog: catalog, defaultLocale: defaultLocale)
            isPlaceholder = { key, locale in lock.isPlaceholder(key, in: locale, inventory: inventory) }
        }
        var isUnderReview: (String, LocaleIdentifier) -> Bool = { _, _ in false }
        if let lock, !lock.needsReview.isEmpty {
            isUnderReview = { key, locale in lock.isUnderReview(key, in: locale, catalog: catalog) }
        }
        var coverage = CoverageReport(
            schema: schema, catalog: catalog, defaultLocale: defaultLocale,
            locales: Array(Set(configuration.locales ?? []).union(catalog.locales)),
            fallback: localeData.fallback(defaultLocale: defaultLocale), isPlaceholder: isPlaceholder,
            isUnderReview: isUnderReview)
        let unlisted = Set(
            Checker.unlistedLocales(
                catalogLocales: catalog.locales, configuration: configuration.checkConfiguration
            )
            .map(\.tag))
        for index in coverage.locales.indices where unlisted.contains(coverage.locales[index].locale) {
            coverage.locales[index].isRequired = false
        }
        return coverage
    }
}
