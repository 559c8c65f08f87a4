import Foundation

/// A property holding a date formatted for the target locale, in an explicit time zone, when
/// encoded.
@propertyWrapper
public struct LocalizedDate: Sendable, Hashable, Codable {
    public var wrappedValue: LocalizableDate

    public init(wrappedValue: LocalizableDate) { self.wrappedValue = wrappedValue }

    public init(value: Date, format: LocalizableDate.Format, timeZone: TimeZone) {
        wrappedValue = LocalizableDate(value: value, format: format, timeZone: timeZone)
    }

    /// FOSMVVM's spelling: the medium date, no time, unless a style or format is given;
    /// written in `timeZone` (GMT unless given).
    public init(
        value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil,
        dateFormat: String? = nil, timeZone: TimeZone = .gmt
    ) {
        wrappedValue = LocalizableDate(
            value: value, dateStyle: dateStyle, timeStyle: timeStyle, dateFormat: dateFormat,
            timeZone: timeZone)
    }

    public init(from decoder: any Decoder) throws { wrappedValue = try LocalizableDate(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}
