import L10nCore
import L10nEditing
import L10nRuntime

extension TranslationMemory {
    /// Adds the translations of a project's resources as the next origin (`MemoryOrigin.project`):
    /// every text of a locale other than the default one, filed under the default locale's text of
    /// the same key (an array element by element, a plural message category by category).
    ///
    /// What `lock` says is no person's translation of today's text stays out: a translation made
    /// from an earlier default-locale text (stale), a text an agent or the memory wrote that no one
    /// has accepted (`needsReview`), and a stub or copy `l10nc fix` wrote (`needsTranslation`).
    /// Otherwise the memory would hand back its own guesses as translations.
    public mutating func addProject(catalog: Catalog, lock: TranslationLock?) {
        addProject(catalogs: [catalog], lock: lock)
    }

    /// `addProject(catalog:lock:)` for a project kept in parts (the language server's and the
    /// agent server's engines): one origin for all of them.
    public mutating func addProject(catalogs: [Catalog], lock: TranslationLock?) {
        let origin = addOrigin(.project)
        for catalog in catalogs { add(catalog, lock: lock, originIndex: origin) }
    }

    private mutating func add(_ catalog: Catalog, lock: TranslationLock?, originIndex origin: Int) {
        let locales = catalog.locales.filter { $0 != defaultLocale }
        guard !locales.isEmpty else { return }
        for entry in catalog.entries(in: defaultLocale) {
            switch entry.value {
            case .string(let scalar):
                if let parent = entry.parentKey,
                    catalog.isMapping(String(parent), in: defaultLocale, whoseChildNamesAll: Self.isCategory)
                {
                    continue
                }
                for locale in locales {
                    guard case .string(let target)? = catalog.entry(entry.key, in: locale)?.value,
                        Self.isTrusted(entry.key, in: locale, lock: lock, catalog: catalog)
                    else { continue }
                    add(
                        source: scalar.text, target: target.text, locale: locale, originIndex: origin,
                        reference: entry.key)
                }
            case .array(let elements):
                for locale in locales {
                    guard case .array(let targets)? = catalog.entry(entry.key, in: locale)?.value,
                        Self.isTrusted(entry.key, in: locale, lock: lock, catalog: catalog)
                    else { continue }
                    for (source, target) in zip(elements, targets) {
                        add(
                            source: source.text, target: target.text, locale: locale, originIndex: origin,
                            reference: entry.key)
                    }
                }
            case .mapping(let names):
                guard !names.isEmpty, names.allSatisfy(Self.isCategory) else { continue }
                let sources = catalog.pluralTextsByCategory(at: entry.key, in: defaultLocale)
                for locale in locales {
                    let targets = catalog.pluralTextsByCategory(at: entry.key, in: locale)
                    guard !targets.isEmpty,
                        Self.isTrusted(entry.key, in: locale, lock: lock, catalog: catalog)
                    else { continue }
                    for (category, target) in targets {
                        // A category the default locale lacks (`few` for English) is translated
                        // from its `other`, as `export` offers it.
                        guard let source = sources[category] ?? sources[.other] else { continue }
                        add(
                            source: source, target: target, locale: locale, category: category,
                            originIndex: origin, reference: entry.key)
                    }
                }
            }
        }
    }

    private static func isCategory(_ name: String) -> Bool {
        PluralCategory(rawValue: name) != nil
    }

    /// Whether the text of `key` in `locale` is a person's translation of today's source, as far
    /// as the lock knows. Without a record, it is.
    private static func isTrusted(
        _ key: String, in locale: LocaleIdentifier, lock: TranslationLock?, catalog: Catalog
    ) -> Bool {
        guard let lock else { return true }
        let recorded = lock.translations[key]?[locale]
        let review = lock.needsReview[key]?[locale]
        let placeholder = lock.needsTranslation[key]?[locale]
        guard recorded != nil || review != nil || placeholder != nil else { return true }
        if let recorded,
            let source = TranslationInventory.text(of: key, in: lock.defaultLocale, catalog: catalog),
            ContentFingerprint(text: source.text) != recorded
        {
            return false
        }
        if review != nil || placeholder != nil,
            let current = TranslationInventory.text(of: key, in: locale, catalog: catalog)
        {
            let hash = ContentFingerprint(text: current.text)
            if hash == review || hash == placeholder { return false }
        }
        return true
    }
}
