/// Levenshtein distance, for "did you mean" suggestions on misspelled keys and rule ids.
public enum EditDistance {
    /// The number of single-scalar insertions, deletions and substitutions between two words.
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}

extension EditDistance {
    /// The candidate closest to `word` (case-insensitively), when it is close enough to be a
    /// misspelling: at most 2 edits, or a third of the word's length.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, between(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }
}
