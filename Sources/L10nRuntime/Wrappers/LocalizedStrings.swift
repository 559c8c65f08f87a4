/// A property whose value is the array message at `Type.property`.
@propertyWrapper
public struct LocalizedStrings: Sendable, Hashable, Codable {
    var location: WrapperKey
    private var decoded: [LocalizableString]?

    /// The localized elements once decoded; empty on the encoding side.
    public var wrappedValue: [LocalizableString] { decoded ?? [] }

    /// `Type.property`.
    public init() {
        location = WrapperKey(parentKeys: [])
    }

    /// `Type.parentKeys….property` (`propertyName` replaces the property's name).
    public init(parentKeys: String..., propertyName: String? = nil) {
        location = WrapperKey(parentKeys: parentKeys, propertyName: propertyName)
    }

    public func key(typeName: String, propertyName codingName: String) -> String {
        location.key(typeName: typeName, codingName: codingName)
    }

    public init(from decoder: any Decoder) throws {
        location = WrapperKey(parentKeys: [])
        decoded = try decoder.singleValueContainer().decode([String].self).map { .constant($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(
                LocalizableArray.localized(try location.key(in: core, wrapper: Self.self)))
            return
        }
        try LocalizableArray.elements(wrappedValue).encode(to: encoder)
    }
}
