import L10nChecker
import L10nCore
import L10nRuntime

/// The text a key serves in a locale, and where it came from.
public struct ServedText: Sendable, Hashable {
    /// The locale asked for.
    public var requestedLocale: LocaleIdentifier
    /// The locales tried, in order: the requested one, its CLDR ancestors, the default locale.
    public var fallbackChain: [LocaleIdentifier]
    /// The entry served: its locale is the first of the chain that has the key.
    public var entry: CatalogEntry

    /// Whether the text came from another locale than the one asked for.
    public var isFallback: Bool { entry.locale != requestedLocale }
}

/// A placeholder of a key: its name, the type the code gives it, and which locales' texts use it.
public struct KeyPlaceholder: Sendable, Hashable {
    public var name: String
    /// The type the code gives the substitution (`LocalizableInt`), where its dictionary
    /// literal says so; `nil` when unknown.
    public var type: String?
    /// Whether the code declares it (a `@LocalizedSubs` substitution name).
    public var isDeclared: Bool
    /// The locales whose text uses it, sorted.
    public var usedIn: [LocaleIdentifier]
}

extension ProjectSnapshot {
    /// The schema item declared at a Swift position (1-based line and column, the column in
    /// Unicode scalars as `SourceLocation` counts): the item whose name (a property's, an
    /// enum case's, or the `propertyName:` argument of an explicit `.localized(for:)` call)
    /// or one of whose key literals (quotes included: `.localized(key: "Shared.title")`)
    /// covers the position. Several items at one place (a compound and its pieces) give the
    /// first in schema order.
    public func schemaItem(atFile file: String, line: Int, column: Int) -> SchemaItem? {
        guard let schema else { return nil }
        return schema.items.first { item in
            if item.location.file == file, item.location.line == line, column >= item.location.column,
                column < item.location.column + max(1, item.propertyName.unicodeScalars.count)
            {
                return true
            }
            // A key's literals may be in other files than the item's place: the same raw key
            // written in several files is one item.
            return (item.keyLiterals ?? []).contains { literal in
                literal.location.line == line && literal.location.file == file
                    && column >= literal.location.column - 1
                    && column <= literal.location.column + literal.text.unicodeScalars.count
            }
        }
    }

    /// The catalog entry whose key is written at a position of a resource file (1-based line
    /// and column in Unicode scalars): the key's last component covers the column. A
    /// locale's own top-level key is no entry.
    public func catalogEntry(atFile file: String, line: Int, column: Int) -> CatalogEntry? {
        let catalog = catalog(ofFile: file)
        for locale in catalog.locales {
            for entry in catalog.entries(in: locale)
            where entry.keyLocation.file == file && entry.keyLocation.line == line {
                let name = entry.key.split(separator: ".").last.map(String.init) ?? entry.key
                if column >= entry.keyLocation.column
                    && column < entry.keyLocation.column + max(1, name.unicodeScalars.count)
                {
                    return entry
                }
            }
        }
        return nil
    }

    /// Every catalog entry at `key`, one per locale that holds it, in locale order; each has
    /// the file, line and column of its key.
    public func entries(ofKey key: String) -> [CatalogEntry] {
        let catalog = catalog(holding: key)
        return catalog.locales.compactMap { catalog.entry(key, in: $0) }
    }

    /// The schema items that need or read `key` (or a mapping above it, for a plural
    /// variant or an element of an array): the Swift places an editor links the key to.
    public func schemaItems(needing key: String) -> [SchemaItem] {
        guard let schema else { return [] }
        func covers(_ reference: String?) -> Bool {
            guard let reference else { return false }
            return key == reference || key.hasPrefix(reference + ".")
        }
        return schema.items.filter { item in
            covers(item.key) || covers(item.requiredKey) || covers(item.arrayKey) || covers(item.separatorKey)
                || (item.pieces ?? []).contains { covers($0.key) }
        }
    }

    /// Every place in Swift that needs `key` or a key under it, one per line, in schema
    /// order: each item of ``schemaItems(needing:)`` at its place, and each string literal
    /// that spells its key at its opening quote. The same raw key written in several files is
    /// one item with the literals of all, so its places are its literals.
    public func swiftPlaces(needing key: String) -> [SourceLocation] {
        struct Line: Hashable {
            var file: String
            var line: Int
        }
        var seen: Set<Line> = []
        var places: [SourceLocation] = []
        for item in schemaItems(needing: key) {
            let quotes = (item.keyLiterals ?? []).map {
                SourceLocation(file: $0.location.file, line: $0.location.line, column: $0.location.column - 1)
            }
            for place in [item.location] + quotes
            where seen.insert(Line(file: place.file, line: place.line)).inserted {
                places.append(place)
            }
        }
        return places
    }

    /// The text `key` serves in `locale`, following the fallback chain as l10nc's runtime
    /// does (`fr-CA` → `fr` → the default locale); `nil` when no locale of the chain has it.
    /// Without locale data the chain is the locale and the default locale.
    public func servedText(forKey key: String, in locale: LocaleIdentifier) -> ServedText? {
        let chain =
            localeData?.fallback(defaultLocale: defaultLocale).chain(for: locale)
            ?? (locale == defaultLocale ? [locale] : [locale, defaultLocale])
        let catalog = catalog(holding: key)
        for candidate in chain {
            if let entry = catalog.entry(key, in: candidate) {
                return ServedText(requestedLocale: locale, fallbackChain: chain, entry: entry)
            }
        }
        return nil
    }

    /// The placeholders of `key`: those the code declares (with their types where it says
    /// them) and those any locale's text uses, sorted by name.
    public func placeholders(ofKey key: String) -> [KeyPlaceholder] {
        var byName: [String: KeyPlaceholder] = [:]
        for item in schema?.items ?? [] where item.key == key {
            for name in item.placeholders ?? [] {
                byName[name, default: KeyPlaceholder(name: name, isDeclared: true, usedIn: [])].isDeclared =
                    true
                if let type = item.placeholderTypes?[name] { byName[name]?.type = type }
            }
        }
        for entry in entries(ofKey: key) {
            var texts: [String] = []
            switch entry.value {
            case .string(let scalar): texts = [scalar.text]
            case .array(let scalars): texts = scalars.map(\.text)
            case .mapping(let children):
                // A plural mapping: its variants' texts.
                let catalog = catalog(holding: key)
                for child in children {
                    if case .string(let scalar) = catalog.entry("\(key).\(child)", in: entry.locale)?.value {
                        texts.append(scalar.text)
                    }
                }
            }
            for name in Set(texts.flatMap { PlaceholderScanner.occurrences(in: $0).map(\.name) }) {
                byName[name, default: KeyPlaceholder(name: name, isDeclared: false, usedIn: [])].usedIn
                    .append(
                        entry.locale)
            }
        }
        return byName.values.sorted { $0.name < $1.name }
    }
}
