import Foundation
import L10nCore
import L10nRuntime

/// Everything the rules share, computed once per check: the locales, their fallback within
/// the language, what the schema needs from the catalog, and each needed value of each
/// locale, looked up and parsed once for all rules.
struct CheckContext: Sendable {
    /// A requirement's value in one locale, with its texts and their placeholders.
    ///
    /// A class: every rule asks for every value, and handing out a reference costs one
    /// retain where copying the fields would retain each of them.
    final class ResolvedValue: Sendable {
        let entry: CatalogEntry
        /// The texts (`messages(of:)`).
        let messages: [CatalogMessage]
        /// For a `.message` requirement, the placeholder names of each message
        /// (`MessageTemplate.placeholderNames`, each name once in first-use order; `nil` where
        /// the text does not parse); empty for arrays. Names, not templates: they are all the
        /// rules read, and a text without `%` (most) has none without being parsed.
        let placeholderNames: [[String]?]
        /// When the value is a plural mapping (`isPluralMapping`), its variants in source
        /// order (`pluralVariants(of:)`), looked up once for all rules; else empty.
        let variants: [(category: PluralCategory, entry: CatalogEntry)]

        init(
            entry: CatalogEntry, messages: [CatalogMessage], placeholderNames: [[String]?],
            variants: [(category: PluralCategory, entry: CatalogEntry)]
        ) {
            self.entry = entry
            self.messages = messages
            self.placeholderNames = placeholderNames
            self.variants = variants
        }
    }

    let schema: Schema
    let catalog: Catalog
    let configuration: CheckConfiguration
    let localeData: LocaleDataStore

    var defaultLocale: LocaleIdentifier { configuration.defaultLocale }
    /// The configured locales (else every catalog locale) plus the default locale, sorted.
    let requiredLocales: [LocaleIdentifier]
    /// Per required locale, the locales whose text counts as its translation: itself and its
    /// CLDR ancestors in the same language (`de-AT` → `[de-AT, de]`; `de` → `[de]`).
    let chainsWithinLanguage: [LocaleIdentifier: [LocaleIdentifier]]
    /// Every key the schema needs, sorted by key.
    let requirements: [KeyRequirement]
    /// Compounds by their own key, where a locale may give a pattern.
    let compoundsByKey: [String: SchemaItem]
    /// Requirement keys and compound pattern keys.
    let neededKeys: Set<String>
    /// Every proper dotted prefix of a needed key (the type and `parentKeys` namespaces).
    let neededPrefixes: Set<String>
    /// Per catalog locale (in `catalog.locales` order), each requirement's value, by the
    /// requirement's index. Arrays, not a dictionary by locale: rules ask for every value of
    /// every locale, and finding a locale among a few by comparing short tags is cheaper than
    /// hashing its tag each time.
    private let resolved: [[ResolvedValue?]]
    private let resolvedLocales: [LocaleIdentifier]
    /// Per catalog locale (in `catalog.locales` order), the facts of its one pass over every
    /// entry, for the rules that look at the whole catalog.
    let entryWalks: [EntryWalk]
    /// The namespaces whose keys a syntax error leaves unknown: the types of the resource files
    /// a syntax error stopped reading (named after the file, defined by no other file, or named
    /// as a key after the error), and those a Swift file that does not parse declares
    /// (`UnreadScope.sourceSyntax`). None of their keys is reported missing until the file parses.
    let unreadTypeNames: Set<String>
    /// The orphans that look like misspellings of a needed key their locale lacks: reported as
    /// `misspelled-key`, not as an orphan and a missing key.
    private(set) var misspelledKeys: MisspelledKeys
    /// The namespaces a Swift file that does not parse declares: the properties that need their
    /// keys may be in the part not read, so none of their keys is reported orphaned either.
    let unreadSourceTypeNames: Set<String>

