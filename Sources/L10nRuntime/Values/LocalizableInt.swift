/// An integer formatted for the target locale (grouping, digits). Encoded as
/// `{"value": 1234, "text": "1.234"}` so a client can sort by value and show text.
public struct LocalizableInt: Sendable, Hashable, Codable {
    public var value: Int
    /// Whether the locale's grouping separator is used (`1,234` or `1234`).
    public var usesGrouping: Bool
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    public init(value: Int, usesGrouping: Bool = true) {
        self.value = value
        self.usesGrouping = usesGrouping
    }

    private enum CodingKeys: String, CodingKey { case value, text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Int.self, forKey: .value)
        decodedText = try container.decodeIfPresent(String.self, forKey: .text)
        usesGrouping = true
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.int(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(decodedText ?? String(value), forKey: .text)
    }
}
