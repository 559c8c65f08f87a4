/// A CLDR plural rule that does not parse.
public struct PluralRuleSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rule text as given.
    public let source: String
    /// Where the problem is, in Unicode scalars from the start of `source` (0-based).
    public let offset: Int
    /// What is wrong and what the rule should say instead.
    public let message: String
    /// The category whose rule this is, when the rule was given as part of a rule set.
    public let category: PluralCategory?

    public init(source: String, offset: Int, message: String, category: PluralCategory? = nil) {
        self.source = source
        self.offset = offset
        self.message = message
        self.category = category
    }

    /// The same error, attributed to `category`.
    func attributed(to category: PluralCategory) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(source: source, offset: offset, message: message, category: category)
    }

    public var description: String {
        let prefix = category.map { "plural rule for '\($0.rawValue)'" } ?? "plural rule"
        return "\(prefix) \"\(source)\", offset \(offset): \(message)"
    }
}
