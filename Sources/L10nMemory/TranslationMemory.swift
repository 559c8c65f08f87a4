import L10nCore
import L10nRuntime

/// An index from default-locale texts to their translations in each locale, built from a
/// project's own resources (`addProject(catalog:lock:)`) and from translators' and Xcode's
/// files (`add(_:)`), answering exact and fuzzy lookups.
///
/// A translation is filed under its source text, its locale and, for a variant of a plural
/// message, its CLDR category: plurals match category by category, and a plain text never
/// matches a plural variant. Origins are ranked in the order they are added (the project
/// first, then each file in the order given): among exact matches the first origin wins, and
/// within an origin the translation used most often.
public struct TranslationMemory: Sendable, Hashable {
    public let defaultLocale: LocaleIdentifier
    /// Every origin added, in rank order.
    public private(set) var origins: [MemoryOrigin] = []
    /// How many translations were added (repeats included).
    public private(set) var translationCount = 0

    /// Source texts by id, and ids by text.
    private var sources: [String] = []
    private var sourceIDs: [String: Int32] = [:]
    /// Each source's length as `SimilarityScore` counts it, computed when first needed.
    private var sourceLengths: [Int32] = []
    /// Source ids by word (`MemoryTokens`), for fuzzy lookups.
    private var postings: [String: [Int32]] = [:]
    private var candidates: [TargetKey: [Candidate]] = [:]

    struct TargetKey: Hashable, Sendable {
        var source: Int32
        var locale: LocaleIdentifier
        var category: PluralCategory?
    }

    struct Candidate: Sendable, Hashable {
        var text: String
        var origin: Int32
        var uses: Int32
        var reference: String?
    }

    public init(defaultLocale: LocaleIdentifier) {
        self.defaultLocale = defaultLocale
    }

    /// Whether the memory holds no translation.
    public var isEmpty: Bool { translationCount == 0 }

    /// The locales the memory has translations into.
    public var locales: Set<LocaleIdentifier> {
        Set(candidates.keys.map(\.locale))
    }

    // MARK: Adding

    /// Adds an origin ranked after those already added; returns its index for `add`.
    @discardableResult
    public mutating func addOrigin(_ origin: MemoryOrigin) -> Int {
        origins.append(origin)
        return origins.count - 1
    }

    /// Adds one translation of `source` into `locale` from the origin at `originIndex`.
    /// Empty texts and a translation into the default locale are not translations and are
    /// ignored.
    public mutating func add(
        source: String, target: String, locale: LocaleIdentifier, category: PluralCategory? = nil,
        originIndex: Int, reference: String? = nil
    ) {
        guard !source.isEmpty, !target.isEmpty, locale != defaultLocale, origins.indices.contains(originIndex)
        else { return }
        let id = sourceID(of: source)
        let key = TargetKey(source: id, locale: locale, category: category)
        let origin = Int32(originIndex)
        translationCount += 1
        if let index = candidates[key]?.firstIndex(where: { $0.text == target && $0.origin == origin }) {
            candidates[key]![index].uses += 1
        } else {
            candidates[key, default: []].append(
                Candidate(text: target, origin: origin, uses: 1, reference: reference))
        }
    }

    private mutating func sourceID(of text: String) -> Int32 {
        if let id = sourceIDs[text] { return id }
        let id = Int32(sources.count)
        sources.append(text)
        sourceIDs[text] = id
        sourceLengths.append(Int32(SimilarityScore.length(of: text)))
        for token in MemoryTokens.of(text) { postings[token, default: []].append(id) }
        return id
    }

    // MARK: Exact matches

    /// The translations of exactly `source` into `locale` (for `category`, a plural variant),
    /// best first: by origin rank, then by how often each is used, then first added.
    public func exactMatches(of source: String, in locale: LocaleIdentifier, category: PluralCategory? = nil)
        -> [MemoryMatch]
    {
        guard let id = sourceIDs[source] else { return [] }
        return matches(ofSource: id, in: locale, category: category, score: 100)
    }

    /// The best exact match, if any: what `l10nc fix --fill memory` writes.
    public func bestExactMatch(
        of source: String, in locale: LocaleIdentifier, category: PluralCategory? = nil
    )
        -> MemoryMatch?
    {
        exactMatches(of: source, in: locale, category: category).first
    }

    private func matches(
        ofSource id: Int32, in locale: LocaleIdentifier, category: PluralCategory?, score: Int
    )
        -> [MemoryMatch]
    {
        guard let found = candidates[TargetKey(source: id, locale: locale, category: category)] else {
            return []
        }
        let ranked = found.enumerated().sorted { left, right in
            if left.element.origin != right.element.origin {
                return left.element.origin < right.element.origin
            }
            if left.element.uses != right.element.uses { return left.element.uses > right.element.uses }
            return left.offset < right.offset
        }
        return ranked.map { _, candidate in
            MemoryMatch(
                source: sources[Int(id)], target: candidate.text, locale: locale, category: category,
                score: score, origin: origins[Int(candidate.origin)], reference: candidate.reference)
        }
    }

    // MARK: Fuzzy matches

    /// The best translations for `source` into `locale`: exact matches first, then fuzzy ones
    /// scoring at least `minimumScore` (`SimilarityScore`) whose placeholders agree with
    /// `source`'s by name, best score first; at most `limit`, one per distinct translation.
    public func matches(
        of source: String, in locale: LocaleIdentifier, category: PluralCategory? = nil, limit: Int = 3,
        minimumScore: Int = SimilarityScore.defaultMinimum
    ) -> [MemoryMatch] {
        guard limit > 0 else { return [] }
        var result: [MemoryMatch] = []
        var seen = Set<String>()
        // One entry per translation: the same text from a lower-ranked origin adds nothing.
        func take(_ matches: [MemoryMatch]) {
            for match in matches where result.count < limit && seen.insert(match.target).inserted {
                result.append(match)
            }
        }
        take(exactMatches(of: source, in: locale, category: category))
        if result.count < limit {
            take(fuzzyMatches(of: source, in: locale, category: category, minimumScore: minimumScore))
        }
        return result
    }

    /// The most source texts a fuzzy lookup scores: the ones sharing the most words with the
    /// text asked about. Bounds a lookup's cost whatever the memory's size.
    static let fuzzyCandidateLimit = 64

    private func fuzzyMatches(
        of source: String, in locale: LocaleIdentifier, category: PluralCategory?, minimumScore: Int
    ) -> [MemoryMatch] {
        let length = SimilarityScore.length(of: source)
        guard length > 0 else { return [] }
        // A score of s needs the lengths within (100 − s) % of the longer one.
        let slack = Double(100 - minimumScore) / 100
        var shared: [Int32: Int] = [:]
        for token in MemoryTokens.of(source) {
            for id in postings[token] ?? [] { shared[id, default: 0] += 1 }
        }
        let exactID = sourceIDs[source]
        let plausible = shared.filter { id, _ in
            guard id != exactID else { return false }
            let other = Int(sourceLengths[Int(id)])
            guard Double(abs(other - length)) <= slack * Double(max(other, length)) else { return false }
            return candidates[TargetKey(source: id, locale: locale, category: category)] != nil
        }
        let best = plausible.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(Self.fuzzyCandidateLimit)
        var scored: [(id: Int32, score: Int)] = []
        for (id, _) in best {
            let text = sources[Int(id)]
            guard SimilarityScore.placeholdersAgree(source, text) else { continue }
            let score = SimilarityScore.score(source, text)
            if score >= minimumScore { scored.append((id, score)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
        return scored.flatMap { matches(ofSource: $0.id, in: locale, category: category, score: $0.score) }
    }
}
