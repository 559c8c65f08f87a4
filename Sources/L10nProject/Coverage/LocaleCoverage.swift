/// How many of the needed keys one locale translates: a row of `l10nc stats`.
public struct LocaleCoverage: Sendable, Hashable, Encodable {
    public var locale: String
    /// Keys present in the locale itself or in an ancestor of the same language (`de-AT`
    /// takes `de`'s text, never the default locale's).
    public var translated: Int
    public var total: Int
    /// The keys with no text, sorted.
    public var missingKeys: [String]
    /// The keys whose text is still the stub or `--fill` text `l10nc fix` wrote, sorted.
    public var needsTranslationKeys: [String] = []
    /// The keys whose text is still a machine translation an agent wrote, not reviewed yet
    /// (`needs-review`), sorted. Counted as translated: the text serves.
    public var needsReviewKeys: [String] = []
    /// `false` for a locale of the resources that `locales:` leaves out: `check` does not
    /// require its keys (and reports it as `unlisted-locale`).
    public var isRequired = true

    public var missing: Int { missingKeys.count }
    public var needsTranslation: Int { needsTranslationKeys.count }
    public var needsReview: Int { needsReviewKeys.count }

    /// Translated share in percent, rounded to one decimal; 100 when nothing is needed.
    public var percent: Double {
        total == 0 ? 100 : (Double(translated) * 1000 / Double(total)).rounded() / 10
    }

    private enum CodingKeys: String, CodingKey {
        case locale, translated, missing, total, percent, missingKeys, needsTranslation, needsTranslationKeys
        case needsReview, needsReviewKeys
        case required
    }

    // `missing` and `percent` are derived, but written out for readers of the JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(translated, forKey: .translated)
        try container.encode(missing, forKey: .missing)
        try container.encode(total, forKey: .total)
        try container.encode(percent, forKey: .percent)
        try container.encode(missingKeys, forKey: .missingKeys)
        try container.encode(needsTranslation, forKey: .needsTranslation)
        try container.encode(needsTranslationKeys, forKey: .needsTranslationKeys)
        try container.encode(needsReview, forKey: .needsReview)
        try container.encode(needsReviewKeys, forKey: .needsReviewKeys)
        try container.encode(isRequired, forKey: .required)
    }
}
