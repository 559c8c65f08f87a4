import L10nRuntime

/// A PO file's `Plural-Forms` header, generated from a locale's CLDR cardinal rules.
///
/// gettext selects a form from an unsigned integer `n`, so each CLDR rule is evaluated for
/// integers: `n` and `i` are `n`; `v`, `w`, `f`, `t`, `c` and `e` are 0. The forms are the
/// locale's categories in CLDR order (`zero one two few many other`), the `msgstr[i]` order of
/// every plural entry.
public struct GettextPluralForms: Sendable, Hashable {
    public let categories: [PluralCategory]
    /// The C expression of `plural=`.
    public let expression: String

    public init(rules: PluralRules) {
        let categories = rules.categories.sorted()
        self.categories = categories
        guard categories.count > 1 else {
            expression = "0"
            return
        }
        var expression = ""
        var closing = 0
        for (index, category) in categories.enumerated() where category != .other {
            guard let source = rules.sources[category], let rule = try? PluralRule(source) else { continue }
            let condition = Self.condition(rule)
            if condition == "0" { continue }
            expression += "\(condition) ? \(index) : "
            closing += 1
        }
        expression += String(categories.firstIndex(of: .other) ?? categories.count - 1)
        self.expression = closing == 0 ? expression : "(" + expression + ")"
    }

    /// `nplurals=…; plural=…;`
    public var header: String {
        "nplurals=\(categories.count); plural=\(expression);"
    }

    private static func condition(_ rule: PluralRule) -> String {
        var alternatives: [String] = []
        for relations in rule.alternatives {
            var terms: [String] = []
            var isFalse = false
            for relation in relations {
                switch term(relation) {
                case .constant(true): continue
                case .constant(false): isFalse = true
                case .expression(let text): terms.append(text)
                }
            }
            if isFalse { continue }
            if terms.isEmpty { return "1" }
            alternatives.append(terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " && ") + ")")
        }
        if alternatives.isEmpty { return "0" }
        return alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " || ") + ")"
    }

    private enum Term {
        case constant(Bool)
        case expression(String)
    }

    private static func term(_ relation: PluralRelation) -> Term {
        switch relation.operand {
        case .n, .i:
            let value = relation.modulus.map { "n % \($0)" } ?? "n"
            let options = relation.ranges.map { range in
                range.lowerBound == range.upperBound
                    ? "\(value) == \(range.lowerBound)"
                    : "(\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound))"
            }
            let membership = options.count == 1 ? options[0] : "(" + options.joined(separator: " || ") + ")"
            return .expression(
                relation.isNegated ? "!" + (options.count == 1 ? "(\(membership))" : membership) : membership)
        case .v, .w, .f, .t, .c, .e:
            // An integer has no visible fraction digits and no exponent.
            return .constant(relation.holds(for: PluralOperands(0)))
        }
    }
}
