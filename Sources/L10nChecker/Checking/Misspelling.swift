/// Whether a name of the resources looks like a misspelling of a name the code uses: the test
/// behind `misspelled-key` and a `placeholder-unknown` finding's suggestion.
///
/// Stricter than the configuration's "did you mean" (`EditDistance.nearest(to:among:)`), since a
/// resource holds many short names side by side: at most one edit per three letters of the
/// shorter name (at least one), counting a swap of two neighbours as one edit (`pageTitel` for
/// `pageTitle`), and the closest candidate only when no other is as close. Failing that, the only
/// candidate that begins the name or that the name begins, three letters or more (`subInt` for
/// `subInteger`): a name written out in full, or cut short.
enum Misspelling {
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let word = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, min(word.count, other.count) / 3)
            let distance = Self.distance(word, other)
            guard distance <= allowed else { continue }
            if let current = best, current.distance == distance {
                tied = true
            } else if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
                tied = false
            }
        }
        if let best, !tied { return best.candidate }
        guard best == nil else { return nil }
        let lowered = name.lowercased()
        let shortened = candidates.filter { candidate in
            let other = candidate.lowercased()
            return min(other.count, lowered.count) >= 3
                && (lowered.hasPrefix(other) || other.hasPrefix(lowered))
        }
        return shortened.count == 1 ? shortened[0] : nil
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring scalars, one edit each.
    static func distance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in 0...left.count { table[i][0] = i }
        for j in 0...right.count { table[0][j] = j }
        for i in 1...left.count {
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[left.count][right.count]
    }
}
