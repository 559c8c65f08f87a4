/// A list of strings: an array message looked up by key (`@LocalizedStrings var tabs` →
/// `T.tabs`), or elements given one by one.
public enum LocalizableArray: Sendable, Hashable, Codable {
    /// Every element of the array message at `key`.
    case localized(String)
    case elements([LocalizableString])

    public init(from decoder: any Decoder) throws {
        let texts = try decoder.singleValueContainer().decode([String].self)
        self = .elements(texts.map { .constant($0) })
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .localized(let key): try container.encode([KeyEcho.text(key: key)])
        case .elements(let elements): try container.encode(elements)
        }
    }
}
