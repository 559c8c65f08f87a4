/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4): language ranges with q-values.
///
/// Matching follows RFC 4647 lookup, extended for tables: for each range, best quality
/// first (header order breaks ties), the table locale equal to the range, else the range's
/// truncations (`de-CH` → `de`), else the first table locale the range is a prefix of
/// (`en` → `en-GB`). `*` stands for the default locale. A range with `q=0` is refused and
/// never chosen.
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

    /// The best of `available` for this header, or `fallback` when no range matches.
    public func bestMatch(among available: [LocaleIdentifier], fallback: LocaleIdentifier) -> LocaleIdentifier
    {
        let candidates = available.filter { !refused.contains($0) }
        let tags = Set(candidates.map(\.tag))
        for range in ranges {
            guard let locale = range.locale else {
                return refused.contains(fallback) ? (candidates.first ?? fallback) : fallback
            }
            var candidate: LocaleIdentifier? = locale
            while let current = candidate {
                if tags.contains(current.tag) { return current }
                candidate = current.truncated
            }
            let prefix = locale.tag.lowercased() + "-"
            if let extended = candidates.first(where: { $0.tag.lowercased().hasPrefix(prefix) }) {
                return extended
            }
        }
        return fallback
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
