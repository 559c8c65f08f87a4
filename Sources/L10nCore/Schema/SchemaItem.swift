/// One thing the code needs from the resources: a key of a given kind, and where the code
/// asks for it.
public struct SchemaItem: Sendable, Hashable, Codable {
    /// What kind of value the key must hold.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `@LocalizedString`: a string (or a plural mapping).
        case string
        /// `@LocalizedStrings`: an array of strings.
        case array
        /// `@LocalizedString(propertyName:index:)`: one element of an array key.
        case element
        /// `@LocalizedSubs`: a string with `%{name}` placeholders.
        case subs
        /// `@LocalizedCompoundString`: no key of its own; joins its pieces. A locale may give
        /// a pattern at `key` over the piece names.
        case compound
        /// `@LocalizedInt`, `@LocalizedDouble`, `@LocalizedDate`: formatted, not looked up.
        case formatted
        /// A case of an enum localized by its raw value.
        case enumCase = "enum-case"
        /// A key read directly from FOSMVVM's store (`store.t("key", locale:)`): the key is
        /// used, so not an orphan, but not required (code may probe for an absent key).
        case storeLookup = "store-lookup"
    }

    /// The full key: `T.a.b.x`, `T.pieces[0]` for an element, `E.case` or `P.E.case`.
    public var key: String
    public var kind: Kind
    /// The type whose resources hold the key: the first component of `key` (`T`, or `P` for
    /// a `parentType:` enum).
    public var typeName: String
    /// The Swift property (or enum case) that asks for the key.
    public var propertyName: String
    public var location: SourceLocation
    /// For `subs`: the substitution names when the code declares them as a dictionary
    /// literal, sorted; `nil` when they cannot be known statically.
    public var placeholders: [String]?
    /// For `subs`: the member the substitutions come from (`subs` for `\.subs`), when the
    /// scanner knows it. Properties of one type naming the same member share one dictionary,
    /// and `placeholder-unused` judges them together. `nil` when unknown.
    public var substitutionsMember: String?
    /// For `element`: the array's key (`T.pieces`) and the index.
    public var arrayKey: String?
    public var index: Int?
    /// For `compound`: the pieces in declared order and the separator's key, if any.
    public var pieces: [CompoundPiece]?
    public var separatorKey: String?
    /// `true` for a key written out whole in code (`.value(keys: "FOSForms", "save")`,
    /// `.localized(key:)`, `.arrayValue(key:index:)`, and FOSMVVM's shared form-button texts):
    /// `typeName` is then the key's first component, which need not name a Swift type.
    /// `nil` otherwise.
    public var isRawKey: Bool?
    /// The protocol through which a protocol extension's `Self.self` key is required of this
    /// item's type (`UserFields` for a key written in `extension UserFields`); `nil` otherwise.
    public var requiredByProtocol: String?
    /// Set when FOSMVVM's macro does not see the member (FOSMVVM then cannot encode the view
    /// model); `nil` when it does, or when no macro is attached.
    public var macroInvisibility: MacroInvisibility?
    /// For `subs`: the type the code gives each substitution (`LocalizableInt`), by name,
    /// where the dictionary literal says it; for translators' notes. `nil` when unknown.
    public var placeholderTypes: [String: String]?
    /// The most characters the text may have, when the code says so with a
    /// `// l10nc:max-length N` comment on the property; for translators' notes.
    public var maxLength: Int?
    /// The string literals that spell components of the key (of `arrayKey` for an element):
    /// a raw key's (`.localized(key: "Shared.title")`, `.value(keys: "FOSForms", "ok")`, a
    /// store lookup's) and the `propertyName:`, `parentKeys:`, `messageGroup:` and
    /// `messageKey:` of a key built from a type. An editor renames a key in them, and goes
    /// from them to the key. `nil` when the key is spelled by no literal.
    public var keyLiterals: [KeyLiteral]?

    public init(
        key: String, kind: Kind, typeName: String, propertyName: String, location: SourceLocation,
        placeholders: [String]? = nil, arrayKey: String? = nil, index: Int? = nil,
        pieces: [CompoundPiece]? = nil, separatorKey: String? = nil, isRawKey: Bool? = nil,
        requiredByProtocol: String? = nil, macroInvisibility: MacroInvisibility? = nil
    ) {
        self.key = key
        self.kind = kind
        self.typeName = typeName
        self.propertyName = propertyName
        self.location = location
        self.placeholders = placeholders
        self.arrayKey = arrayKey
        self.index = index
        self.pieces = pieces
        self.separatorKey = separatorKey
        self.isRawKey = isRawKey
        self.requiredByProtocol = requiredByProtocol
        self.macroInvisibility = macroInvisibility
    }

    /// The key that must exist in the resources, if this item needs one: the array's key for
    /// an element; none for formatted values and compounds (whose pattern is optional).
    public var requiredKey: String? {
        switch kind {
        case .string, .array, .subs, .enumCase: key
        case .element: arrayKey
        case .compound, .formatted, .storeLookup: nil
        }
    }
}

/// A string literal of Swift source that spells one or more components of a key.
public struct KeyLiteral: Sendable, Hashable, Codable {
    /// Where the literal's text starts: the first character after the opening quote.
    public var location: SourceLocation
    /// The literal's text as written between the quotes.
    public var text: String
    /// The index, in the key's `.`-separated components, of the first component the literal
    /// spells; the literal spells as many as its text has.
    public var firstComponent: Int

    public init(location: SourceLocation, text: String, firstComponent: Int) {
        self.location = location
        self.text = text
        self.firstComponent = firstComponent
    }

    /// The components the literal spells, with where each starts in the literal's text (in
    /// Unicode scalars from its first character).
    public var components: [(name: String, offset: Int)] {
        var result: [(name: String, offset: Int)] = []
        var offset = 0
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            result.append((String(part), offset))
            offset += part.unicodeScalars.count + 1
        }
        return result
    }
}

/// A piece of a compound string: its name in a locale pattern (`%{firstName}`) and the key
/// of the value it stands for.
public struct CompoundPiece: Sendable, Hashable, Codable {
    public var name: String
    public var key: String

    public init(name: String, key: String) {
        self.name = name
        self.key = key
    }
}
