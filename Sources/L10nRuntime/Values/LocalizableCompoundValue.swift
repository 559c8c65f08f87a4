/// Several localized pieces shown as one string: joined with a separator in declared order,
/// or placed by the locale's pattern over the piece names (`ja`: `%{lastName}%{firstName}`).
///
/// FOSMVVM's `LocalizableCompoundValue<Value>`. Encoded in FOSMVVM's shape by default,
/// `{"pieces":["Ada","Lovelace"],"separator":" "}` (the client joins; no separator key when
/// there is none), or as the joined text under `WireFormat.l10nc`.
public struct LocalizableCompoundValue<Value: Localizable>: Localizable {
    public typealias Piece = LocalizableCompoundPiece

    public var pieces: [Piece]
    /// What goes between two pieces; `nil` (or `.empty`) joins them directly.
    public var separator: LocalizableString?
    /// The key of the optional locale pattern; without a pattern the pieces are joined.
    public var patternKey: String?
    /// An array message whose elements are the pieces, looked up when encoded (FOSMVVM's
    /// `init(pieces: .localized(ref))`); its elements come before `pieces`.
    var piecesRef: LocalizableRef?
    /// The pieces' texts decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedPieces: [String]?

    /// FOSMVVM's spelling (also what `joined(separator:)` builds): pieces named by their
    /// position (`%{0}`, `%{1}`) for patterns.
    public init(pieces: [Value], separator: LocalizableString? = nil, patternKey: String? = nil) {
        self.pieces = pieces.enumerated().map {
            Piece(name: String($0.offset), value: $0.element.localizationArgument)
        }
        self.separator = separator
        self.patternKey = patternKey
    }

    /// FOSMVVM's spelling with the pieces as an array value.
    public init(pieces: LocalizableArray<Value>, separator: LocalizableString? = nil) {
        self.init(pieces: pieces.elements, separator: separator)
        if case .localized(let ref) = pieces { piecesRef = ref }
    }

    /// The pieces' texts joined with the separator's.
    public var localizedString: String {
        get throws { try localizedArray.joined(separator: try separator?.localizedString ?? "") }
    }

    /// Each piece's text, not joined.
    public var localizedArray: [String] {
        get throws {
            if let decodedPieces { return decodedPieces }
            if let piecesRef { throw LocalizationError.localizationUnbound(key: piecesRef.description) }
            return try pieces.map { piece in
                switch piece.value {
                case .string(let text): text
                case .localized(let string): try string.localizedString
                case .substitutions(let value): try value.localizedString
                case .int(let value): try value.localizedString
                case .double(let value): try value.localizedString
                case .date(let value): try value.localizedString
                }
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case pieces, separator }

    /// Reads FOSMVVM's `{"pieces":[…],"separator":…}`, each piece in its own form (text, or a
    /// number's or date's object), or l10nc's joined text.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            let texts: [String]
            if let strings = try? container.decode([String].self, forKey: .pieces) {
                texts = strings
            } else {
                texts = try container.decode([Value].self, forKey: .pieces).map { try $0.localizedString }
            }
            decodedPieces = texts
            pieces = texts.enumerated().map { Piece(name: String($0.offset), value: .string($0.element)) }
            separator = try container.decodeIfPresent(LocalizableString.self, forKey: .separator)
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        decodedPieces = [text]
        pieces = [Piece(name: "0", value: .string(text))]
        separator = nil
    }

    /// Outside the localizing encoder there is no locale: FOSMVVM's shape, each piece in its
    /// own form, with constants as they are and keys as their echoes.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        var list = container.nestedUnkeyedContainer(forKey: .pieces)
        if let piecesRef { try list.encode(KeyEcho.text(key: piecesRef.key, index: piecesRef.index)) }
        for piece in pieces {
            switch piece.value {
            case .string(let text): try list.encode(text)
            case .localized(let string): try list.encode(string)
            case .substitutions(let value): try list.encode(value)
            case .int(let value): try list.encode(value)
            case .double(let value): try list.encode(value)
            case .date(let value): try list.encode(value)
            }
        }
        try container.encodeIfPresent(separator, forKey: .separator)
    }
}

extension LocalizableCompoundValue where Value == LocalizableString {
    /// Named pieces (`firstName`, `lastName`) a locale pattern can place in its own order.
    public init(pieces: [Piece], separator: LocalizableString? = nil, patternKey: String? = nil) {
        self.pieces = pieces
        self.separator = separator
        self.patternKey = patternKey
    }
}

extension Collection where Element: Localizable {
    /// The elements as one compound value, in order, with `separator` between them
    /// (FOSMVVM's `joined(separator:)`).
    public func joined(separator: LocalizableString? = nil) -> LocalizableCompoundValue<Element> {
        LocalizableCompoundValue(pieces: Array(self), separator: separator)
    }
}
