import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

/// One project as a tool call sees it: its snapshot, its lock as on disk, and the index of its
/// units; and the questions every tool asks of a key in a locale.
struct ProjectView {
    let name: String
    let project: ProjectWorkspace.Project
    let snapshot: ProjectSnapshot
    let lock: TranslationLock?
    let configurationHasErrors: Bool
    let index: UnitIndex
    let localeData: LocaleDataStore
    let paths: WorkingDirectoryPaths
    /// The project's translation memory (its own translations, then `memory:` files).
    let memory: TranslationMemory?

    var defaultLocale: LocaleIdentifier { snapshot.defaultLocale }
    var configuration: ProjectConfiguration { snapshot.configuration }

    /// The locales the project translates into: the configured ones, and those the resources
    /// hold, but the default.
    var targetLocales: [LocaleIdentifier] {
        Set(configuration.locales ?? []).union(index.catalogLocales).subtracting([defaultLocale]).sorted()
    }

    /// The locales `check` requires every key in.
    var requiredLocales: [LocaleIdentifier] {
        configuration.checkConfiguration.requiredLocales ?? index.catalogLocales
    }

    /// The catalog of the part that holds `key`, in every locale.
    func catalog(holding key: String) -> Catalog { snapshot.catalog(holding: key) }

    /// The default locale's text of `key`, and its form in `l10nc.lock` (`TranslationInventory`);
    /// `nil` when it has none.
    func source(of key: String) -> (text: UnitText, inventoryText: String)? {
        let catalog = catalog(holding: key)
        guard let entry = catalog.entry(key, in: defaultLocale),
            let inventoryText = TranslationInventory.text(of: key, in: defaultLocale, catalog: catalog)?.text,
            let text = Self.text(of: entry, in: catalog)
        else { return nil }
        return (text, inventoryText)
    }

    /// The text of an entry as an agent sees it; `nil` for a mapping that is no plural message.
    static func text(of entry: CatalogEntry, in catalog: Catalog) -> UnitText? {
        switch entry.value {
        case .string(let scalar): return .text(scalar.text)
        case .array(let scalars): return .list(scalars.map(\.text))
        case .mapping:
            guard let texts = catalog.pluralTexts(at: entry.key, in: entry.locale, strict: true),
                !texts.isEmpty
            else { return nil }
            return .plural(
                Dictionary(texts.map { ($0.category, $0.text) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Where `key` stands in `locale`; `nil` when it is no unit there: the default locale has no
    /// text for it, or a locale of the same language serves it (`de` for `de-AT`, which `check`
    /// and `export` count as translated).
    func state(of key: String, in locale: LocaleIdentifier) -> UnitState? {
        let catalog = catalog(holding: key)
        guard let source = TranslationInventory.text(of: key, in: defaultLocale, catalog: catalog) else {
            return nil
        }
        guard let target = TranslationInventory.text(of: key, in: locale, catalog: catalog) else {
            let ancestors = localeData.fallback(defaultLocale: defaultLocale).chainWithinLanguage(for: locale)
                .dropFirst()
            if ancestors.contains(where: { catalog.containsEntry(key, in: $0) }) { return nil }
            return .missing
        }
        let current = ContentFingerprint(text: target.text)
        if target.text.isEmpty && !source.text.isEmpty { return .missing }
        if let lock {
            if lock.needsTranslation[key]?[locale] == current { return .missing }
            if locale != defaultLocale, let made = lock.translations[key]?[locale],
                made != ContentFingerprint(text: source.text)
            {
                return .stale
            }
            if lock.needsReview[key]?[locale] == current { return .review }
        }
        return .translated
    }

    /// The unit of `key` in `locale`, in state `state`.
    func unit(of key: String, in locale: LocaleIdentifier, state: UnitState) -> TranslationUnit? {
        guard let source = source(of: key) else { return nil }
        let catalog = catalog(holding: key)
        let target = catalog.entry(key, in: locale).flatMap { Self.text(of: $0, in: catalog) }
        var pluralCategories: [String]?
        if case .plural = source.text {
            pluralCategories = localeData.pluralCategories(for: locale).sorted().map(\.rawValue)
        }
        let items = index.itemsByKey[key] ?? []
        // The source's placeholders, and those the code declares, with the types it gives them.
        var names = Set(source.text.strings.flatMap(MessageRun.placeholders(of:)))
        for item in items { names.formUnion(item.placeholders ?? []) }
        let placeholders = names.sorted().map { name in
            UnitPlaceholder(name: name, type: items.lazy.compactMap { $0.placeholderTypes?[name] }.first)
        }
        var seen = Set<String>()
        let uses = items.sorted { $0.location < $1.location }.compactMap { item -> UnitUse? in
            let place = "\(paths.relative(item.location.file)):\(item.location.line)"
            guard seen.insert(place + item.propertyName).inserted else { return nil }
            return UnitUse(viewModel: item.typeName, property: item.propertyName, location: place)
        }
        let current = TranslationInventory.text(of: key, in: locale, catalog: catalog)?.text
        var unit = TranslationUnit(
            key: key, locale: locale.description, source: source.text, pluralCategories: pluralCategories,
            placeholders: placeholders, target: target, state: state,
            notes: UnitNotes(usedBy: uses, maxLength: items.compactMap(\.maxLength).min()),
            base: TargetBase.of(current))
        if state != .translated, let memory {
            unit.matches = memory.matches(
                ofMessage: source.text.memoryMessage, in: locale,
                pluralCategories: localeData.pluralCategories(for: locale).sorted()
            ).compactMap { match in
                let text = UnitText(match.target)
                guard text != target else { return nil }
                return UnitMatch(
                    text: text, source: UnitText(match.source), score: match.score,
                    origin: match.origins.joined(separator: ", "))
            }
        }
        return unit
    }
}
