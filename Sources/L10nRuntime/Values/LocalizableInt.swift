/// An integer formatted for the target locale (grouping, digits).
///
/// Encoded in FOSMVVM's shape by default, `{"v":1234,"sgep":true,"gsepsz":3,"ls":"1.234"}`,
/// or as `{"value":1234,"text":"1.234"}` under `WireFormat.l10nc`: the value to sort by and
/// the text to show.
public struct LocalizableInt: Localizable {
    public var value: Int
    /// Whether the locale's grouping separator is used (`1,234` or `1234`).
    public var usesGrouping: Bool
    /// The digits per group FOSMVVM's client is told; l10nc groups as the locale does
    /// (CLDR: `12,34,567` in Hindi), which is 3 everywhere else.
    public var groupingSize: Int
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    /// FOSMVVM's spelling: `LocalizableInt(value: 42, showGroupingSeparator: false)`.
    public init(value: Int, showGroupingSeparator: Bool = true, groupingSize: Int = 3) {
        self.value = value
        self.usesGrouping = showGroupingSeparator
        self.groupingSize = groupingSize
    }

    public init(value: Int, usesGrouping: Bool) {
        self.init(value: value, showGroupingSeparator: usesGrouping)
    }

    /// FOSMVVM's name for `usesGrouping`.
    public var showGroupingSeparator: Bool { usesGrouping }

    public var localizedString: String {
        get throws {
            guard let decodedText else { throw LocalizationError.localizationUnbound(key: String(value)) }
            return decodedText
        }
    }

    private enum CodingKeys: String, CodingKey {
        case value = "v", showGroupingSeparator = "sgep", groupingSize = "gsepsz", text = "ls"
    }

    private enum NativeKeys: String, CodingKey { case value, text }

    /// Reads either wire format.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.value) {
            value = try container.decode(Int.self, forKey: .value)
            usesGrouping = try container.decode(Bool.self, forKey: .showGroupingSeparator)
            groupingSize = try container.decode(Int.self, forKey: .groupingSize)
            decodedText = try container.decode(String.self, forKey: .text)
            return
        }
        let native = try decoder.container(keyedBy: NativeKeys.self)
        value = try native.decode(Int.self, forKey: .value)
        decodedText = try native.decodeIfPresent(String.self, forKey: .text)
        usesGrouping = true
        groupingSize = 3
    }

    /// Outside the localizing encoder there is no locale: FOSMVVM's shape with the plain
    /// digits (or the decoded text) as the text.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.int(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(usesGrouping, forKey: .showGroupingSeparator)
        try container.encode(groupingSize, forKey: .groupingSize)
        try container.encode(decodedText ?? String(value), forKey: .text)
    }
}
