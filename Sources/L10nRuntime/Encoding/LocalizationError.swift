/// Why a view model could not be localized, or a value not read.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locale's chain has no message for the key (under `MissingValuePolicy.throwError`,
    /// or from `LocalizationTable.render`).
    case missingMessage(key: String, locale: LocaleIdentifier)
    /// The table is damaged.
    case table(TableError)
    /// `localizedString` was read on a value that has no text yet: a key, before the view
    /// model was encoded for a locale and decoded (FOSMVVM's `localizationUnbound`).
    case localizationUnbound(key: String)

    public var description: String {
        switch self {
        case .missingMessage(let key, let locale):
            "no message for '\(key)' in '\(locale)' or its fallbacks; add it to the resources and compile again"
        case .table(let error): error.description
        case .localizationUnbound(let key):
            "'\(key)' has no text until the view model is encoded for a locale; read the decoded view model"
        }
    }
}