    /// - Parameters:
    ///   - walking: the facts the pass over every entry gathers (those of the rules that will run).
    ///   - resolvingValues: `false` leaves every requirement's value unresolved
    ///     (`value(ofRequirement:in:)` is `nil`), for a caller that only needs which keys are
    ///     there (`ResourceGaps`): resolving is most of the context's work.
    init(
        schema: Schema, catalog: Catalog, configuration: CheckConfiguration, localeData: LocaleDataStore,
        walking: EntryWalk.Needs = .all, knownTypeNames: Set<String>? = nil, resolvingValues: Bool = true
    ) {
        self.schema = schema
        self.catalog = catalog
        self.configuration = configuration
        self.localeData = localeData

        var required = Set(configuration.requiredLocales ?? catalog.locales)
        required.insert(configuration.defaultLocale)
        requiredLocales = required.sorted()
        let fallback = localeData.fallback(defaultLocale: configuration.defaultLocale)
        chainsWithinLanguage = Dictionary(
            uniqueKeysWithValues: requiredLocales.map { ($0, fallback.chainWithinLanguage(for: $0)) })

        requirements = Self.requirements(for: schema.items)
        unreadSourceTypeNames = Set(
            schema.unreadScopes.lazy.filter(\.holdsBackOrphans).compactMap(\.namespace))
        unreadTypeNames = Self.unreadTypeNames(catalog).union(unreadSourceTypeNames)
        var compounds: [String: SchemaItem] = [:]
        for item in schema.items where item.kind == .compound && compounds[item.key] == nil {
            compounds[item.key] = item
        }
        compoundsByKey = compounds
        // Store lookups name keys that are used without being required.
        let lookedUp = schema.items.filter { $0.kind == .storeLookup }.map(\.key)
        let needed = Set(requirements.map(\.key)).union(compounds.keys).union(lookedUp)
        neededKeys = needed
        var prefixes = Set<String>()
        for key in needed {
            var prefix = ""
            for component in key.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
                prefix = prefix.isEmpty ? String(component) : prefix + "." + component
                prefixes.insert(prefix)
            }
        }
        neededPrefixes = prefixes

