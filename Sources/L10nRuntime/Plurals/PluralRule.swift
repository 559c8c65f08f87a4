/// One parsed CLDR plural rule condition, such as `v = 0 and i % 10 = 1 and i % 100 != 11`.
///
/// The condition is a disjunction (`or`) of conjunctions (`and`) of relations, as in
/// [UTS #35, Plural rules syntax](https://unicode.org/reports/tr35/tr35-numbers.html#Plural_rules_syntax).
/// `@integer` and `@decimal` samples after the condition are accepted and ignored. An empty
/// condition is always true: it is what CLDR gives for `other`.
public struct PluralRule: Sendable, Hashable {
    /// The rule text as given, samples included.
    public let source: String
    /// The `or`-separated alternatives, each a list of relations that must all hold.
    public let alternatives: [[PluralRelation]]

    /// Parses `source`, throwing the first syntax error with its offset.
    public init(_ source: String) throws(PluralRuleSyntaxError) {
        var parser = PluralRuleParser(source: source)
        self.source = source
        self.alternatives = try parser.parseCondition()
    }

    /// `true` for a rule without condition (CLDR's `other`).
    public var isUnconditional: Bool { alternatives.isEmpty }

    /// Whether the rule holds for `operands`; an empty condition always holds.
    public func matches(_ operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }
}
