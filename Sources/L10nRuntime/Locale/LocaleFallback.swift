/// The locales a lookup tries, in order, when a value is missing in the requested locale.
///
/// The compiler resolves these chains once, when it builds a table, so a runtime lookup
/// never walks them: `fr-CA` → `fr` → the default locale; `es-MX` → `es-419` → `es` → the
/// default; `zh-Hant-TW` → `zh-Hant` → the default (never `zh`, whose script differs).
public struct LocaleFallback: Sendable, Hashable {
    public let inheritance: LocaleInheritance
    /// The locale every chain ends with: the project's source language.
    public let defaultLocale: LocaleIdentifier

    public init(inheritance: LocaleInheritance, defaultLocale: LocaleIdentifier) {
        self.inheritance = inheritance
        self.defaultLocale = defaultLocale
    }

    /// A fallback over CLDR parent locales given as child → parent (`root` ends a chain).
    public init(parents: [LocaleIdentifier: LocaleIdentifier], defaultLocale: LocaleIdentifier) {
        self.init(inheritance: LocaleInheritance(parents: parents), defaultLocale: defaultLocale)
    }

    /// `locale`, its CLDR ancestors, then the default locale unless the chain already holds it:
    /// `en-AU` → `[en-AU, en-001, en]` with default `en`.
    public func chain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var chain = inheritance.chain(for: locale)
        if !chain.contains(defaultLocale) { chain.append(defaultLocale) }
        return chain
    }

    /// The part of the chain in `locale`'s own language, without the default locale: the
    /// locales whose text counts as a translation into `locale`.
    ///
    /// A checker uses it to decide whether a missing value is covered: `de-AT` may take `de`,
    /// but `de` may not take the default `en`. CLDR parents in another language end it too
    /// (`hi-Latn` inherits from `en-IN` in CLDR, but English text is no Hindi translation).
    public func chainWithinLanguage(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        Array(inheritance.chain(for: locale).prefix { $0.language == locale.language })
    }
}
