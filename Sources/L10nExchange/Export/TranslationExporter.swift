import L10nCore
import L10nEditing
import L10nRuntime

/// Builds the exchange documents of a project: for each target locale, a unit per message
/// of the default locale (a plural message's variants as the target locale's CLDR
/// categories, an array's elements one by one), with the translation, its state from
/// `l10nc.lock`, and notes from the Swift code that asks for the text.
public struct TranslationExporter: Sendable {
    /// Which units a document holds.
    public enum Selection: String, Sendable, Hashable, CaseIterable {
        /// Messages with a unit still to translate.
        case missing
        /// Messages whose translation was made for an earlier source text, or is an agent's
        /// machine translation to review.
        case stale
        /// Every message.
        case all
    }

    public let catalog: Catalog
    public let defaultLocale: LocaleIdentifier
    public let pluralRules: LocalePluralRules
    private let inventory: TranslationInventory
    private let lock: TranslationLock?
    /// The CLDR fallback, when known: a text that a locale takes from an ancestor in its own
    /// language (`en-GB` from `en`, `de-AT` from `de`) is served, as `check` and `stats` count
    /// it, so it is not offered to translate.
    private let fallback: LocaleFallback?
    private let notes: NoteWriter
    /// The default locale's messages in key order.
    private let keys: [String]

    /// - Parameter keys: the keys whose units the documents hold; `nil`, every key. An import
    ///   of a few texts (an agent's batch) is checked against the units of its keys only.
    public init(
        catalog: Catalog, schema: Schema?, defaultLocale: LocaleIdentifier, pluralRules: LocalePluralRules,
        lock: TranslationLock?, fallback: LocaleFallback? = nil, keys: Set<String>? = nil
    ) {
        self.fallback = fallback
        self.catalog = catalog
        self.defaultLocale = defaultLocale
        self.pluralRules = pluralRules
        self.lock = lock
        let inventory: TranslationInventory
        if let keys {
            inventory = TranslationInventory(
                catalog: catalog, defaultLocale: defaultLocale, sourcesOnlyOf: keys)
        } else {
            inventory = TranslationInventory(catalog: catalog, defaultLocale: defaultLocale)
        }
        self.inventory = inventory
        self.keys = inventory.items.keys.sorted()
        self.notes = NoteWriter(schema: schema)
    }

    /// The locales a project translates into: every locale of the catalog but the default.
    public var targetLocales: [LocaleIdentifier] {
        catalog.locales.filter { $0 != defaultLocale }
    }

    /// The document of `locale`. `translate` computes targets instead of reading them (a
    /// pseudo-locale's); those units are translated.
    public func document(
        for locale: LocaleIdentifier, selection: Selection = .all, withNotes: Bool = true,
        translate: ((String) -> String)? = nil
    ) -> ExchangeDocument {
        let rules = pluralRules.rules(for: locale)
        var units: [ExchangeUnit] = []
        // A pseudo-locale's units are computed from every source text, whatever serves it.
        let ancestors =
            translate != nil
            ? [] : fallback.map { Array($0.chainWithinLanguage(for: locale).dropFirst()) } ?? []
        for key in keys {
            guard let item = inventory.items[key] else { continue }
            if !ancestors.isEmpty, !catalog.containsEntry(key, in: locale),
                ancestors.contains(where: { catalog.containsEntry(key, in: $0) })
            {
                continue
            }
            // A translation of an earlier source text, or an agent's machine translation no one
            // has reviewed (`needs-review`): either is offered to review.
            let isStale =
                lock?.translations[key]?[locale].map { $0 != item.sourceHash } ?? false
                || lock?.isUnderReview(key, in: locale, catalog: catalog) ?? false
            var message = messageUnits(
                of: key, in: locale, rules: rules, isStale: isStale, withNotes: withNotes)
            // A stub or `--fill` text `l10nc fix` wrote is no translation: offered blank, to translate.
            if lock?.isPlaceholder(key, in: locale, inventory: inventory) ?? false {
                for index in message.indices {
                    message[index].target = nil
                    message[index].state = .needsTranslation
                }
            }
            if let translate {
                for index in message.indices {
                    message[index].target = translate(message[index].source)
                    message[index].state = .translated
                }
            } else {
                let base = self.base(of: key, in: locale)
                for index in message.indices { message[index].base = base }
            }
            let keep: Bool
            switch selection {
            case .all: keep = true
            case .missing: keep = message.contains { $0.state == .needsTranslation }
            case .stale: keep = message.contains { $0.state == .needsReview }
            }
            if keep { units += message }
        }
        return ExchangeDocument(
            sourceLocale: defaultLocale, targetLocale: locale, targetPluralRules: rules, units: units)
    }

