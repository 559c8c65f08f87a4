import L10nCore
import L10nRuntime

/// The keys of a locale that look like misspellings of a key the code needs there and the locale
/// lacks: `pageTitel` beside a missing `pageTitle` in `de`. Each pair is one `misspelled-key`
/// finding at the misspelled key, instead of an `orphan-key` there and a `missing-key` at the
/// property, which name the same mistake twice and never together.
///
/// A pair is an orphan of the locale and a needed key missing there under the same parent (same
/// type and parent keys), the orphan's last component the closest to the needed key's among them
/// (`Misspelling.nearest(to:among:)`), each used once.
/// Where the default locale has the same orphan and no locale has the needed key, it is a
/// property renamed in Swift (`fix` carries the translations), not a misspelling.
struct MisspelledKeys: Sendable {
    struct Pair: Sendable, Hashable {
        var locale: LocaleIdentifier
        var orphanKey: String
        var orphanLocation: SourceLocation
        var neededKey: String
        /// The requirement's index in `CheckContext.requirements`.
        var requirement: Int
    }

    let pairs: [Pair]
    private let orphans: Set<String>
    private let replaced: Set<String>

    init(_ context: CheckContext) {
        var pairs: [Pair] = []
        let locales = context.catalog.locales
        let walks = context.entryWalks
        guard walks.count == locales.count, walks.contains(where: { !$0.orphans.isEmpty }) else {
            self.init(pairs: [])
            return
        }
        let defaultOrphans =
            zip(locales, walks).first { $0.0 == context.defaultLocale }.map {
                Set($0.1.orphans.map(\.key))
            } ?? []
        // The needed keys by parent, made once and only when some locale has an orphan.
        var requirementsByParent: [Substring: [Int]] = [:]
        for (index, requirement) in context.requirements.enumerated() where !context.isUnread(requirement) {
            guard let dot = requirement.key.lastIndex(of: ".") else { continue }
            requirementsByParent[requirement.key[..<dot], default: []].append(index)
        }
        let required = Set(context.requiredLocales)
        for (locale, walk) in zip(locales, walks) where required.contains(locale) && !walk.orphans.isEmpty {
            let chain = context.chainsWithinLanguage[locale] ?? [locale]
            var taken = Set<Int>()
            for orphan in walk.orphans where !orphan.isType {
                guard let dot = orphan.key.lastIndex(of: "."),
                    let siblings = requirementsByParent[orphan.key[..<dot]]
                else { continue }
                let missing = siblings.filter { index in
                    !taken.contains(index)
                        && !chain.contains {
                            context.catalog.containsEntry(context.requirements[index].key, in: $0)
                        }
                }
                guard !missing.isEmpty else { continue }
                let name = String(orphan.key[orphan.key.index(after: dot)...])
                let names = missing.map { Self.lastComponent(context.requirements[$0].key) }
                guard let nearest = Misspelling.nearest(to: name, among: names),
                    let position = names.firstIndex(of: nearest)
                else { continue }
                // The same pair in the default locale, and the needed key in no locale: the
                // property was renamed in Swift, not misspelled here.
                let needed = context.requirements[missing[position]].key
                if defaultOrphans.contains(orphan.key),
                    !locales.contains(where: { context.catalog.containsEntry(needed, in: $0) })
                {
                    continue
                }
                taken.insert(missing[position])
                pairs.append(
                    Pair(
                        locale: locale, orphanKey: orphan.key, orphanLocation: orphan.location,
                        neededKey: context.requirements[missing[position]].key, requirement: missing[position]
                    ))
            }
        }
        self.init(pairs: pairs)
    }

    /// No pair: a context that did not walk its orphans.
    static let none = MisspelledKeys(pairs: [])

    private init(pairs: [Pair]) {
        self.pairs = pairs
        orphans = Set(pairs.map { "\($0.locale) \($0.orphanKey)" })
        replaced = Set(pairs.map { "\($0.locale) \($0.requirement)" })
    }

    /// Whether `key` of `locale` is reported as a misspelling, not an orphan.
    func isMisspelling(_ key: String, in locale: LocaleIdentifier) -> Bool {
        !orphans.isEmpty && orphans.contains("\(locale) \(key)")
    }

    /// Whether requirement `index` is missing in `locale` only as a misspelled key there.
    func isMisspelled(requirement index: Int, in locale: LocaleIdentifier) -> Bool {
        !replaced.isEmpty && replaced.contains("\(locale) \(index)")
    }

    static func lastComponent(_ key: String) -> String {
        key.lastIndex(of: ".").map { String(key[key.index(after: $0)...]) } ?? key
    }
}
