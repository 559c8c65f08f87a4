/// What the sources say about one member's value: that it is declared, and every place that
/// sets it (a computed body, a `let` initializer, an assignment in `init` or elsewhere).
struct MemberValueFacts: Hashable, Sendable, Codable {
    var isDeclared = false
    var values: [DictionaryValue] = []
    /// The type of each literal key's value, where the code says it (a call such as
    /// `LocalizableInt(value:)`, a literal, or the member's `[String: T]` annotation).
    var valueTypes: [String: String] = [:]
    /// The constant values with `%{…}` of its dictionary literals (`constant-placeholder`), reported
    /// when a `@LocalizedSubs` reads the member.
    var constantPlaceholders: [ConstantPlaceholder] = []

    mutating func merge(_ other: MemberValueFacts) {
        // A member's first facts are taken whole, sharing their arrays instead of copying
        // them: merged into nothing, they are unchanged.
        if !isDeclared, values.isEmpty, valueTypes.isEmpty, constantPlaceholders.isEmpty {
            self = other
            return
        }
        isDeclared = isDeclared || other.isDeclared
        values += other.values
        valueTypes.merge(other.valueTypes) { first, _ in first }
        constantPlaceholders += other.constantPlaceholders
    }

    /// The substitution names when every value is the same set of literal keys, else `nil`:
    /// two different literals, or one opaque value, make the names unknowable statically.
    var literalKeys: [String]? {
        guard let first = values.first, case .literal(let keys) = first else { return nil }
        for value in values.dropFirst() where value != first { return nil }
        return keys
    }
}
