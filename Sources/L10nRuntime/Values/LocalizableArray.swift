/// A list of localizable values: an array message looked up by reference
/// (`@LocalizedStrings var tabs` → `T.tabs`), or elements given one by one. FOSMVVM's
/// `LocalizableArray<Element>`; encoded as a JSON array of the elements' encodings.
public enum LocalizableArray<Element: Localizable>: Localizable {
    case empty
    case constant([Element])
    /// Every element of the array message `ref` names.
    case localized(LocalizableRef)

    /// Every element of the array message at `key` (FOSMVVM's short-cut).
    public static func localized(key: String) -> Self { .localized(.value(key: key)) }

    /// Every element of the array message at `key`.
    public static func localized(_ key: String) -> Self { .localized(.value(key: key)) }

    /// The given elements (l10nc's name for `.constant`).
    public static func elements(_ elements: [Element]) -> Self { .constant(elements) }

    /// The elements' texts joined without a separator, as in FOSMVVM.
    public var localizedString: String {
        get throws { try localizedArray.joined() }
    }

    /// Each element's text; throws `LocalizationError.localizationUnbound` for a reference not
    /// yet encoded and decoded.
    public var localizedArray: [String] {
        get throws {
            switch self {
            case .empty: return []
            case .constant(let elements): return try elements.map { try $0.localizedString }
            case .localized(let ref): throw LocalizationError.localizationUnbound(key: ref.description)
            }
        }
    }

    /// The elements as decoded; empty for a reference.
    public var elements: [Element] {
        if case .constant(let elements) = self { return elements }
        return []
    }

    public init(from decoder: any Decoder) throws {
        let elements = try decoder.singleValueContainer().decode([Element].self)
        self = elements.isEmpty ? .empty : .constant(elements)
    }

    /// Outside the localizing encoder there is no locale: a reference is written as its echo.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .empty: try container.encode([String]())
        case .constant(let elements): try container.encode(elements)
        case .localized(let ref): try container.encode([KeyEcho.text(key: ref.key, index: ref.index)])
        }
    }
}