        let locales = catalog.locales
        let requirements = self.requirements
        let servesPlurals = configuration.runtime.servesPlurals
        let shared = EntryWalk.Shared(
            needs: walking, neededKeys: needed, neededPrefixes: prefixes,
            neededKeyBytes: ByteKeySet(walking.contains(.orphans) ? needed : []),
            neededPrefixBytes: ByteKeySet(walking.contains(.orphans) ? prefixes : []),
            fileTypes: walking.contains(.foreignTypes)
                ? Self.fileTypes(
                    catalog: catalog,
                    knownTypes: knownTypeNames ?? Set(schema.typeNames).union(catalog.typeNames))
                : []
        )
        let views = catalog.entryViews
        // Each locale's values and its pass over every entry, side by side over the locales.
        let perLocale = ParallelMap.map(
            count: locales.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) {
            index in
            let values =
                resolvingValues
                ? requirements.map { requirement in
                    Self.resolve(
                        requirement, in: locales[index], catalog: catalog, servesPlurals: servesPlurals)
                } : []
            return (values, EntryWalk(views[index], shared))
        }
        resolved = resolvingValues ? perLocale.map(\.0) : []
        resolvedLocales = resolvingValues ? locales : []
        let unread = unreadSourceTypeNames
        entryWalks = perLocale.map { locale in
            var walk = locale.1
            if !unread.isEmpty {
                walk.orphans.removeAll { unread.contains(UnreadScope.namespace(of: $0.key)) }
            }
            return walk
        }
        misspelledKeys = .none
        if walking.contains(.orphans) { misspelledKeys = MisspelledKeys(self) }
    }

    /// Per file of the catalog, the type it is named after, when that is one of `knownTypes`
    /// (the schema's and the catalog's; so collection files such as `Localizable.yml` have none).
    private static func fileTypes(catalog: Catalog, knownTypes: Set<String>) -> [String?] {
        return catalog.files.map { file in
            FileTypeMismatchRule.typeName(ofFile: file.path).flatMap { knownTypes.contains($0) ? $0 : nil }
        }
    }

    /// The value of `requirements[index]` in `locale`, if the locale has one.
    func value(ofRequirement index: Int, in locale: LocaleIdentifier) -> ResolvedValue? {
        guard let position = resolvedLocales.firstIndex(of: locale) else { return nil }
        return resolved[position][index]
    }

    private static func resolve(
        _ requirement: KeyRequirement, in locale: LocaleIdentifier, catalog: Catalog, servesPlurals: Bool
    ) -> ResolvedValue? {
        guard let entry = catalog.entry(requirement.key, in: locale) else { return nil }
        let variants =
            servesPlurals && isPluralMapping(entry) ? pluralVariants(of: entry, catalog: catalog) : []
        let messages = messages(of: entry, variants: variants)
        guard requirement.shape == .message else {
            return ResolvedValue(entry: entry, messages: messages, placeholderNames: [], variants: variants)
        }
        return ResolvedValue(
            entry: entry, messages: messages,
            placeholderNames: messages.map { placeholderNames(of: $0.scalar.text) }, variants: variants)
    }

    /// `MessageTemplate(parsing: text).placeholderNames`, `nil` when the text does not parse.
    private static func placeholderNames(of text: String) -> [String]? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        return (try? MessageTemplate(parsing: text))?.placeholderNames
    }

    // MARK: Values

    /// `true` for a non-empty mapping whose keys are all CLDR plural categories, at a key the
    /// schema needs as a message, under a runtime that serves plurals. FOSMVVM has none: its
    /// store flattens such a mapping into plain keys (`YamlLocalizationStore.swift`,
    /// `flattenKeys`), so under `runtime: fosmvvm` no mapping is a plural. Only callers holding
    /// a needed message's value ask, so a namespace spelled `one:`/`other:` is never a plural.
    func isPluralMapping(_ entry: CatalogEntry) -> Bool {
        configuration.runtime.servesPlurals && Self.isPluralMapping(entry)
    }

    private static func isPluralMapping(_ entry: CatalogEntry) -> Bool {
        guard case .mapping(let names) = entry.value, !names.isEmpty else { return false }
        return names.allSatisfy { PluralCategory(rawValue: $0) != nil }
    }

    /// The variants of a plural mapping, in source order.
    func pluralVariants(of entry: CatalogEntry) -> [(category: PluralCategory, entry: CatalogEntry)] {
        Self.pluralVariants(of: entry, catalog: catalog)
    }

    private static func pluralVariants(of entry: CatalogEntry, catalog: Catalog) -> [(
        category: PluralCategory, entry: CatalogEntry
    )] {
        guard case .mapping(let names) = entry.value else { return [] }
        return names.compactMap { name in
            guard let category = PluralCategory(rawValue: name),
                let child = catalog.entry(entry.key + "." + name, in: entry.locale)
            else { return nil }
            return (category, child)
        }
    }

    /// The texts of a value: a string, the string variants of a plural mapping, or the
    /// elements of an array; nothing for any other mapping.
    func messages(of entry: CatalogEntry) -> [CatalogMessage] {
        Self.messages(of: entry, catalog: catalog, servesPlurals: configuration.runtime.servesPlurals)
    }

    private static func messages(of entry: CatalogEntry, catalog: Catalog, servesPlurals: Bool)
        -> [CatalogMessage]
    {
        guard case .mapping = entry.value, servesPlurals, isPluralMapping(entry) else {
            return messages(of: entry, variants: [])
        }
        return messages(of: entry, variants: pluralVariants(of: entry, catalog: catalog))
    }

    /// The texts of a value whose plural variants (if it is a plural mapping the runtime
    /// serves) are `variants`.
    private static func messages(
        of entry: CatalogEntry, variants: [(category: PluralCategory, entry: CatalogEntry)]
    ) -> [CatalogMessage] {
        switch entry.value {
        case .string(let scalar):
            return [CatalogMessage(scalar: scalar)]
        case .array(let elements):
            return elements.enumerated().map { CatalogMessage(scalar: $1, index: $0) }
        case .mapping:
            return variants.compactMap { variant in
                guard case .string(let scalar) = variant.entry.value else { return nil }
                return CatalogMessage(scalar: scalar, category: variant.category)
            }
        }
    }

    /// Where a finding about a whole value goes: the text of a string, else the key.
    func valueLocation(of entry: CatalogEntry) -> SourceLocation {
        if case .string(let scalar) = entry.value { return scalar.location }
        return entry.keyLocation
    }

    // MARK: Building

    /// One requirement per needed key: direct keys of properties, array keys of elements,
    /// and the piece and separator keys of compounds that no property needs directly.
    private static func requirements(for items: [SchemaItem]) -> [KeyRequirement] {
        var byKey: [String: KeyRequirement] = [:]
        func add(_ key: String, _ shape: KeyRequirement.Shape, _ item: SchemaItem) {
            if byKey[key] == nil {
                byKey[key] = KeyRequirement(key: key, shape: shape, items: [item])
            } else {
                byKey[key]!.items.append(item)
            }
        }
        let sorted = items.sorted { ($0.location, $0.key) < ($1.location, $1.key) }
        for item in sorted {
            switch item.kind {
            case .string, .subs, .enumCase:
                add(item.key, .message, item)
            case .array:
                add(item.key, .array, item)
            case .element:
                guard let arrayKey = item.arrayKey else { continue }
                add(arrayKey, .array, item)
                if let index = item.index {
                    byKey[arrayKey]!.elementReads.append(.init(index: index, item: item))
                }
            case .compound, .formatted, .storeLookup:
                continue
            }
        }
        // Compound pieces and separators usually are properties of their own; only the keys
        // nothing else needs become requirements of the compound.
        var separatorOnly = Set<String>()
        for item in sorted where item.kind == .compound {
            let pieceKeys = (item.pieces ?? []).map(\.key)
            for key in pieceKeys + [item.separatorKey].compactMap({ $0 }) {
                if let (arrayKey, index) = elementReference(key) {
                    if byKey[arrayKey] == nil { add(arrayKey, .array, item) }
                    if !(byKey[arrayKey]!.elementReads.contains { $0.index == index }) {
                        byKey[arrayKey]!.elementReads.append(.init(index: index, item: item))
                    }
                } else if byKey[key] == nil {
                    add(key, .message, item)
                    if key == item.separatorKey { separatorOnly.insert(key) }
                } else if separatorOnly.contains(key) {
                    byKey[key]!.items.append(item)
                }
            }
        }
        for key in separatorOnly { byKey[key]!.isSeparatorOnly = true }
        return byKey.values.sorted { $0.key < $1.key }
    }

    /// `("T.pieces", 0)` for `T.pieces[0]`.
    private static func elementReference(_ key: String) -> (String, Int)? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "["),
            let index = Int(key[key.index(after: open)..<key.index(before: key.endIndex)])
        else { return nil }
        return (String(key[..<open]), index)
    }
}

