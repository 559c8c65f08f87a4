import L10nCore
import L10nRuntime

/// Turns a checked catalog into the contents of a table: every message parsed into segments,
/// plural mappings into variants, and each locale's fallback chain and plural rules resolved
/// now, so the runtime needs no locale data and never walks a chain it could have been given.
public struct CatalogCompiler: Sendable {
    public var defaultLocale: LocaleIdentifier
    /// CLDR plural rules and parent locales (from `Locales/`).
    public var pluralRules: LocalePluralRules
    /// Locales computed from the default locale (`l10nc compile --pseudo`): each holds every
    /// message of the default locale, pseudo-localized. See `pseudoMessages(_:for:)`.
    public var pseudoLocales: [PseudoLocale]

    public init(
        defaultLocale: LocaleIdentifier, pluralRules: LocalePluralRules, pseudoLocales: [PseudoLocale] = []
    ) {
        self.defaultLocale = defaultLocale
        self.pluralRules = pluralRules
        self.pseudoLocales = pseudoLocales
    }

    /// The table contents of `catalog`, and any message that does not parse (reported as
    /// `malformed-placeholder`; a table is not written when there is one).
    ///
    /// Whether a mapping is a plural comes from `schema`: only a mapping at a key a property
    /// reads as a message (`SchemaItem.Kind` string, subs or enum case) whose keys are all
    /// CLDR categories is one. A namespace whose `parentKeys` or property names are spelled
    /// `one:`/`other:` stays a namespace of plain keys. Without a schema (no sources given),
    /// any such mapping below a type is taken as a plural; a type's own mapping never is.
    public func compile(_ catalog: Catalog, schema: Schema? = nil) -> CompileResult {
        let messageKeys = schema.map { schema in
            Set(
                schema.items.compactMap { item -> String? in
                    switch item.kind {
                    case .string, .subs, .enumCase: item.key
                    case .array, .element, .compound, .formatted, .storeLookup: nil
                    }
                })
        }
        var diagnostics: [Diagnostic] = []
        // A pseudo locale is generated, never read: the caller rejects one the resources also
        // define (`l10nc compile` does); given one anyway, the generated messages replace them.
        // The default locale is the source of every pseudo message, so it is never replaced.
        let generated = Set(pseudoLocales).filter { $0.identifier != defaultLocale }
            .sorted { $0.identifier < $1.identifier }
        let pseudoIdentifiers = Set(generated.map(\.identifier))
        var locales = catalog.locales.filter { !pseudoIdentifiers.contains($0) }
        if !locales.contains(defaultLocale) { locales.append(defaultLocale) }
        locales.sort()
        let held = Set(locales)
        let fallback = LocaleFallback(inheritance: pluralRules.inheritance, defaultLocale: defaultLocale)

        var tableLocales = locales.map { locale in
            TableLocale(
                id: locale,
                fallbackChain: fallback.chain(for: locale).filter {
                    $0 != locale && $0 != defaultLocale && held.contains($0)
                },
                pluralRuleSources: pluralRules.rules(for: locale).sources)
        }
        var messages: [LocaleIdentifier: [String: TableMessage]] = [:]
        for locale in locales {
            var byKey: [String: TableMessage] = [:]
            let entries = catalog.sortedEntries(in: locale)
            var pluralKeys = Set<String>()
            for entry in entries {
                guard case .mapping(let children) = entry.value, entry.parentKey != nil,
                    Self.isPluralMapping(children)
                else { continue }
                if let messageKeys, !messageKeys.contains(entry.key) { continue }
                pluralKeys.insert(entry.key)
            }
            for entry in entries {
                if let dot = entry.key.lastIndex(of: "."), pluralKeys.contains(String(entry.key[..<dot])) {
                    continue
                }
                switch entry.value {
                case .string(let scalar):
                    if let template = parse(scalar, key: entry.key, locale: locale, into: &diagnostics) {
                        byKey[entry.key] = .text(template)
                    }
                case .array(let elements):
                    let templates = elements.compactMap {
                        parse($0, key: entry.key, locale: locale, into: &diagnostics)
                    }
                    if templates.count == elements.count { byKey[entry.key] = .array(templates) }
                case .mapping(let children) where pluralKeys.contains(entry.key):
                    var variants: [PluralCategory: MessageTemplate] = [:]
                    for child in children {
                        guard let category = PluralCategory(rawValue: child),
                            case .string(let scalar) = catalog.entry(entry.key + "." + child, in: locale)?
                                .value,
                            let template = parse(scalar, key: entry.key, locale: locale, into: &diagnostics)
                        else { continue }
                        variants[category] = template
                    }
                    guard variants[.other] != nil else {
                        // Without a schema no check rule looks at a mapping taken as a plural,
                        // and the table writer refuses one without `other`: reported here, at
                        // the mapping, instead of a write failure with no position (found by
                        // fuzzing). An `other` that does not parse is already reported.
                        if case .string = catalog.entry(entry.key + ".other", in: locale)?.value { continue }
                        diagnostics.append(
                            Self.missingOther(key: entry.key, locale: locale, location: entry.keyLocation))
                        continue
                    }
                    byKey[entry.key] = .plural(variants)
                case .mapping:
                    continue
                }
            }
            messages[locale] = byKey
        }
        for pseudo in generated {
            // Every message is the pseudo locale's own, so it needs no fallback chain: one
            // through a real locale (`ar-XB` → `ar`) could only ever serve real text by mistake.
            tableLocales.append(
                TableLocale(
                    id: pseudo.identifier,
                    pluralRuleSources: pluralRules.rules(for: pseudo.identifier).sources))
            messages[pseudo.identifier] = pseudoMessages(messages[defaultLocale] ?? [:], for: pseudo)
        }
        tableLocales.sort { $0.id < $1.id }
        return CompileResult(
            contents: TableContents(locales: tableLocales, defaultLocale: defaultLocale, messages: messages),
            diagnostics: diagnostics)
    }

