/// A property whose text joins other localized properties of the same type: the elements of
/// a `@LocalizedStrings` (`pieces: \._pieces`) or several `@LocalizedString`s
/// (`pieces: \._firstName, \._lastName`), with an optional localized separator
/// (`separator: \._separator`). Spelled `@LocalizedCompoundString` in any `Encodable` type
/// (a member type alias of `Encodable` for `_LocalizedCompoundString<Self>`). It has no message of its own, but a locale may give a
/// pattern at `Type.property` over the piece names (the property names, or `0`, `1`… for
/// the elements of an array): `ja: fullName: "%{lastName}%{firstName}"`.
///
/// The pieces' property names are learned once per key path (see `PropertyNames`).
/// `@unchecked Sendable` because `KeyPath` is not declared `Sendable`, though a key path to
/// a stored property is an immutable value.
@propertyWrapper
public struct _LocalizedCompoundString<Model>: @unchecked Sendable, Hashable, Codable {
    enum Pieces: Hashable {
        case array(WritableKeyPath<Model, LocalizedStrings>)
        case named([WritableKeyPath<Model, LocalizedString>])
    }

    var location: WrapperKey
    private let pieces: Pieces?
    private let separator: WritableKeyPath<Model, LocalizedString>?
    private var decoded: LocalizableCompoundValue<LocalizableString>?

    /// The localized pieces and separator once decoded (`localizedString` joins them); no
    /// pieces on the encoding side.
    public var wrappedValue: LocalizableCompoundValue<LocalizableString> {
        decoded ?? LocalizableCompoundValue(pieces: [LocalizableString]())
    }

    public init(
        pieces: WritableKeyPath<Model, LocalizedStrings>,
        separator: WritableKeyPath<Model, LocalizedString>? = nil,
        propertyName: String? = nil
    ) {
        location = WrapperKey(parentKeys: [], propertyName: propertyName)
        self.pieces = .array(pieces)
        self.separator = separator
    }

    public init(
        pieces: WritableKeyPath<Model, LocalizedString>...,
        separator: WritableKeyPath<Model, LocalizedString>? = nil,
        propertyName: String? = nil
    ) {
        location = WrapperKey(parentKeys: [], propertyName: propertyName)
        self.pieces = .named(pieces)
        self.separator = separator
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
        pieces = nil
        separator = nil
        decoded = try LocalizableCompoundValue(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        guard let core = encoder as? LocalizingEncoderCore else {
            try wrappedValue.encode(to: encoder)
            return
        }
        let patternKey = try location.key(in: core, wrapper: Self.self)
        guard let model = core.enclosingValue(as: Model.self, excluding: Self.self),
            let typeName = core.enclosingTypeName(excluding: Self.self), let pieces
        else {
            try core.writeLocalized(
                LocalizableCompoundValue<LocalizableString>(
                    pieces: [LocalizableString.localized(patternKey)], separator: nil))
            return
        }
        var compoundPieces: [LocalizableCompoundPiece] = []
        switch pieces {
        case .array(let keyPath):
            let name = PropertyNames.name(of: keyPath, in: model) ?? ""
            let key = model[keyPath: keyPath].key(typeName: typeName, propertyName: name)
            for (index, element) in try core.renderer.arrayElements(key: key).enumerated() {
                compoundPieces.append(
                    .init(name: String(index), value: .constant(String(decoding: element, as: UTF8.self))))
            }
        case .named(let keyPaths):
            for keyPath in keyPaths {
                let name = PropertyNames.name(of: keyPath, in: model) ?? ""
                let wrapper = model[keyPath: keyPath]
                compoundPieces.append(
                    .init(
                        name: name,
                        value: .localized(
                            wrapper.key(typeName: typeName, propertyName: name), index: wrapper.index)))
            }
        }
        var separatorValue: LocalizableString?
        if let separator {
            let name = PropertyNames.name(of: separator, in: model) ?? ""
            let wrapper = model[keyPath: separator]
            separatorValue = .localized(
                wrapper.key(typeName: typeName, propertyName: name), index: wrapper.index)
        }
        try core.writeLocalized(
            LocalizableCompoundValue<LocalizableString>(
                pieces: compoundPieces, separator: separatorValue, patternKey: patternKey))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.location == rhs.location && lhs.pieces == rhs.pieces && lhs.separator == rhs.separator
            && lhs.decoded == rhs.decoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(pieces)
        hasher.combine(separator)
    }
}
