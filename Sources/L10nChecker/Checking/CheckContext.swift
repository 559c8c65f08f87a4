import Foundation
import L10nCore
import L10nRuntime

/// Everything the rules share, computed once per check: the locales, their fallback within
/// the language, what the schema needs from the catalog, and each needed value of each
/// locale, looked up and parsed once for all rules.
struct CheckContext: Sendable {
    /// A requirement's value in one locale, with its texts and their placeholders, made on
    /// demand from the flat per-locale arrays (`LocaleValues`): for a finding, or a rule that
    /// looks at few values. Rules that look at every value read `values` instead.
    struct ResolvedValue: Sendable {
        let entry: CatalogEntry
        /// The texts (`messages(of:)`).
        let messages: [CatalogMessage]
        /// For a `.message` requirement, the placeholder names of each message
        /// (`MessageTemplate.placeholderNames`, each name once in first-use order; `nil` where
        /// the text does not parse); empty for arrays.
        let placeholderNames: [[String]?]
        /// When the value is a plural mapping (`isPluralMapping`), its variants in source
        /// order (`pluralVariants(of:)`); else empty.
        let variants: [(category: PluralCategory, entry: CatalogEntry)]
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
    /// Per catalog locale (in `catalog.locales` order), each requirement's value (`LocaleValues`,
    /// by the requirement's index). Arrays, not a dictionary by locale: rules ask for every value
    /// of every locale, and finding a locale among a few by comparing short tags is cheaper than
    /// hashing its tag each time.
    let values: [LocaleValues]
    /// Per catalog locale, its stored entries, which `values` point into.
    let views: [LocaleEntriesView]
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
    ///   - resolvingValues: `false` finds only which keys are there and their kinds (`values`
    ///     hold no texts), for a caller that needs no more (`ResourceGaps`): reading the texts is
    ///     most of the context's work.
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
            guard key.utf8.first == UInt8(ascii: ".") else {
                // With a first component, the prefixes are the key up to each dot, found on the
                // bytes (a dot is never part of a longer scalar).
                let utf8 = key.utf8
                var index = utf8.startIndex
                while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
                    prefixes.insert(String(key[..<dot]))
                    index = utf8.index(after: dot)
                }
                continue
            }
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
        // The keys are the catalog's, the same in every locale: each requirement is found, and
        // each key judged, once.
        let keys = LocaleValues.Keys(requirements, in: catalog)
        let facts = EntryWalk.CatalogFacts(views.first, shared)
        // Each locale's values and its pass over every entry, side by side over the locales.
        let perLocale = ParallelMap.map(
            count: locales.count, concurrency: ParallelMap.processorCount
        ) {
            index in
            (
                LocaleValues(
                    views[index], keys: keys, servesPlurals: servesPlurals, resolvingTexts: resolvingValues),
                EntryWalk(views[index], shared, facts)
            )
        }
        self.views = views
        values = perLocale.map(\.0)
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

    /// The position of `locale` in `catalog.locales` (and `values`), if the catalog has it.
    func localeIndex(of locale: LocaleIdentifier) -> Int? {
        catalog.locales.firstIndex(of: locale)
    }

    /// Whether `locale` has a value at `requirements[index]`'s key (a locale the catalog does not
    /// hold has none).
    func hasValue(ofRequirement index: Int, in locale: LocaleIdentifier) -> Bool {
        guard let position = localeIndex(of: locale) else { return false }
        return values[position].hasValue(index)
    }

    /// The value of `requirements[index]` in `locale`, if the locale has one, made with its
    /// entry and messages: for findings (rules that look at every value read `values`).
    func value(ofRequirement index: Int, in locale: LocaleIdentifier) -> ResolvedValue? {
        guard let position = localeIndex(of: locale), values[position].hasValue(index) else { return nil }
        let localeValues = values[position]
        let entry = self.entry(ofRequirement: index, inLocale: position)
        let texts = localeValues.textRange(of: index)
        let isMessage = requirements[index].shape == .message
        return ResolvedValue(
            entry: entry,
            messages: texts.map { message(localeValues.texts[$0], inLocale: position) },
            placeholderNames: isMessage ? texts.map { localeValues.placeholderNames(ofText: $0) } : [],
            variants: localeValues.variants(of: index).map {
                ($0.category, views[position].entry(at: Int($0.record)))
            })
    }

