/// A property holding a decimal, percentage or amount formatted for the target locale when
/// encoded.
@propertyWrapper
public struct LocalizedDouble: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableDouble

    public init(wrappedValue: LocalizableDouble) { self.wrappedValue = wrappedValue }
    public init(value: Double, style: LocalizableDouble.Style = .decimal()) {
        wrappedValue = LocalizableDouble(value: value, style: style)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableDouble(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
