import L10nRuntime

/// A translation the memory offers for a text: the text it was made for, the translation,
/// how similar the two sources are, and where it comes from.
public struct MemoryMatch: Sendable, Hashable {
    /// The default-locale text the translation was made for.
    public var source: String
    /// The translation.
    public var target: String
    public var locale: LocaleIdentifier
    /// The plural category, for a variant of a plural message; `nil` for a plain text.
    public var category: PluralCategory?
    /// 100 for an exact match (the same text); below for a fuzzy one (`SimilarityScore`).
    public var score: Int
    public var origin: MemoryOrigin
    /// What names the translation in its origin: the message key in the project or in a file
    /// (`TaskViewModel.cancel`, an app catalog's `Cancel`), a TMX unit's `tuid`.
    public var reference: String?

    public init(
        source: String, target: String, locale: LocaleIdentifier, category: PluralCategory?, score: Int,
        origin: MemoryOrigin, reference: String?
    ) {
        self.source = source
        self.target = target
        self.locale = locale
        self.category = category
        self.score = score
        self.origin = origin
        self.reference = reference
    }

    /// Whether the match is for the very text asked about.
    public var isExact: Bool { score == 100 }

    /// `the project (TaskViewModel.cancel)`, `Translations/app.xcstrings (Cancel)`.
    public var originDescription: String {
        origin.description + (reference.map { " (\($0))" } ?? "")
    }
}
