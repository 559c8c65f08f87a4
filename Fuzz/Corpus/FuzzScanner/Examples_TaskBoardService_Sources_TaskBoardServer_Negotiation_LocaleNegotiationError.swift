/// Why a request's locale could not be chosen.
public enum LocaleNegotiationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `?locale=` holds something that is not a BCP 47 language tag.
    case malformedLocaleOverride(String)

    public var description: String {
        switch self {
        case .malformedLocaleOverride(let text):
            "'?locale=\(text)' is not a language tag; use a BCP 47 tag such as 'de' or 'pt-BR', or leave it out to use Accept-Language"
        }
    }
}
