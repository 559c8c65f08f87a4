/// CLDR plural rules for every locale, with CLDR's lookup.
///
/// CLDR gives plural rules per language, plus a few locales whose rules differ from their
/// language's (`pt-PT`). A locale takes the rules of the first locale in its inheritance chain
/// that has rules of the requested kind (`pt-AO` → `pt-PT`, `es-MX` → `es-419` → `es`); when
/// the chain ends at `root` first, as for `zh-Hant` and `sr-Latn` whose script differs from
/// their language's, the rules of the bare language apply (`zh-Hant` → `zh`, `sr-Latn` → `sr`),
/// because a plural rule depends on the language, not the script. A language CLDR does not
/// know gets `other` alone, which is CLDR's `root` rule.
public struct LocalePluralRules: Sendable, Hashable {
    /// The locales that define rules themselves, per kind.
    public let rules: [PluralRuleKind: [LocaleIdentifier: PluralRules]]
    public let inheritance: LocaleInheritance

    public init(rules: [PluralRuleKind: [LocaleIdentifier: PluralRules]], inheritance: LocaleInheritance) {
        self.rules = rules
        self.inheritance = inheritance
    }

    /// The rules `locale` uses for `kind`; `other` alone when no ancestor and not the language
    /// itself has any.
    public func rules(for locale: LocaleIdentifier, kind: PluralRuleKind = .cardinal) -> PluralRules {
        definingLocale(for: locale, kind: kind).flatMap { rules[kind]?[$0] } ?? .otherOnly
    }

    /// The locale whose rules `locale` uses for `kind`, or `nil` when none has rules (the
    /// caller then gets `other` alone); for diagnostics that say where rules came from.
    public func definingLocale(for locale: LocaleIdentifier, kind: PluralRuleKind = .cardinal)
        -> LocaleIdentifier?
    {
        guard let table = rules[kind] else { return nil }
        let chain = inheritance.chain(for: locale)
        if let inherited = chain.first(where: { table[$0] != nil }) {
            return inherited
        }
        // The chain's languages, the requested one first: `zh-TW` ends at `zh-Hant` (root is its
        // parent) and takes `zh`'s rules; `sh` (`sr-Latn`) takes `sr`'s.
        return chain.lazy.map { LocaleIdentifier(canonicalTag: $0.language) }.first { table[$0] != nil }
    }
}
