/// One message of a locale, already parsed: what a table stores per key and locale.
public enum TableMessage: Sendable, Hashable {
    /// A single template. A compound pattern is a `.text` template over piece names.
    case text(MessageTemplate)
    /// Variants selected by a count with the locale's plural rules; `other` is required.
    case plural([PluralCategory: MessageTemplate])
    /// An array of templates (`@LocalizedStrings`, indexed elements).
    case array([MessageTemplate])
}
