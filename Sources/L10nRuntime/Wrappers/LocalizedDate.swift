import Foundation

/// A property holding a date formatted for the target locale, in an explicit time zone, when
/// encoded.
@propertyWrapper
public struct LocalizedDate: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableDate

    public init(wrappedValue: LocalizableDate) { self.wrappedValue = wrappedValue }
    public init(
        value: Date, format: LocalizableDate.Format = .styles(date: .medium, time: .short), timeZone: TimeZone
    ) {
        wrappedValue = LocalizableDate(value: value, format: format, timeZone: timeZone)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableDate(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
