/// A decimal number formatted for the target locale as a plain number, a percentage or an
/// amount of money.
///
/// Encoded in FOSMVVM's shape by default,
/// `{"v":1234.5,"sgsep":true,"gsepsz":3,"minfd":0,"maxfd":2,"ls":"1.234,5"}` (note `sgsep`,
/// where FOSMVVM's integer says `sgep`), or as `{"value":1234.5,"text":"1.234,5"}` under
/// `WireFormat.l10nc`.
public struct LocalizableDouble: Localizable {
    /// How the number is written.
    public enum Style: Sendable, Hashable {
        /// A plain number with between `minimumFractionDigits` and `maximumFractionDigits`
        /// fraction digits (FOSMVVM's default: 0 to 2).
        case decimal(minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 2)
        /// `value` as a fraction: 0.25 is `25 %` in French.
        case percent
        /// An amount in the ISO 4217 currency `code` (`EUR`).
        case currency(code: String)
    }

    public var value: Double
    public var style: Style
    /// Whether the locale's grouping separator is used (`1,234.5` or `1234.5`).
    public var showGroupingSeparator: Bool
    /// The digits per group FOSMVVM's client is told; l10nc groups as the locale does.
    public var groupingSize: Int
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    /// FOSMVVM's spelling: a plain number with 0 to 2 fraction digits unless told otherwise.
    public init(
        value: Double, showGroupingSeparator: Bool = true, groupingSize: Int = 3,
        minimumFractionDigits: Int = 0,
        maximumFractionDigits: Int = 2
    ) {
        self.init(
            value: value,
            style: .decimal(
                minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits),
            showGroupingSeparator: showGroupingSeparator, groupingSize: groupingSize)
    }

    public init(value: Double, style: Style, showGroupingSeparator: Bool = true, groupingSize: Int = 3) {
        self.value = value
        self.style = style
        self.showGroupingSeparator = showGroupingSeparator
        self.groupingSize = groupingSize
    }

    /// The fewest fraction digits shown (FOSMVVM's `minfd`): the style's own for a decimal, the
    /// currency's for an amount, 0 for a percentage.
    public var minimumFractionDigits: Int {
        switch style {
        case .decimal(let minimum, _): minimum
        case .percent: 0
        case .currency(let code): MessageRenderer.currencyFractionDigits(code)
        }
    }

    /// The most fraction digits shown (FOSMVVM's `maxfd`).
    public var maximumFractionDigits: Int {
        switch style {
        case .decimal(let minimum, let maximum): max(minimum, maximum)
        // As many as the plural rules look at for a percentage (`MessageRenderer`).
        case .percent: 6
        case .currency(let code): MessageRenderer.currencyFractionDigits(code)
        }
    }

    public var localizedString: String {
        get throws {
            guard let decodedText else { throw LocalizationError.localizationUnbound(key: String(value)) }
            return decodedText
        }
    }

    private enum CodingKeys: String, CodingKey {
        case value = "v", showGroupingSeparator = "sgsep", groupingSize = "gsepsz"
        case minimumFractionDigits = "minfd", maximumFractionDigits = "maxfd", text = "ls"
    }

    private enum NativeKeys: String, CodingKey { case value, text }

    /// Reads either wire format.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.value) {
            value = try container.decode(Double.self, forKey: .value)
            showGroupingSeparator = try container.decode(Bool.self, forKey: .showGroupingSeparator)
            groupingSize = try container.decode(Int.self, forKey: .groupingSize)
            style = .decimal(
                minimumFractionDigits: try container.decode(Int.self, forKey: .minimumFractionDigits),
                maximumFractionDigits: try container.decode(Int.self, forKey: .maximumFractionDigits))
            decodedText = try container.decode(String.self, forKey: .text)
            return
        }
        let native = try decoder.container(keyedBy: NativeKeys.self)
        value = try native.decode(Double.self, forKey: .value)
        decodedText = try native.decodeIfPresent(String.self, forKey: .text)
        style = .decimal()
        showGroupingSeparator = true
        groupingSize = 3
    }

    /// Outside the localizing encoder there is no locale: FOSMVVM's shape with the number's
    /// plain digits (or the decoded text) as the text.
    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeFormatted(.double(self))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(showGroupingSeparator, forKey: .showGroupingSeparator)
        try container.encode(groupingSize, forKey: .groupingSize)
        try container.encode(minimumFractionDigits, forKey: .minimumFractionDigits)
        try container.encode(maximumFractionDigits, forKey: .maximumFractionDigits)
        try container.encode(decodedText ?? String(value), forKey: .text)
    }
}