extension CheckContext {
    /// The entry of `locale` that holds a text or a list where `key` needs a mapping: the
    /// nearest to the locale of its proper prefixes (`T` or `T.a` for `T.a.title`) that the
    /// locale has as a value; `nil` when every prefix it has is a mapping.
    func valueInPlaceOfMapping(above key: String, in locale: LocaleIdentifier) -> CatalogEntry? {
        var end = key.startIndex
        while let dot = key[end...].firstIndex(of: ".") {
            guard let entry = catalog.entry(String(key[..<dot]), in: locale) else { return nil }
            if case .mapping = entry.value {
                end = key.index(after: dot)
                continue
            }
            // An empty section (`CardViewModel:` with no keys yet) holds no text: its keys are
            // missing, and `fix --fill` adds them below it.
            if case .string(let scalar) = entry.value, scalar.style == .plain, scalar.text.isEmpty {
                return nil
            }
            return entry
        }
        return nil
    }

    /// `true` when the requirement's type is in a file that was read only in part.
    func isUnread(_ requirement: KeyRequirement) -> Bool {
        !unreadTypeNames.isEmpty && unreadTypeNames.contains(UnreadScope.namespace(of: requirement.key))
    }

    fileprivate static func unreadTypeNames(_ catalog: Catalog) -> Set<String> {
        Set(catalog.unreadScopes.compactMap(\.namespace))
    }
}

extension Catalog {
    /// The types of the resource files a syntax error stopped reading: the type a file is
    /// named after (one file per view model), and those only the broken file defines, whose
    /// other keys would be in the unread rest. A type that other files define keeps its
    /// findings. Each scope is located where its file stopped.
    public var unreadScopes: [UnreadScope] {
        let partial = files.filter { $0.readUpTo != nil }
        guard !partial.isEmpty else { return [] }
        let partialPaths = Set(partial.map(\.path))
        var inPartial: [String: String] = [:]
        var elsewhere = Set<String>()
        for locale in locales {
            for entry in entries(in: locale) {
                if partialPaths.contains(entry.keyLocation.file) {
                    inPartial[String(entry.typeName)] = entry.keyLocation.file
                } else {
                    elsewhere.insert(String(entry.typeName))
                }
            }
        }
        var scopes: [String: UnreadScope] = [:]
        for file in partial {
            guard let stopped = file.readUpTo else { continue }
            if let named = FileTypeMismatchRule.typeName(ofFile: file.path) {
                scopes[named] = UnreadScope(namespace: named, cause: .resourceSyntax, location: stopped)
            }
            // And the keys written after the stop: a type among them may have more keys there.
            for type in file.keysAfterStop where scopes[type] == nil {
                scopes[type] = UnreadScope(namespace: type, cause: .resourceSyntax, location: stopped)
            }
        }
        for (type, path) in inPartial where !elsewhere.contains(type) && scopes[type] == nil {
            guard let stopped = partial.first(where: { $0.path == path })?.readUpTo else { continue }
            scopes[type] = UnreadScope(namespace: type, cause: .resourceSyntax, location: stopped)
        }
        return scopes.values.sorted()
    }
}
