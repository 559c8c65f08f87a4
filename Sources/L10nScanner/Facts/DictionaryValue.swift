/// One place that gives a member its value, as far as the substitution names are concerned.
enum DictionaryValue: Hashable, Sendable, Codable {
    /// A dictionary literal whose keys are all string literals; the keys sorted and unique.
    case literal(keys: [String])
    /// Anything else: a call, a variable, a mutation after `init`. The keys cannot be known.
    case opaque
}
