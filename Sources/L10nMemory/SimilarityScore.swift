import L10nCore

/// How alike two default-locale texts are, as a whole percentage: what a fuzzy match of the
/// translation memory is ranked and filtered by.
///
/// The score is `100 × (1 − d / n)`, rounded down, where `d` is the Levenshtein edit distance
/// between the two texts counted in Unicode scalars and `n` the length of the longer one, each
/// `%{name}` placeholder counting as a single scalar. Only an identical text scores 100; any
/// other pair scores at most 99.
///
/// Why this measure: it is the one gettext's `msgmerge`, translate-toolkit and Okapi rank fuzzy
/// matches by (an edit distance over characters normalised by length), so the percentages read
/// as translators expect from their CAT tools; it needs no word segmentation, so it works for
/// Chinese or Japanese source texts as for English; and a placeholder counts as one character
/// because the translator types none of it (a long placeholder name would otherwise make two
/// different sentences look alike). Two texts whose placeholders differ by name are not
/// compared at all (`placeholdersAgree`): the translation of one would not fit the other.
public enum SimilarityScore {
    /// The lowest score a fuzzy match is offered at unless asked otherwise: CAT tools'
    /// customary threshold (memoQ, Trados and Phrase default to 70–75 %).
    public static let defaultMinimum = 70

    /// The score of `a` against `b`, 0…100.
    public static func score(_ a: String, _ b: String) -> Int {
        if a == b { return 100 }
        let left = scalars(of: a)
        let right = scalars(of: b)
        let longest = max(left.count, right.count)
        guard longest > 0 else { return 100 }
        let distance = editDistance(left, right)
        return min(99, (100 * (longest - distance)) / longest)
    }

    /// Whether `a` and `b` have the same placeholder names (in any order, repeats aside).
    public static func placeholdersAgree(_ a: String, _ b: String) -> Bool {
        Set(MessageRun.placeholders(of: a)) == Set(MessageRun.placeholders(of: b))
    }

    /// The length the score counts: scalars, a placeholder as one.
    public static func length(of text: String) -> Int {
        scalars(of: text).count
    }

    /// The text's scalars with each placeholder as U+FFFC (the object replacement character).
    static func scalars(of text: String) -> [Unicode.Scalar] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return Array(text.unicodeScalars) }
        var result: [Unicode.Scalar] = []
        for run in MessageRun.runs(of: text) {
            switch run {
            case .text(let literal): result.append(contentsOf: literal.unicodeScalars)
            case .placeholder: result.append("\u{FFFC}")
            }
        }
        return result
    }

    /// Levenshtein distance with two rows.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
