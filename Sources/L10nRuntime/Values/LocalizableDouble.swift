/// A decimal number formatted for the target locale as a plain number, a percentage or an
/// amount of money. Encoded as `{"value": 1234.5, "text": "1.234,5"}`.
public struct LocalizableDouble: Sendable, Hashable, Codable {
    /// How the number is written.
    public enum Style: Sendable, Hashable {
        /// A plain number with between `minimumFractionDigits` and `maximumFractionDigits`
        /// fraction digits.
        case decimal(minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 3)
        /// `value` as a fraction: 0.25 is `25 %` in French.
        case percent
        /// An amount in the ISO 4217 currency `code` (`EUR`).
        case currency(code: String)
    }

    public var value: Double
    public var style: Style
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    public init(value: Double, style: Style = .decimal()) {
        self.value = value
        self.style = style
    }

    private enum CodingKeys: String, CodingKey { case value, text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Double.self, forKey: .value)
        decodedText = try container.decodeIfPresent(String.self, forKey: .text)
        style = .decimal()
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.double(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(decodedText ?? String(value), forKey: .text)
    }
}
