import L10nRuntime

extension TranslationMemory {
    /// The matches for a whole message of the default locale in `locale`, best first.
    ///
    /// A text gets up to `limit` matches. A list gets one match made of each element's best, and
    /// a plural message one made of each of `locale`'s categories' best (`pluralCategories`; a
    /// category the default locale lacks is matched by its `other`), when every part has one:
    /// half a list or half a plural from memory would be half a translation. `exactOnly` keeps
    /// fuzzy matches out (what `fix --fill memory` writes without a person choosing).
    public func matches(
        ofMessage message: MemoryMessage, in locale: LocaleIdentifier, pluralCategories: [PluralCategory],
        limit: Int = 3, exactOnly: Bool = false
    ) -> [MessageMatch] {
        func candidates(_ text: String, _ category: PluralCategory?, _ count: Int) -> [MemoryMatch] {
            exactOnly
                ? Array(exactMatches(of: text, in: locale, category: category).prefix(count))
                : matches(of: text, in: locale, category: category, limit: count)
        }
        switch message {
        case .text(let text):
            return candidates(text, nil, limit).map {
                MessageMatch(
                    target: .text($0.target), source: .text($0.source), score: $0.score,
                    origins: [$0.originDescription])
            }
        case .list(let elements):
            var parts: [MemoryMatch] = []
            for element in elements {
                guard let best = candidates(element, nil, 1).first else { return [] }
                parts.append(best)
            }
            guard !parts.isEmpty else { return [] }
            return [
                MessageMatch(
                    target: .list(parts.map(\.target)), source: .list(parts.map(\.source)),
                    score: parts.map(\.score).min()!, origins: Self.origins(of: parts))
            ]
        case .plural(let variants):
            let sources = Dictionary(
                variants.map { ($0.category, $0.text) }, uniquingKeysWith: { first, _ in first })
            var parts: [(PluralCategory, MemoryMatch)] = []
            for category in pluralCategories.sorted() {
                guard let source = sources[category] ?? sources[.other],
                    let best = candidates(source, category, 1).first
                else { return [] }
                parts.append((category, best))
            }
            guard !parts.isEmpty else { return [] }
            return [
                MessageMatch(
                    target: .plural(parts.map { MemoryMessage.Variant($0.0, $0.1.target) }),
                    source: .plural(parts.map { MemoryMessage.Variant($0.0, $0.1.source) }),
                    score: parts.map(\.1.score).min()!, origins: Self.origins(of: parts.map(\.1)))
            ]
        }
    }

    private static func origins(of parts: [MemoryMatch]) -> [String] {
        var origins: [String] = []
        for part in parts where !origins.contains(part.originDescription) {
            origins.append(part.originDescription)
        }
        return origins
    }
}
