/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4): language ranges with q-values.
///
/// Matching follows CLDR: for each range, best quality first (header order breaks ties), the
/// first table locale of the range's CLDR chain (`es-MX` → `es-419` → `es`, `zh-TW` →
/// `zh-Hant-TW` → `zh-Hant`, `iw` → `he`), else a more specific table locale that inherits
/// from the range (`en` → `en-GB`); see `LocaleMatcher`. `*` stands for the default locale.
/// A range with `q=0` is refused and never chosen.
public struct AcceptLanguage: Sendable, Hashable {
    /// One language range.
    public struct Range: Sendable, Hashable {
        /// The locale, or `nil` for the wildcard `*`.
        public let locale: LocaleIdentifier?
        /// The q-value, 0 to 1.
        public let quality: Double
    }

    /// The well-formed ranges, best quality first, header order within a quality.
    public let ranges: [Range]
    /// Locales refused with `q=0`.
    public let refused: Set<LocaleIdentifier>

    /// Parses `header`, skipping malformed ranges (a bad entry must not cost the whole header).
    public init(parsing header: String) {
        var ranges: [(Range, Int)] = []
        var refused = Set<LocaleIdentifier>()
        for (position, entry) in header.split(separator: ",").enumerated() {
            let parts = entry.split(separator: ";").map { $0.trimmingSpaces }
            guard let tagText = parts.first, !tagText.isEmpty else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else {
                    valid = false
                    break
                }
                quality = value
            }
            guard valid else { continue }
            let locale: LocaleIdentifier?
            if tagText == "*" {
                locale = nil
            } else if let parsed = LocaleIdentifier(tagText) {
                locale = parsed
            } else {
                continue
            }
            if quality == 0 {
                if let locale { refused.insert(locale) }
                continue
            }
            ranges.append((Range(locale: locale, quality: quality), position))
        }
        self.ranges = ranges.sorted { ($0.0.quality, -$0.1) > ($1.0.quality, -$1.1) }.map(\.0)
        self.refused = refused
    }

    /// The best of `available` for this header, or `fallback` when no range matches, with
    /// CLDR's locale negotiation (`LocaleMatcher`).
    public func bestMatch(among available: [LocaleIdentifier], fallback: LocaleIdentifier) -> LocaleIdentifier
    {
        LocaleMatcher(available: available, defaultLocale: fallback).bestLocale(for: self)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