    /// The default locale's messages, pseudo-localized for `pseudo`: texts (compound patterns
    /// included) and array elements transformed one by one, placeholders intact.
    ///
    /// A plural gets exactly the categories the pseudo locale's rules select (`ar-XB` has
    /// Arabic's six, whatever the default locale has): each the default locale's variant of
    /// that category where it has one, else its `other`, the variant CLDR uses for any
    /// count that no narrower category covers.
    public func pseudoMessages(_ defaultMessages: [String: TableMessage], for pseudo: PseudoLocale)
        -> [String: TableMessage]
    {
        let categories = pluralRules.rules(for: pseudo.identifier).categories
        return defaultMessages.mapValues { message in
            switch message {
            case .text(let template):
                return .text(pseudo.transform(template))
            case .array(let templates):
                return .array(templates.map { pseudo.transform($0) })
            case .plural(let variants):
                var pseudoVariants: [PluralCategory: MessageTemplate] = [:]
                for category in categories {
                    if let source = variants[category] ?? variants[.other] {
                        pseudoVariants[category] = pseudo.transform(source)
                    }
                }
                return .plural(pseudoVariants)
            }
        }
    }

    private static func missingOther(key: String, locale: LocaleIdentifier, location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            rule: .pluralMissingCategory,
            message:
                "plural mapping '\(key)' in locale '\(locale)' has no 'other' variant as text; "
                + "every plural needs one: add it",
            location: location)
    }

    /// A mapping is a plural when every key is a CLDR category; `other` is the checker's to
    /// demand when a schema names the key, and `compile` reports it otherwise.
    static func isPluralMapping(_ children: [String]) -> Bool {
        !children.isEmpty && children.allSatisfy { PluralCategory(rawValue: $0) != nil }
    }

    private func parse(
        _ scalar: CatalogScalar, key: String, locale: LocaleIdentifier, into diagnostics: inout [Diagnostic]
    ) -> MessageTemplate? {
        do {
            return try MessageTemplate(parsing: scalar.text)
        } catch {
            diagnostics.append(
                Diagnostic(
                    rule: .malformedPlaceholder,
                    message: "'\(key)' in locale '\(locale)': \(error.description)",
                    location: scalar.location))
            return nil
        }
    }
}

/// What compiling produced.
public struct CompileResult: Sendable {
    public var contents: TableContents
    public var diagnostics: [Diagnostic]

    public init(contents: TableContents, diagnostics: [Diagnostic]) {
        self.contents = contents
        self.diagnostics = diagnostics
    }
}
