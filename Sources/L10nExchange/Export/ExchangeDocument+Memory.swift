import L10nMemory
import L10nRuntime

extension ExchangeDocument {
    /// The most matches a unit carries: CAT tools show a handful, and each costs file size.
    public static let matchLimit = 3

    /// The document with translation memory matches on each unit still to translate or to
    /// review: exact matches, then fuzzy ones (`SimilarityScore`, placeholders agreeing by name),
    /// best first, a plural variant matched within its category. A match that is the unit's
    /// own text is left out.
    public func suggesting(from memory: TranslationMemory, limit: Int = matchLimit) -> ExchangeDocument {
        var document = self
        for index in document.units.indices where document.units[index].state != .translated {
            let unit = document.units[index]
            var category: PluralCategory?
            if case .plural(let named) = unit.id.variant { category = named }
            document.units[index].matches = memory.matches(
                of: unit.source, in: targetLocale, category: category, limit: limit + 1
            )
            .filter { $0.target != unit.target }.prefix(limit).map {
                ExchangeMatch(
                    source: $0.source, target: $0.target, quality: $0.score, origin: $0.originDescription)
            }
        }
        return document
    }
}