    /// The entry of `requirements[index]` in the locale at `position`, which must have it.
    func entry(ofRequirement index: Int, inLocale position: Int) -> CatalogEntry {
        views[position].entry(at: values[position].record(of: index))
    }

    /// The entry of a record of the locale at `position` (a plural variant's).
    func entry(record: Int32, inLocale position: Int) -> CatalogEntry {
        views[position].entry(at: Int(record))
    }

    /// A text of a value as a message, with its text, location and source range: for a finding.
    func message(_ text: ValueText, inLocale position: Int) -> CatalogMessage {
        CatalogMessage(
            scalar: views[position].scalar(at: Int(text.record), element: text.index)!,
            category: text.category, index: text.index)
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
        if let simple = simpleRequirements(for: items) { return simple }
        var byKey: [String: KeyRequirement] = [:]
        func add(_ key: String, _ shape: KeyRequirement.Shape, _ item: SchemaItem) {
            if byKey[key] == nil {
                byKey[key] = KeyRequirement(key: key, shape: shape, items: [item][...])
            } else {
                byKey[key]!.items.append(item)
            }
        }
        let sorted = inLocationOrder(items)
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
        // The keys are sorted, not the requirements: a requirement is large to move.
        return byKey.keys.sorted().map { byKey[$0]! }
    }

    /// `requirements(for:)` when every item that needs a key needs its own key (no array
    /// element, no compound): the items are in schema order (by key, then location), so each
    /// requirement is a run of items with one key, already in location order, and the runs are
    /// in key order. `nil` for a schema with element or compound items.
    private static func simpleRequirements(for items: [SchemaItem]) -> [KeyRequirement]? {
        var requirements: [KeyRequirement] = []
        requirements.reserveCapacity(items.count)
        var previous: SchemaItem?
        // Whether the last requirement's items are still a run of `items` (no item of another
        // kind between them), which its slice can grow over.
        var isRun = false
        for index in items.indices {
            let item = items[index]
            let shape: KeyRequirement.Shape
            switch item.kind {
            case .string, .subs, .enumCase: shape = .message
            case .array: shape = .array
            case .element, .compound: return nil
            case .formatted, .storeLookup: continue
            }
            // Schema order is what this relies on: a schema made otherwise takes the general way.
            if let previous, (item.key, item.location) < (previous.key, previous.location) { return nil }
            previous = item
            if let last = requirements.indices.last, requirements[last].key == item.key {
                let run = requirements[last].items
                if isRun, run.endIndex == index {
                    requirements[last].items = items[run.startIndex...index]
                } else {
                    requirements[last].items.append(item)
                    isRun = false
                }
            } else {
                requirements.append(KeyRequirement(key: item.key, shape: shape, items: items[index...index]))
                isRun = true
            }
        }
        return requirements
    }

    /// The items sorted by location, then key: files compared by their rank among the items'
    /// few distinct paths, so most comparisons compare numbers, not paths.
    private static func inLocationOrder(_ items: [SchemaItem]) -> [SchemaItem] {
        var ranks: [String: Int] = [:]
        for item in items where ranks[item.location.file] == nil { ranks[item.location.file] = 0 }
        for (rank, file) in ranks.keys.sorted().enumerated() { ranks[file] = rank }
        let order = items.indices.map {
            (
                rank: ranks[items[$0].location.file]!, line: items[$0].location.line,
                column: items[$0].location.column, index: $0
            )
        }
        .sorted { lhs, rhs in
            if (lhs.rank, lhs.line, lhs.column) != (rhs.rank, rhs.line, rhs.column) {
                return (lhs.rank, lhs.line, lhs.column) < (rhs.rank, rhs.line, rhs.column)
            }
            return items[lhs.index].key < items[rhs.index].key
        }
        return order.map { items[$0.index] }
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
