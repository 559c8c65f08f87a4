/// `l10n_gaps`: one page of the units of a locale.
public struct GapsRequest: Sendable, Hashable, Codable {
    /// Which units a page holds.
    public enum Filter: String, Sendable, Hashable, Codable, CaseIterable {
        /// No text yet, or still a stub or copy `l10nc fix` wrote.
        case missing
        /// Translated from an earlier default-locale text.
        case stale
        /// An agent's machine translation no one has accepted.
        case review
        /// Every unit, translated ones too.
        case all

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let filter = Filter(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "'\(text)' is not one of "
                        + Self.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = filter
        }

        func includes(_ state: UnitState) -> Bool {
            switch self {
            case .missing: state == .missing
            case .stale: state == .stale
            case .review: state == .review
            case .all: true
            }
        }
    }

    /// The most units a page holds, and how many unless asked otherwise.
    public static let maximumLimit = 1_000
    public static let defaultLimit = 100

    public var project: String?
    public var locale: String
    public var only: Filter?
    public var limit: Int?
    public var cursor: String?

    public init(
        project: String? = nil, locale: String, only: Filter? = nil, limit: Int? = nil, cursor: String? = nil
    ) {
        self.project = project
        self.locale = locale
        self.only = only
        self.limit = limit
        self.cursor = cursor
    }
}

/// A page of units, and the cursor of the next one (`nil`: this was the last).
public struct GapsPage: Sendable, Hashable, Codable {
    public var units: [TranslationUnit]
    public var nextCursor: String?
}
