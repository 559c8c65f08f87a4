import L10nCore

/// One translatable text of a translators' file: a whole message, one plural variant or one
/// array element.
public struct ExchangeUnit: Sendable, Hashable {
    public var id: UnitID
    /// The default locale's text.
    public var source: String
    /// The target locale's text, when it has one.
    public var target: String?
    public var state: TranslationState
    /// What the translator needs to know, one line each: the view model and property, the
    /// meaning of each placeholder, the maximum length.
    public var notes: [String]
    /// Where the code asks for the text (`Sources/App/TaskViewModel.swift:12`).
    public var references: [SourceLocation]
    /// The message's text in the target locale's resources when the file was made, as a
    /// fingerprint (`TargetBase`): `import` refuses a translation whose text changed since.
    public var base: String?
    /// Translation memory matches for a unit to translate or to review, best first
    /// (`ExchangeDocument.suggesting(from:)`).
    public var matches: [ExchangeMatch] = []

    public init(
        id: UnitID, source: String, target: String?, state: TranslationState, notes: [String] = [],
        references: [SourceLocation] = [], base: String? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.notes = notes
        self.references = references
        self.base = base
    }
}
