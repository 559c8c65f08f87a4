/// A property whose text is the message at `Type.property` (or the key its arguments
/// describe), resolved when the view model is encoded for a locale.
///
/// The key is learned during encoding, without a macro and without `Mirror`: the type name
/// from the value the encoder is encoding (the enclosing type, generic arguments dropped),
/// the property name from the coding key. After decoding, `wrappedValue` is the localized
/// text as a constant.
@propertyWrapper
public struct LocalizedString: Sendable, Hashable, Codable {
    var location: WrapperKey
    /// For an element of an array message.
    public let index: Int?
    private var decoded: LocalizableString?

    /// The localized text once decoded; `.empty` on the encoding side, where the text depends
    /// on the locale of each encode.
    public var wrappedValue: LocalizableString { decoded ?? .empty }

    /// `Type.property`, or `Type.parentKey.property` (FOSMVVM's `parentKey:`); `propertyName`
    /// replaces the property's name (an empty one does not, as in FOSMVVM); with `index`, that
    /// element of the array message.
    public init(parentKey: String? = nil, propertyName: String? = nil, index: Int? = nil) {
        self.init(parentKeys: parentKey.map { [$0] } ?? [], propertyName: propertyName, index: index)
    }

    /// `Type.parentKeys….property` (`propertyName` replaces the property's name); with
    /// `index`, that element of the array message.
    public init(parentKeys: String..., propertyName: String? = nil, index: Int? = nil) {
        self.init(parentKeys: parentKeys, propertyName: propertyName, index: index)
    }

    /// As `init(parentKeys:propertyName:index:)`, with the parent keys as an array.
    public init(parentKeys: [String], propertyName: String? = nil, index: Int? = nil) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
        self.index = index
    }

    /// `Type.propertyName[.messageGroup].messageKey`.
    public init(_ propertyName: String, messageGroup: String? = nil, messageKey: String) {
        location = WrapperKey(
            parentKeys: [], propertyName: propertyName, messageGroup: messageGroup, messageKey: messageKey)
        index = nil
    }

    /// The key this wrapper resolves to as property `codingName` of `typeName`.
    public func key(typeName: String, propertyName codingName: String) -> String {
        location.key(typeName: typeName, codingName: codingName)
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
        index = nil
        decoded = try LocalizableString(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(.localized(try location.key(in: core, wrapper: Self.self), index: index))
            return
        }
        try wrappedValue.encode(to: encoder)
    }
}
