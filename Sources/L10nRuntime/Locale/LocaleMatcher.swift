/// Negotiates which of a fixed set of locales (a table's) serves a requested locale.
///
/// A request is served by the first locale of its CLDR chain (`LocaleInheritance.chain(for:)`)
/// that the set holds, comparing tags with a likely script removed (`zh-Hans-CN` and `zh-CN`
/// name the same locale); else by the first held locale whose own chain reaches the request
/// (a request for `en` is served by a table's `en-GB`, never a request for `zh` by `zh-Hant`);
/// else by the default locale. A pseudo locale (`en-XA`, `ar-XB`) serves only a request whose
/// chain names it: a real `ar` user never gets `ar-XB`'s test text.
public struct LocaleMatcher: Sendable {
    /// The locales that can be chosen, in the order ties are broken.
    public let available: [LocaleIdentifier]
    /// The locale chosen when nothing else serves.
    public let defaultLocale: LocaleIdentifier
    public let inheritance: LocaleInheritance
    private let byTag: [LocaleIdentifier: LocaleIdentifier]
    private let byDefaultContent: [LocaleIdentifier: LocaleIdentifier]

    public init(
        available: [LocaleIdentifier], defaultLocale: LocaleIdentifier,
        inheritance: LocaleInheritance = .cldr
    ) {
        self.available = available
        self.defaultLocale = defaultLocale
        self.inheritance = inheritance
        self.byTag = Dictionary(available.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        self.byDefaultContent = Dictionary(
            available.map { (inheritance.withoutLikelyScript($0), $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The available locale that serves `locale`, or `nil` when only the default would.
    public func match(_ locale: LocaleIdentifier, excluding refused: Set<LocaleIdentifier> = [])
        -> LocaleIdentifier?
    {
        // The common case, a held locale, needs no chain.
        if let held = byTag[locale], !refused.contains(held) { return held }
        let chain = inheritance.chain(for: locale)
        for candidate in chain {
            if let held = byTag[candidate] ?? byDefaultContent[inheritance.withoutLikelyScript(candidate)],
                !refused.contains(held)
            {
                return held
            }
        }
        // A more specific held locale that inherits from the request (`en` → `en-GB`).
        let requested = Set(chain.prefix(2).map(inheritance.withoutLikelyScript))
        return available.first { held in
            !refused.contains(held) && !held.isPseudoLocale
                && inheritance.chain(for: held).dropFirst().contains {
                    requested.contains(inheritance.withoutLikelyScript($0))
                }
        }
    }

    /// The available locale that serves `locale`, else the default locale.
    public func bestLocale(for locale: LocaleIdentifier) -> LocaleIdentifier {
        match(locale) ?? defaultLocale
    }

    /// The available locale that best serves `header`: its ranges, best quality first, each
    /// matched as `match(_:)` does; `*` stands for the default locale; a locale refused with
    /// `q=0` is never chosen. The default locale when nothing matches.
    public func bestLocale(for header: AcceptLanguage) -> LocaleIdentifier {
        for range in header.ranges {
            guard let locale = range.locale else {
                return header.refused.contains(defaultLocale)
                    ? (available.first { !header.refused.contains($0) && !$0.isPseudoLocale } ?? defaultLocale)
                    : defaultLocale
            }
            if let held = match(locale, excluding: header.refused) { return held }
        }
        return defaultLocale
    }
}
