/// One thing to translate: a key in a target locale, with what a translator needs to do it
/// (`l10n_gaps` returns pages of these).
public struct TranslationUnit: Sendable, Hashable, Codable {
    public var key: String
    public var locale: String
    /// The default locale's text: a string, a list (`@LocalizedStrings`), or a plural message
    /// by category.
    public var source: UnitText
    /// For a plural message: the categories the target locale needs (`one few many other` for
    /// `ru`), in CLDR order; `nil` otherwise.
    public var pluralCategories: [String]?
    /// The placeholders the translation must keep, with the type the code substitutes.
    public var placeholders: [UnitPlaceholder]
    /// The locale's text now, if any.
    public var target: UnitText?
    public var state: UnitState
    public var notes: UnitNotes
    /// The fingerprint of the target text as served (`none` without one), the one `export`
    /// writes: give it back with the submission, and a text changed meanwhile is refused.
    public var base: String
}

/// A placeholder of a unit: `%{name}`, and the type the code substitutes there when it says.
public struct UnitPlaceholder: Sendable, Hashable, Codable {
    public var name: String
    /// `String`, `LocalizableInt`, …; `nil` when the code does not say.
    public var type: String?
}

/// What the code says of a unit: where it is used, and how long it may be.
public struct UnitNotes: Sendable, Hashable, Codable {
    public var usedBy: [UnitUse]
    /// `// l10nc:max-length N` on the property: the most characters the text may have
    /// (placeholders not counted).
    public var maxLength: Int?
}

/// A property (or enum case) that shows the text.
public struct UnitUse: Sendable, Hashable, Codable {
    public var viewModel: String
    public var property: String
    /// `file:line`, relative to the server's folder.
    public var location: String
}
