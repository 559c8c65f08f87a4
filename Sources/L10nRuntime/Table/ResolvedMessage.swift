/// A message found in a table, with where the fallback chain found it.
public struct ResolvedMessage: Sendable, Hashable {
    public let key: String
    /// The table locale the request resolved to (`en_US` → `en-US`, or `fr-CA` → `fr` when the
    /// table holds no `fr-CA`).
    public let locale: LocaleIdentifier
    /// The locale whose message this is: `locale` itself or one of its fallbacks.
    public let sourceLocale: LocaleIdentifier
    /// `true` when only the default locale, appended after the locale's own chain, had it.
    public let isDefaultLocaleFallback: Bool
    public let message: TableMessage
}
