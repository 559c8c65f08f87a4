/// Several localized pieces shown as one string: joined with a separator in declared order,
/// or placed by the locale's pattern over the piece names (`ja`: `%{lastName}%{firstName}`).
public struct LocalizableCompoundValue: Sendable, Hashable, Codable {
    /// One piece and the name a locale pattern calls it by.
    public struct Piece: Sendable, Hashable {
        public var name: String
        public var value: LocalizableString

        public init(name: String, value: LocalizableString) {
            self.name = name
            self.value = value
        }
    }

    public var pieces: [Piece]
    public var separator: LocalizableString
    /// The key of the optional locale pattern; without a pattern the pieces are joined.
    public var patternKey: String?

    public init(pieces: [Piece], separator: LocalizableString = .empty, patternKey: String? = nil) {
        self.pieces = pieces
        self.separator = separator
        self.patternKey = patternKey
    }

    /// Pieces named by their position (`%{0}`, `%{1}`) for patterns.
    public init(pieces: [LocalizableString], separator: LocalizableString = .empty, patternKey: String? = nil)
    {
        self.init(
            pieces: pieces.enumerated().map { Piece(name: String($0.offset), value: $0.element) },
            separator: separator, patternKey: patternKey)
    }

    public init(from decoder: any Decoder) throws {
        pieces = [Piece(name: "0", value: try LocalizableString(from: decoder))]
        separator = .empty
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(
            pieces.map { piece in
                switch piece.value {
                case .empty: ""
                case .constant(let text): text
                case .localized(let key, let index): KeyEcho.text(key: key, index: index)
                }
            }.joined(separator: { if case .constant(let text) = separator { text } else { "" } }()))
    }
}
