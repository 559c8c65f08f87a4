/// A property holding an integer formatted for the target locale when encoded.
@propertyWrapper
public struct LocalizedInt: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableInt

    public init(wrappedValue: LocalizableInt) { self.wrappedValue = wrappedValue }

    /// FOSMVVM's spelling; `@LocalizedInt var count` starts at 0.
    public init(value: Int? = nil, showGroupingSeparator: Bool = true, groupingSize: Int = 3) {
        wrappedValue = LocalizableInt(
            value: value ?? 0, showGroupingSeparator: showGroupingSeparator, groupingSize: groupingSize)
    }

    public init(value: Int, usesGrouping: Bool) {
        wrappedValue = LocalizableInt(value: value, usesGrouping: usesGrouping)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableInt(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
