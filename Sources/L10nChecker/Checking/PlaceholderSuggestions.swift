import L10nCore

/// The placeholders of a text that look like misspellings of a substitution the code declares
/// and the text does not use: `%{subInteger}` where the code substitutes `%{subInt}`. One
/// `placeholder-unknown` finding at the misspelled placeholder says so, with the declared spelling
/// as its fix-it, and `placeholder-unused` does not report the declared name again (elsewhere,
/// or on another key's line).
enum PlaceholderSuggestions {
    /// Per unknown placeholder name of `text`, the declared name it misspells (the closest unused
    /// one, `Misspelling.nearest(to:among:)`), each declared name claimed once.
    static func claims(in text: String, declared: [String]) -> [String: String] {
        guard text.utf8.contains(UInt8(ascii: "%")), !declared.isEmpty else { return [:] }
        let occurrences = PlaceholderScanner.occurrences(in: text)
        let used = Set(occurrences.map(\.name))
        var unused = declared.filter { !used.contains($0) }
        var claims: [String: String] = [:]
        for occurrence in occurrences
        where !declared.contains(occurrence.name) && claims[occurrence.name] == nil {
            guard !unused.isEmpty, let nearest = Misspelling.nearest(to: occurrence.name, among: unused)
            else { continue }
            claims[occurrence.name] = nearest
            unused.removeAll { $0 == nearest }
        }
        return claims
    }
}
