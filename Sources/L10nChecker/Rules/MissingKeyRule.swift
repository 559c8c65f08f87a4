import L10nCore
import L10nRuntime

/// `missing-key`: a needed key absent in a required locale after fallback within the language.
///
/// `de-AT` is covered by `de`'s value, but `de` is not covered by the default locale's:
/// English text is no German translation. One finding per key, at the Swift property, listing
/// every locale that lacks it, with the existing translations as related locations.
///
/// A key is not missing but unreachable where the locale holds a text (or a list) in place of
/// the mapping its type or `parentKeys` need (`OptionalArrayViewModel: title "Optional Array"`,
/// a `:` missing after `title`): that is one `invalid-structure` error at the text, the place to
/// act, instead of a `missing-key` for every key of the type.
struct MissingKeyRule: CheckRule {
    var rules: [RuleID] { [.missingKey, .invalidStructure] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var blocking = ValuesInPlaceOfMappings()
        // Each required locale's chain as positions in the catalog's locales (`values`), found once.
        let chains = context.requiredLocales.map { locale in
            (context.chainsWithinLanguage[locale] ?? [locale]).compactMap(context.localeIndex(of:))
        }
        for (index, requirement) in context.requirements.enumerated() where !context.isUnread(requirement) {
            var missing = zip(context.requiredLocales, chains).compactMap { locale, chain in
                chain.contains { context.values[$0].hasValue(index) }
                    || context.misspelledKeys.isMisspelled(requirement: index, in: locale) ? nil : locale
            }
            guard !missing.isEmpty else { continue }
            missing.removeAll { locale in
                let chain = context.chainsWithinLanguage[locale] ?? [locale]
                for candidate in chain {
                    if let entry = context.valueInPlaceOfMapping(above: requirement.key, in: candidate) {
                        blocking.add(entry, blocks: requirement)
                        return true
                    }
                }
                return false
            }
            guard !missing.isEmpty else { continue }
            // Advisory locales (`localePolicy:`) get a finding of their own, at warning severity.
            let required = missing.filter { !context.configuration.isAdvisory($0) }
            let advisory = missing.filter { context.configuration.isAdvisory($0) }
            var related = context.catalog.locales.indices.compactMap { position -> Diagnostic.Related? in
                guard context.values[position].hasValue(index) else { return nil }
                return Diagnostic.Related(
                    message: "the '\(context.catalog.locales[position])' translation",
                    location: context.entry(ofRequirement: index, inLocale: position).keyLocation)
            }
            // And where each locale that lacks it would hold it, in the YAML a translator opens.
            related += missing.compactMap { locale in
                Self.placeOfMissing(requirement.key, in: locale, context).map {
                    Diagnostic.Related.whereMissing(
                        requirement.key, in: locale.description,
                        isDefaultLocale: locale == context.defaultLocale,
                        at: $0)
                }
            }
            let what = requirement.shape == .array ? "array '\(requirement.key)'" : "'\(requirement.key)'"
            for (locales, severity) in [(required, Severity?.none), (advisory, .warning)]
            where !locales.isEmpty {
                let names = locales.map { "'\($0)'" }.joined(separator: ", ")
                let kind = severity == nil ? "" : "advisory "
                diagnostics.append(
                    Diagnostic(
                        rule: .missingKey, severity: severity,
                        message:
                            "\(what), needed by \(requirement.propertyDescription), is missing in "
                            + "\(kind)\(locales.count == 1 ? "locale" : "locales") \(names); add it to "
                            + "\(locales.count == 1 ? "that locale" : "each of them")",
                        location: requirement.primaryItem.location, related: related))
            }
        }
        return diagnostics + blocking.findings()
    }

    /// The section of `locale` a missing key goes in (as `l10nc fix` places it, `ResourcePlacement`):
    /// its nearest parent the locale has (a mapping, or an empty section), else the locale itself
    /// in the file that holds the default locale's entry of the key's type.
    static func placeOfMissing(_ key: String, in locale: LocaleIdentifier, _ context: CheckContext)
        -> SourceLocation?
    {
        var prefix = Substring(key)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            guard let entry = context.catalog.entry(String(prefix), in: locale) else { continue }
            switch entry.value {
            case .mapping: return entry.keyLocation
            case .string(let scalar) where scalar.style == .plain && scalar.text.isEmpty:
                return entry.keyLocation
            default: return nil
            }
        }
        let type = String(key.prefix { $0 != "." })
        guard let file = context.catalog.entry(type, in: context.defaultLocale)?.keyLocation.file else {
            return nil
        }
        return context.catalog.localeLocations[locale]?.first { $0.file == file }
    }
}
