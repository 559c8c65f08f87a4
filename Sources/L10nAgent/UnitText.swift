import L10nEditing
import L10nRuntime

/// A message's text as an agent reads and writes it: a string, a list of strings
/// (`@LocalizedStrings`), or a plural message's text per CLDR category.
///
/// In JSON: a string, an array of strings, or an object from category (`one`, `few`, …) to
/// string.
public enum UnitText: Sendable, Hashable, Codable {
    case text(String)
    case list([String])
    case plural([PluralCategory: String])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let list = try? container.decode([String].self) {
            self = .list(list)
        } else if let variants = try? container.decode([String: String].self) {
            var plural: [PluralCategory: String] = [:]
            for (name, text) in variants {
                guard let category = PluralCategory(rawValue: name) else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription:
                            "'\(name)' is not a CLDR plural category (zero, one, two, few, many, other)")
                }
                plural[category] = text
            }
            self = .plural(plural)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "a text is a string, a list of strings, or an object from plural category to string")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .plural(let variants):
            try container.encode(
                Dictionary(uniqueKeysWithValues: variants.map { ($0.key.rawValue, $0.value) }))
        }
    }

    /// Every string of the text: the text, the elements, or the variants in CLDR order.
    public var strings: [String] {
        switch self {
        case .text(let text): [text]
        case .list(let list): list
        case .plural(let variants): variants.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// The value the resources are written with.
    var editValue: EditValue {
        switch self {
        case .text(let text): .string(text)
        case .list(let list): .strings(list)
        case .plural(let variants):
            .mapping(
                variants.sorted { $0.key < $1.key }.map { ($0.key.rawValue, EditValue.string($0.value)) })
        }
    }

    /// What the kind of text is called in messages.
    var kindName: String {
        switch self {
        case .text: "a string"
        case .list: "a list of strings"
        case .plural: "an object of plural categories"
        }
    }
}
