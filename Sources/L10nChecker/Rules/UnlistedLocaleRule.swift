import L10nCore
import L10nRuntime

/// `unlisted-locale`: the resources hold a locale that `locales:` does not list, so none of
/// its gaps would be reported while `l10nc stats` counts them.
///
/// It judges the whole project's locales against the configuration, not a part of it, so it
/// runs once per check (with or without sources, whole or incremental) and is reported where
/// the locale is to be added: at `locales:` in `l10nc.yml`. A list given with `--locales` has
/// no place to point at and is taken as meant.
///
/// A locale made by accident (a new `fr.yml`, a typo in a locale key) is found where it is
/// written: the finding names those places as related locations, the first
/// `relatedLimit` of them with a count of the rest, as a compiler lists the first notes.
enum UnlistedLocaleRule {
    /// How many places of a locale a finding names; the last one says how many more there are.
    static let relatedLimit = 5

    /// - Parameter localeLocations: every place each locale of the resources is written (its key
    ///   at the top of a resource file).
    static func findings(
        localeLocations: [LocaleIdentifier: [SourceLocation]], configuration: CheckConfiguration
    ) -> [Diagnostic] {
        guard configuration.isEnabled(.unlistedLocale), let location = configuration.requiredLocalesLocation
        else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in unlisted(localeLocations.keys, configuration: configuration) {
            diagnostics.append(
                Diagnostic(
                    rule: .unlistedLocale,
                    message:
                        "the resources hold locale '\(locale)', which 'locales' does not list, so its missing keys "
                        + "are not checked; add '\(locale)' to 'locales' (or remove its entries)",
                    location: location, related: related(locale, at: localeLocations[locale] ?? [])))
        }
        return diagnostics
    }

    /// The places `locale` is written, sorted, the first `relatedLimit` of them.
    private static func related(_ locale: LocaleIdentifier, at places: [SourceLocation]) -> [Diagnostic
        .Related]
    {
        let sorted = Set(places).sorted()
        let shown = sorted.prefix(relatedLimit)
        return shown.enumerated().map { index, place in
            let more = sorted.count - shown.count
            let message =
                index == shown.count - 1 && more > 0
                ? "locale '\(locale)' is written here, and in \(more.counted("more place"))"
                : "locale '\(locale)' is written here"
            return Diagnostic.Related(message: message, location: place)
        }
    }

    /// The locales of `catalogLocales` that the configured list leaves out, sorted; none when
    /// the configuration lists no locales (every locale of the resources is then required).
    static func unlisted(_ catalogLocales: some Sequence<LocaleIdentifier>, configuration: CheckConfiguration)
        -> [LocaleIdentifier]
    {
        guard let listed = configuration.requiredLocales else { return [] }
        let served = Set(listed + [configuration.defaultLocale])
        return Set(catalogLocales).sorted().filter { !isServed($0, by: served) }
    }

    /// A listed locale, or a regional variant that falls back to one (`en-GB` to `en`).
    private static func isServed(_ locale: LocaleIdentifier, by listed: Set<LocaleIdentifier>) -> Bool {
        var current: LocaleIdentifier? = locale
        while let candidate = current {
            if listed.contains(candidate) { return true }
            current = candidate.truncated
        }
        return false
    }
}
