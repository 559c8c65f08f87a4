import Foundation

/// A point in time formatted for the target locale in an explicit time zone.
///
/// Encoded in FOSMVVM's shape by default, `{"v":1721046600,"ds":2,"ls":"15.07.2024"}`
/// (seconds since 1970; the date and time styles as `DateFormatter.Style` raw values, or the
/// fixed format as `df`, each only when set), or as
/// `{"value":"2024-07-15T12:30:00Z","text":"15.07.2024"}` under `WireFormat.l10nc`.
public struct LocalizableDate: Localizable {
    /// How the date is written.
    public enum Format: Sendable, Hashable {
        /// The locale's own date and time styles; `.none` leaves that part out.
        case styles(date: DateFormatter.Style, time: DateFormatter.Style)
        /// A CLDR skeleton (`yMMMd`, `jm`) the locale orders and punctuates its own way.
        case template(String)
        /// A fixed pattern (`yyyy-MM-dd`), FOSMVVM's `dateFormat`: the same order in every
        /// locale, month and day names still translated.
        case dateFormat(String)
    }

    public var value: Date
    public var format: Format
    /// The zone the text is written in. A server's zone is never the reader's: say which.
    public var timeZone: TimeZone
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    public init(value: Date, format: Format, timeZone: TimeZone) {
        self.value = value
        self.format = format
        self.timeZone = timeZone
    }

    /// FOSMVVM's spelling: the styles or the fixed format given; with none of them, the
    /// medium date without a time. Written in `timeZone` (GMT unless given, where FOSMVVM
    /// uses the server's zone).
    public init(
        value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil,
        dateFormat: String? = nil, timeZone: TimeZone = .gmt
    ) {
        let format: Format =
            if let dateFormat {
                .dateFormat(dateFormat)
            } else if dateStyle == nil && timeStyle == nil {
                .styles(date: .medium, time: .none)
            } else {
                .styles(date: dateStyle ?? .none, time: timeStyle ?? .none)
            }
        self.init(value: value, format: format, timeZone: timeZone)
    }

    /// The date style (FOSMVVM's `ds`), when the format has one.
    public var dateStyle: DateFormatter.Style? {
        if case .styles(let date, _) = format, date != .none { return date }
        return nil
    }

    /// The time style (FOSMVVM's `ts`), when the format has one.
    public var timeStyle: DateFormatter.Style? {
        if case .styles(_, let time) = format, time != .none { return time }
        return nil
    }

    /// The fixed pattern (FOSMVVM's `df`), when the format is one.
    public var dateFormat: String? {
        if case .dateFormat(let pattern) = format { return pattern }
        return nil
    }

    public var localizedString: String {
        get throws {
            guard let decodedText else {
                throw LocalizationError.localizationUnbound(key: value.formatted(.iso8601))
            }
            return decodedText
        }
    }

    private enum CodingKeys: String, CodingKey {
        case value = "v", dateStyle = "ds", timeStyle = "ts", dateFormat = "df", text = "ls"
    }

    private enum NativeKeys: String, CodingKey { case value, text }

    /// Reads either wire format.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeZone = .gmt
        if container.contains(.value), (try? container.decode(Double.self, forKey: .value)) != nil {
            value = Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .value))
            let date = try container.decodeIfPresent(UInt.self, forKey: .dateStyle).flatMap(
                DateFormatter.Style.init(rawValue:))
            let time = try container.decodeIfPresent(UInt.self, forKey: .timeStyle).flatMap(
                DateFormatter.Style.init(rawValue:))
            if let pattern = try container.decodeIfPresent(String.self, forKey: .dateFormat) {
                format = .dateFormat(pattern)
            } else {
                format = .styles(date: date ?? .none, time: time ?? .none)
            }
            decodedText = try container.decode(String.self, forKey: .text)
            return
        }
        let native = try decoder.container(keyedBy: NativeKeys.self)
        let text = try native.decode(String.self, forKey: .value)
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: native, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        value = date
        decodedText = try native.decodeIfPresent(String.self, forKey: .text)
        format = .styles(date: .medium, time: .none)
    }

    /// Outside the localizing encoder there is no locale: FOSMVVM's shape with the ISO 8601
    /// date (or the decoded text) as the text.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.date(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value.timeIntervalSince1970, forKey: .value)
        try container.encodeIfPresent(dateStyle?.rawValue, forKey: .dateStyle)
        try container.encodeIfPresent(timeStyle?.rawValue, forKey: .timeStyle)
        try container.encodeIfPresent(dateFormat, forKey: .dateFormat)
        try container.encode(decodedText ?? value.formatted(.iso8601), forKey: .text)
    }
}
