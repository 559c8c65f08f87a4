import L10nRuntime

extension Catalog {
    /// The texts of the plural message at `key` in `locale`, by CLDR category in the mapping's
    /// order. `nil` when the value there is no mapping; with `strict`, also when a member is not
    /// a category holding a text (the mapping is then no plural message). Without `strict`, such
    /// members are passed over and the categories that hold texts are returned.
    public func pluralTexts(at key: String, in locale: LocaleIdentifier, strict: Bool) -> [(
        category: PluralCategory, text: String
    )]? {
        guard case .mapping(let names)? = entry(key, in: locale)?.value else { return nil }
        var texts: [(category: PluralCategory, text: String)] = []
        for name in names {
            guard let category = PluralCategory(rawValue: name),
                case .string(let scalar)? = entry(key + "." + name, in: locale)?.value
            else {
                if strict { return nil }
                continue
            }
            texts.append((category, scalar.text))
        }
        return texts
    }

    /// `pluralTexts(at:in:strict: false)` by category: empty when `key` is no mapping.
    public func pluralTextsByCategory(at key: String, in locale: LocaleIdentifier) -> [PluralCategory: String]
    {
        Dictionary(
            (pluralTexts(at: key, in: locale, strict: false) ?? []).map { ($0.category, $0.text) },
            uniquingKeysWith: { first, _ in first })
    }
}