    /// The template of every text to translate, as gettext's `.pot`: the default locale's texts
    /// as sources, no translation, no target locale (`ExchangeDocument.isTemplate`); a plural
    /// message has the default locale's categories. What `export` writes when the project has no
    /// locale to translate into yet: the file a translator starts a new locale from.
    public func template() -> ExchangeDocument {
        var document = document(for: defaultLocale)
        for index in document.units.indices {
            document.units[index].target = nil
            document.units[index].base = nil
            document.units[index].state = .needsTranslation
        }
        document.isTemplate = true
        return document
    }

    /// The `TargetBase` of `key`'s text in `locale` as the resources hold it now.
    public func base(of key: String, in locale: LocaleIdentifier) -> String {
        TargetBase.of(currentText(of: key, in: locale))
    }

    /// `key`'s text in `locale` as the resources hold it now (`TranslationInventory`'s form).
    public func currentText(of key: String, in locale: LocaleIdentifier) -> String? {
        inventory.text(of: key, in: locale)?.text
    }

    private func messageUnits(
        of key: String, in locale: LocaleIdentifier, rules: PluralRules, isStale: Bool, withNotes: Bool
    )
        -> [ExchangeUnit]
    {
        guard let source = catalog.entry(key, in: defaultLocale) else { return [] }
        let target = catalog.entry(key, in: locale)
        // An empty target where the source has text is no translation (an empty value, a `""`
        // left by `fix --fill empty`): the unit is to translate, as `import` requires of a unit
        // marked translated.
        func state(_ text: String?, source: String) -> TranslationState {
            guard let text, !text.isEmpty || source.isEmpty else { return .needsTranslation }
            return isStale ? .needsReview : .translated
        }
        switch source.value {
        case .string(let scalar):
            var text: String?
            if case .string(let translated)? = target?.value { text = translated.text }
            return [
                ExchangeUnit(
                    id: UnitID(key: key), source: scalar.text, target: text,
                    state: state(text, source: scalar.text),
                    notes: !withNotes
                        ? [] : notes.lines(for: key, variant: nil, source: scalar.text, locale: locale),
                    references: withNotes ? notes.references(for: key) : [])
            ]
        case .array(let elements):
            var translated: [CatalogScalar] = []
            if case .array(let texts)? = target?.value { translated = texts }
            return elements.enumerated().map { index, element in
                let text = index < translated.count ? translated[index].text : nil
                return ExchangeUnit(
                    id: UnitID(key: key, variant: .element(index)), source: element.text, target: text,
                    state: state(text, source: element.text),
                    notes: !withNotes
                        ? []
                        : notes.lines(
                            for: key, variant: .element(index), source: element.text, locale: locale),
                    references: withNotes ? notes.references(for: key) : [])
            }
        case .mapping:
            let sources = catalog.pluralTextsByCategory(at: key, in: defaultLocale)
            let targets = catalog.pluralTextsByCategory(at: key, in: locale)
            let allSources = sources.values.joined(separator: " ")
            return rules.categories.sorted().map { category in
                let text = sources[category] ?? sources[.other] ?? ""
                let translated = targets[category]
                return ExchangeUnit(
                    id: UnitID(key: key, variant: .plural(category)), source: text, target: translated,
                    state: state(translated, source: text),
                    notes: !withNotes
                        ? []
                        : notes.lines(
                            for: key, variant: .plural(category), source: allSources, locale: locale),
                    references: withNotes ? notes.references(for: key) : [])
            }
        }
    }
}
