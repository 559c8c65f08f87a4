/// A locale a table holds, with what the runtime needs to resolve and pluralize without
/// locale data of its own.
public struct TableLocale: Sendable, Hashable {
    public var id: LocaleIdentifier
    /// The locales to try after this one, nearest first (`fr-CA` → `[fr]`), already resolved
    /// with CLDR parent locales (`LocaleFallback.chain(for:)` fits; the locale itself is
    /// skipped). The default locale need not be listed: the writer appends it. Where the chain
    /// reaches the default locale, the locale's own chain ends, unless both share a language
    /// (`en-US` → `en`): `MissingValuePolicy.showKey` and `.throwError` treat a message found
    /// only past that point as missing.
    public var fallbackChain: [LocaleIdentifier]
    /// CLDR plural rule sources by category (`one: "i = 1 and v = 0"`); `other` may be omitted.
    public var pluralRuleSources: [PluralCategory: String]

    public init(
        id: LocaleIdentifier, fallbackChain: [LocaleIdentifier] = [],
        pluralRuleSources: [PluralCategory: String] = [:]
    ) {
        self.id = id
        self.fallbackChain = fallbackChain
        self.pluralRuleSources = pluralRuleSources
    }
}
