/// The value at a key path: text, a list of texts, or a mapping (a namespace such as a type
/// or `parentKeys` level, or a plural mapping whose keys are CLDR categories).
public enum CatalogValue: Sendable, Hashable {
    case string(CatalogScalar)
    case array([CatalogScalar])
    /// The names of the children in source order; each child is an entry of its own at
    /// `key + "." + name`.
    case mapping([String])

    /// `string`, `array` or `mapping`, for messages.
    public var shapeName: String {
        switch self {
        case .string: "a string"
        case .array: "an array"
        case .mapping: "a mapping"
        }
    }
}
