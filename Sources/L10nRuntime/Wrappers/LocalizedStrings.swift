/// A property whose value is the array message at `Type.property`.
@propertyWrapper
public struct LocalizedStrings: Sendable, Hashable, Codable {
    var location: WrapperKey
    private var decoded: LocalizableArray<LocalizableString>?

    /// The localized elements once decoded (`localizedArray` reads their texts); the array
    /// message's reference on the encoding side.
    public var wrappedValue: LocalizableArray<LocalizableString> { decoded ?? .empty }

    /// `Type.property`, or `Type.parentKey.property` (FOSMVVM's `parentKey:`); `propertyName`
    /// replaces the property's name.
    public init(parentKey: String? = nil, propertyName: String? = nil) {
        self.init(parentKeys: parentKey.map { [$0] } ?? [], propertyName: propertyName)
    }

    /// `Type.parentKeys….property` (`propertyName` replaces the property's name).
    public init(parentKeys: String..., propertyName: String? = nil) {
        self.init(parentKeys: parentKeys, propertyName: propertyName)
    }

    /// As `init(parentKeys:propertyName:)`, with the parent keys as an array.
    public init(parentKeys: [String], propertyName: String? = nil) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
    }

    public func key(typeName: String, propertyName codingName: String) -> String {
        location.key(typeName: typeName, codingName: codingName)
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
        decoded = try LocalizableArray(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(
                LocalizableArray<LocalizableString>.localized(try location.key(in: core, wrapper: Self.self)))
            return
        }
        try wrappedValue.encode(to: encoder)
    }
}
