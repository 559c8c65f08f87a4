/// A string a view model shows: empty, a constant that is not translated, or a message
/// looked up by key when the view model is encoded for a locale.
public enum LocalizableString: Sendable, Hashable, Codable {
    case empty
    /// Text shown as is in every locale (user content, already localized text).
    case constant(String)
    /// The message at `key` (`DashboardViewModel.pageTitle`); with `index`, one element of an
    /// array message.
    case localized(String, index: Int? = nil)

    /// The key of a case of an enum localized by its raw value: `E.case`, or `P.E.case` with a
    /// parent type, the same key the scanner derives from
    /// `.localized(for: Self.self, propertyName: rawValue)`.
    public static func localized<T>(for type: T.Type, parentType: Any.Type? = nil, propertyName: String)
        -> LocalizableString
    {
        var key = TypeNames.name(of: type) + "." + propertyName
        if let parentType { key = TypeNames.name(of: parentType) + "." + key }
        return .localized(key)
    }

    /// Decodes the localized text an encoder wrote, as a constant.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text.isEmpty ? .empty : .constant(text)
    }

    /// Outside the localizing encoder there is no locale: a constant is written as is and a
    /// key as its echo `⟦key⟧`, so the output still decodes.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .empty: try container.encode("")
        case .constant(let text): try container.encode(text)
        case .localized(let key, let index): try container.encode(KeyEcho.text(key: key, index: index))
        }
    }
}

extension LocalizableString: ExpressibleByStringLiteral {
    /// A string literal is a constant.
    public init(stringLiteral value: String) { self = .constant(value) }
}
