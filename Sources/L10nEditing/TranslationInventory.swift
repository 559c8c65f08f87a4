import L10nCore
import L10nRuntime

/// Each translatable key of a catalog: its default-locale source text (and hash), and where
/// each other locale translates it. A key is a string, an array of strings or a plural
/// mapping; the variants of a plural mapping are one key.
public struct TranslationInventory: Sendable {
    public struct Item: Sendable, Hashable {
        /// The default-locale text, as shown in messages: a string as is, an array's elements
        /// and a plural's variants one per line (`one: …`).
        public var sourceText: String
        public var sourceHash: ContentFingerprint
        /// The locales that translate the key, with where.
        public var translations: [LocaleIdentifier: SourceLocation]
    }

    public let defaultLocale: LocaleIdentifier
    /// By key.
    public private(set) var items: [String: Item] = [:]
    /// The catalog the items come from.
    public let catalog: Catalog

    public init(catalog: Catalog, defaultLocale: LocaleIdentifier) {
        self.defaultLocale = defaultLocale
        self.catalog = catalog
        for entry in catalog.entries(in: defaultLocale) { add(entry) }
    }

    /// The source texts of `keys` only (those the default locale has), each item's
    /// `translations` left empty: what a check of a few submitted texts against their sources
    /// reads (an export's units), without finding every other key's or every locale's text.
    /// Not for recording a lock, which reads where each locale translates a key.
    public init(catalog: Catalog, defaultLocale: LocaleIdentifier, sourcesOnlyOf keys: some Sequence<String>)
    {
        self.defaultLocale = defaultLocale
        self.catalog = catalog
        for key in keys {
            if items[key] == nil, let entry = catalog.entry(key, in: defaultLocale) {
                add(entry, withTranslations: false)
            }
        }
    }

    private mutating func add(_ entry: CatalogEntry, withTranslations: Bool = true) {
        guard let text = Self.text(of: entry, catalog: catalog) else { return }
        var translations: [LocaleIdentifier: SourceLocation] = [:]
        for locale in catalog.locales where withTranslations && locale != defaultLocale {
            if let translation = catalog.entry(entry.key, in: locale),
                Self.text(of: translation, catalog: catalog) != nil
            {
                translations[locale] = translation.keyLocation
            }
        }
        items[entry.key] = Item(
            sourceText: text, sourceHash: ContentFingerprint(text: text), translations: translations)
    }

    /// The text of `key` in `locale` (any locale, the default one too), in the form of
    /// `Item.sourceText`, and where its key is; `nil` when the locale has no text for it.
    public func text(of key: String, in locale: LocaleIdentifier) -> (text: String, location: SourceLocation)?
    {
        Self.text(of: key, in: locale, catalog: catalog)
    }

    /// The text of `key` in `locale` of `catalog`, as `text(of:in:)` gives it, for a lookup of a
    /// few keys that does not build the inventory of every key.
    public static func text(of key: String, in locale: LocaleIdentifier, catalog: Catalog)
        -> (text: String, location: SourceLocation)?
    {
        guard let entry = catalog.entry(key, in: locale), let text = Self.text(of: entry, catalog: catalog)
        else {
            return nil
        }
        return (text, entry.keyLocation)
    }

    /// The text of a translatable value; `nil` for a namespace, or a variant inside a plural.
    private static func text(of entry: CatalogEntry, catalog: Catalog) -> String? {
        // Asked of the parent without making its entry: a type's mapping lists every key.
        if let parent = entry.parentKey,
            catalog.isMapping(
                String(parent), in: entry.locale, whoseChildNamesAll: { PluralCategory(rawValue: $0) != nil })
        {
            return nil
        }
        switch entry.value {
        case .string(let scalar):
            return scalar.text
        case .array(let elements):
            return elements.map(\.text).joined(separator: "\n")
        case .mapping(let names):
            guard isPlural(entry) else { return nil }
            return names.compactMap { name -> String? in
                guard
                    case .string(let scalar) = catalog.entry(entry.key + "." + name, in: entry.locale)?.value
                else { return nil }
                return name + ": " + scalar.text
            }.joined(separator: "\n")
        }
    }

    private static func isPlural(_ entry: CatalogEntry) -> Bool {
        guard case .mapping(let names) = entry.value, !names.isEmpty else { return false }
        return names.allSatisfy { PluralCategory(rawValue: $0) != nil }
    }
}
