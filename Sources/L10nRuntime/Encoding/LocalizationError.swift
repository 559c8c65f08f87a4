/// Why a view model could not be localized.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The locale's chain has no message for the key (under `MissingValuePolicy.throwError`,
    /// or from `LocalizationTable.render`).
    case missingMessage(key: String, locale: LocaleIdentifier)
    /// The table is damaged.
    case table(TableError)

    public var description: String {
        switch self {
        case .missingMessage(let key, let locale):
            "no message for '\(key)' in '\(locale)' or its fallbacks; add it to the resources and compile again"
        case .table(let error): error.description
        }
    }
}
