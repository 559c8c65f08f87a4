/// Why a table could not be written from its contents.
public enum TableWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The default locale is not one of the table's locales.
    case defaultLocaleMissing(LocaleIdentifier)
    /// A locale lists a fallback the table does not hold.
    case unknownFallback(locale: LocaleIdentifier, fallback: LocaleIdentifier)
    /// Messages were given for a locale the table does not list.
    case messagesForUnknownLocale(LocaleIdentifier)
    /// The same locale is listed twice.
    case duplicateLocale(LocaleIdentifier)
    /// A plural message has no `other` variant.
    case pluralWithoutOther(locale: LocaleIdentifier, key: String)
    /// The table would exceed the 4 GiB the 32-bit offsets address.
    case tooLarge

    public var description: String {
        switch self {
        case .defaultLocaleMissing(let locale):
            "the default locale '\(locale)' is not among the table's locales; add it or choose another default"
        case .unknownFallback(let locale, let fallback):
            "locale '\(locale)' falls back to '\(fallback)', which the table does not hold; add it or drop it from the chain"
        case .messagesForUnknownLocale(let locale):
            "messages were given for '\(locale)', which is not among the table's locales; list it in `locales`"
        case .duplicateLocale(let locale):
            "locale '\(locale)' is listed twice; list each locale once"
        case .pluralWithoutOther(let locale, let key):
            "plural message '\(key)' in '\(locale)' has no 'other' variant; add one"
        case .tooLarge:
            "the table would exceed 4 GiB; split the catalog into several tables"
        }
    }
}
