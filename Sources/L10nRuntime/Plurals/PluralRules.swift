/// The plural rules of one locale: which category each number takes.
///
/// Built from CLDR rule text per category (as stored in `Locales/plurals.yml` and in compiled
/// tables). Categories are tried in CLDR order (`zero`, `one`, `two`, `few`, `many`); the
/// first whose rule holds wins, and `other` takes every number no rule claims. CLDR's rules are
/// mutually exclusive, so the order only matters for hand-written rules that overlap.
public struct PluralRules: Sendable, Hashable {
    /// The rule text per category, exactly as given, for serialization.
    public let sources: [PluralCategory: String]

    /// The categories the locale uses, always including `other`.
    public let categories: Set<PluralCategory>

    /// The parsed rules of every category except `other`, in CLDR order.
    private let orderedRules: [(category: PluralCategory, rule: PluralRule)]

    /// Parses one rule per category.
    ///
    /// `other` may be omitted; when given, its condition must be empty (samples are allowed),
    /// because `other` is what remains. Every other category needs a non-empty condition.
    public init(rules: [PluralCategory: String]) throws(PluralRuleSyntaxError) {
        var parsed: [(category: PluralCategory, rule: PluralRule)] = []
        for category in PluralCategory.allCases {
            guard let source = rules[category] else { continue }
            let rule: PluralRule
            do {
                rule = try PluralRule(source)
            } catch {
                throw error.attributed(to: category)
            }
            if category == .other {
                guard rule.isUnconditional else {
                    throw PluralRuleSyntaxError(
                        source: source, offset: 0,
                        message: "'other' takes every number no other rule claims; remove its condition",
                        category: category)
                }
            } else {
                guard !rule.isUnconditional else {
                    throw PluralRuleSyntaxError(
                        source: source, offset: 0,
                        message: "only 'other' may have an empty condition; write the condition for "
                            + "'\(category.rawValue)' or remove the category",
                        category: category)
                }
                parsed.append((category, rule))
            }
        }
        self.sources = rules
        self.categories = Set(parsed.map(\.category)).union([.other])
        self.orderedRules = parsed
    }

    /// The rules of a language that has only `other` (Japanese, Chinese, Korean, CLDR's root).
    public static let otherOnly = try! PluralRules(rules: [.other: ""])

    /// The category of the number whose operands are `operands`.
    public func category(for operands: PluralOperands) -> PluralCategory {
        orderedRules.first { $0.rule.matches(operands) }?.category ?? .other
    }

    /// The category of an integer.
    public func category(for value: Int) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// The category of a number written as decimal text (`1.50`, `-3`, `1.2c6`), where visible
    /// fraction digits count: `1.0` may differ from `1`. `nil` when `text` is not a number in
    /// the form `PluralOperands(decimal:)` accepts.
    public func category(forDecimal text: String) -> PluralCategory? {
        PluralOperands(decimal: text).map { category(for: $0) }
    }

    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
        lhs.sources == rhs.sources
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sources)
    }
}
