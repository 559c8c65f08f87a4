/// A string a view model shows: empty, a constant that is not translated, or a message
/// looked up by key when the view model is encoded for a locale.
public enum LocalizableString: Localizable {
    case empty
    /// Text shown as is in every locale (user content, already localized text).
    case constant(String)
    /// The message at `key` (`DashboardViewModel.pageTitle`); with `index`, one element of an
    /// array message.
    case localized(String, index: Int? = nil)

    /// The message `ref` names (FOSMVVM's `.localized(.value(keys: "FOSForms", "ok"))`).
    public static func localized(_ ref: LocalizableRef) -> Self {
        .localized(ref.key, index: ref.index)
    }

    /// The message at `key` (FOSMVVM's short-cut for `.localized(.value(key: key))`).
    public static func localized(key: String) -> Self {
        .localized(key)
    }

    /// The message of property `propertyName` of `type`: `E.case` for an enum localized by its
    /// raw value, `P.E.case` with a parent type, parent keys and an array index as
    /// `LocalizableRef.init(for:parentType:parentKeys:propertyName:index:)` describes. The same
    /// key the scanner derives from `.localized(for: Self.self, propertyName: rawValue)`.
    public static func localized(
        for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: String..., propertyName: String,
        index: Int? = nil
    ) -> Self {
        .localized(
            LocalizableRef(
                for: type, parentType: parentType, parentKeys: parentKeys, propertyName: propertyName,
                index: index))
    }

    /// `Type.propertyName[.messageGroup].messageKey`, FOSMVVM's validation-message form.
    public static func localized(
        for type: (some Any).Type, propertyName: String, messageGroup: String? = nil, messageKey: String
    ) -> Self {
        .localized(
            LocalizableRef(
                for: type, parentKeys: [propertyName] + (messageGroup.map { [$0] } ?? []),
                propertyName: messageKey))
    }

    /// The text, once decoded from the localizing encoder's output or given as a constant.
    public var localizedString: String {
        get throws {
            switch self {
            case .empty: return ""
            case .constant(let text): return text
            case .localized(let key, let index):
                throw LocalizationError.localizationUnbound(key: KeyEcho.text(key: key, index: index))
            }
        }
    }

    /// This message with its `%{name}` placeholders bound to `substitutions`, as in FOSMVVM.
    public func bind(substitutions: [String: any Localizable]) -> LocalizableSubstitutions {
        LocalizableSubstitutions(baseString: self, substitutions: substitutions)
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
