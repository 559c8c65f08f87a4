import Foundation

/// A point in time formatted for the target locale in an explicit time zone. Encoded as
/// `{"value": "2024-07-15T12:30:00Z", "text": "15.07.2024, 14:30"}`: ISO 8601 in UTC for
/// sorting and parsing, the formatted text for showing.
public struct LocalizableDate: Sendable, Hashable, Codable {
    /// How the date is written.
    public enum Format: Sendable, Hashable {
        /// The locale's own date and time styles; `.none` leaves that part out.
        case styles(date: DateFormatter.Style, time: DateFormatter.Style)
        /// A CLDR skeleton (`yMMMd`, `jm`) the locale orders and punctuates its own way.
        case template(String)
    }

    public var value: Date
    public var format: Format
    /// The zone the text is written in. Required: a server's zone is never the reader's.
    public var timeZone: TimeZone
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    public init(value: Date, format: Format = .styles(date: .medium, time: .short), timeZone: TimeZone) {
        self.value = value
        self.format = format
        self.timeZone = timeZone
    }

    private enum CodingKeys: String, CodingKey { case value, text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .value)
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        value = date
        decodedText = try container.decodeIfPresent(String.self, forKey: .text)
        format = .styles(date: .medium, time: .short)
        timeZone = TimeZone(identifier: "UTC")!
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.date(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        let iso = value.formatted(.iso8601)
        try container.encode(iso, forKey: .value)
        try container.encode(decodedText ?? iso, forKey: .text)
    }
}
