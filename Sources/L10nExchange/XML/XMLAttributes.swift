/// An element's attributes in document order, looked up by qualified name. Elements of a
/// translators' file have a handful of attributes, so a scan beats hashing every name.
struct XMLAttributes: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private(set) var pairs: [(name: String, value: String)] = []

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { (name: $0.0, value: $0.1) }
    }

    subscript(name: String) -> String? {
        for pair in pairs where pair.name == name { return pair.value }
        return nil
    }

    /// Adds an attribute; `false` when the element already has one of that name.
    mutating func add(_ name: String, _ value: String) -> Bool {
        guard self[name] == nil else { return false }
        pairs.append((name, value))
        return true
    }

    static func == (lhs: XMLAttributes, rhs: XMLAttributes) -> Bool {
        lhs.pairs.count == rhs.pairs.count
            && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    func hash(into hasher: inout Hasher) {
        for pair in pairs.sorted(by: { $0.name < $1.name }) {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }
}
