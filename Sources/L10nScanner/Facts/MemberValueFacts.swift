/// What the sources say about one member's value: that it is declared, and every place that
/// sets it (a computed body, a `let` initializer, an assignment in `init` or elsewhere).
struct MemberValueFacts: Hashable, Sendable {
    var isDeclared = false
    var values: [DictionaryValue] = []

    mutating func merge(_ other: MemberValueFacts) {
        isDeclared = isDeclared || other.isDeclared
        values += other.values
    }

    /// The substitution names when every value is the same set of literal keys, else `nil`:
    /// two different literals, or one opaque value, make the names unknowable statically.
    var literalKeys: [String]? {
        guard let first = values.first, case .literal(let keys) = first else { return nil }
        for value in values.dropFirst() where value != first { return nil }
        return keys
    }
}
