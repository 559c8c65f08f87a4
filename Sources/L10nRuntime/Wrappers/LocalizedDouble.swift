/// A property holding a decimal, percentage or amount formatted for the target locale when
/// encoded.
@propertyWrapper
public struct LocalizedDouble: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableDouble

    public init(wrappedValue: LocalizableDouble) { self.wrappedValue = wrappedValue }

    /// FOSMVVM's spelling; `@LocalizedDouble var ratio` starts at 0, with 0 to 2 fraction digits.
    public init(
        value: Double? = nil, showGroupingSeparator: Bool = true, groupingSize: Int = 3,
        minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 2
    ) {
        wrappedValue = LocalizableDouble(
            value: value ?? 0, showGroupingSeparator: showGroupingSeparator, groupingSize: groupingSize,
            minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits)
    }

    public init(value: Double, style: LocalizableDouble.Style) {
        wrappedValue = LocalizableDouble(value: value, style: style)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableDouble(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
