import L10nCore
import L10nRuntime

/// A whole message as the memory matches it: a text, a list's elements, or a plural message's
/// variants by CLDR category (in the order they are written).
public enum MemoryMessage: Sendable, Hashable {
    case text(String)
    case list([String])
    case plural([Variant])

    public struct Variant: Sendable, Hashable {
        public var category: PluralCategory
        public var text: String

        public init(_ category: PluralCategory, _ text: String) {
            self.category = category
            self.text = text
        }
    }
}

/// A match for a whole message: the translation in the message's shape, the texts it was made
/// for, its score (a list's or plural's lowest part), and where its parts come from.
public struct MessageMatch: Sendable, Hashable {
    public var target: MemoryMessage
    public var source: MemoryMessage
    public var score: Int
    /// Each origin once, in the order of the parts (`the project (CardViewModel.cancel)`).
    public var origins: [String]

    public init(target: MemoryMessage, source: MemoryMessage, score: Int, origins: [String]) {
        self.target = target
        self.source = source
        self.score = score
        self.origins = origins
    }
}

extension MemoryMessage {
    /// The message at `key` in `locale` of `catalog`: a string, a list, or a plural mapping's
    /// variants; `nil` for no entry or a mapping that is no plural message.
    public init?(key: String, in locale: LocaleIdentifier, catalog: Catalog) {
        guard let entry = catalog.entry(key, in: locale) else { return nil }
        switch entry.value {
        case .string(let scalar): self = .text(scalar.text)
        case .array(let elements): self = .list(elements.map(\.text))
        case .mapping:
            guard let texts = catalog.pluralTexts(at: key, in: locale, strict: true), !texts.isEmpty else {
                return nil
            }
            self = .plural(texts.map { Variant($0.category, $0.text) })
        }
    }
}
