/// A translation memory match offered with a unit: what a CAT tool shows beside the unit, for
/// the translator to take, adapt or ignore.
public struct ExchangeMatch: Sendable, Hashable {
    /// The default-locale text the translation was made for.
    public var source: String
    public var target: String
    /// How alike `source` and the unit's source are, 0…100 (`SimilarityScore`); 100: the same text.
    public var quality: Int
    /// Where it comes from (`the project (CardViewModel.cancel)`, `Translations/app.xcstrings (Cancel)`).
    public var origin: String

    public init(source: String, target: String, quality: Int, origin: String) {
        self.source = source
        self.target = target
        self.quality = quality
        self.origin = origin
    }
}
