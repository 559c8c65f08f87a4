/// CLDR locale inheritance: each locale's parent, up to (not including) `root`.
///
/// A locale listed in CLDR's parent locales (`Locales/parentLocales.yml`) inherits from the
/// parent given there (`es-MX` → `es-419`, `en-AU` → `en-001`, `pt-AO` → `pt-PT`); any other
/// locale inherits from its truncation (`fr-CA` → `fr`). A parent of `root` ends the chain:
/// CLDR makes `root` the parent of `zh-Hant` and `sr-Latn` because their script differs from
/// the one `zh` and `sr` are written in, so they must not inherit `zh` or `sr` text.
public struct LocaleInheritance: Sendable, Hashable {
    /// CLDR's `root` pseudo-locale, the implicit end of every chain.
    public static let root = LocaleIdentifier(canonicalTag: "root")

    /// Explicit parents, child → parent; a value of `root` ends the chain.
    public let parents: [LocaleIdentifier: LocaleIdentifier]

    public init(parents: [LocaleIdentifier: LocaleIdentifier]) {
        self.parents = parents
    }

    /// The parent of `locale`, or `nil` when the chain ends (the parent is `root`, or `locale`
    /// is a bare language that CLDR gives no parent).
    public func parent(of locale: LocaleIdentifier) -> LocaleIdentifier? {
        let parent = parents[locale] ?? locale.truncated
        return parent == Self.root ? nil : parent
    }

    /// `locale` followed by its ancestors, nearest first, without `root`:
    /// `es-MX` → `[es-MX, es-419, es]`, `zh-Hant-TW` → `[zh-Hant-TW, zh-Hant]`.
    ///
    /// A cycle in hand-edited parent data ends the chain at the first repeated locale
    /// instead of looping.
    public func chain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var chain = [locale]
        var seen: Set = [locale]
        var current = locale
        while let parent = parent(of: current), seen.insert(parent).inserted {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}
