import L10nRuntime

extension LocaleDataStore {
    /// The locales whose texts a check must read for its findings at the texts of `locales` to
    /// be those of a check of every locale: `locales`, each one's fallback chain (whose texts
    /// cover a locale's missing keys), and the default locale (the source every translation is
    /// compared with: its placeholders, its shape, whether a text is the same).
    ///
    /// Every rule judges a locale's text by the text itself, the schema, the CLDR data, and
    /// these locales: none reports at one locale's text from another locale's. (No rule reads a
    /// fallback's texts at a text today; they are read so that one that does stays right.) A
    /// writer that
    /// checks what it is about to write (`l10n_submit`) reads this many locales of the files
    /// it touches instead of all of them. `LocaleScopeTests` compares both checks on every
    /// fixture, locale by locale.
    public func localesJudging(_ locales: Set<LocaleIdentifier>, defaultLocale: LocaleIdentifier)
        -> Set<LocaleIdentifier>
    {
        let fallback = fallback(defaultLocale: defaultLocale)
        var judging = locales
        judging.insert(defaultLocale)
        for locale in locales { judging.formUnion(fallback.chain(for: locale)) }
        return judging
    }
}
