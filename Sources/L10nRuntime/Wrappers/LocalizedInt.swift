/// A property holding an integer formatted for the target locale when encoded.
@propertyWrapper
public struct LocalizedInt: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableInt

    public init(wrappedValue: LocalizableInt) { self.wrappedValue = wrappedValue }
    public init(value: Int, usesGrouping: Bool = true) {
        wrappedValue = LocalizableInt(value: value, usesGrouping: usesGrouping)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableInt(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
