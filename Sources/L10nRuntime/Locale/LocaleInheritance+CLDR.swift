extension LocaleInheritance {
    /// CLDR's inheritance, from the data compiled into the runtime (`CLDRLocaleData`, generated
    /// from the same CLDR version as `Locales/`). Parsed once, on first use.
    public static let cldr: LocaleInheritance = {
        func pairs(_ text: String, _ separator: Character) -> [(String, String)] {
            text.split(whereSeparator: \.isWhitespace).compactMap { word in
                let parts = word.split(separator: separator, maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }
        }
        func identifiers(_ text: String) -> [(String, LocaleIdentifier)] {
            pairs(text, ">").compactMap { key, value in LocaleIdentifier(value).map { (key, $0) } }
        }
        let parents = identifiers(CLDRLocaleData.parentLocales).compactMap { child, parent in
            LocaleIdentifier(child).map { ($0, parent) }
        }
        return LocaleInheritance(
            parents: Dictionary(parents, uniquingKeysWith: { first, _ in first }),
            languageScripts: Dictionary(
                pairs(CLDRLocaleData.languageScripts, ":"), uniquingKeysWith: { a, _ in a }),
            regionScripts: Dictionary(
                pairs(CLDRLocaleData.regionScripts, ":"), uniquingKeysWith: { a, _ in a }),
            languageAliases: Dictionary(
                identifiers(CLDRLocaleData.languageAliases), uniquingKeysWith: { a, _ in a }),
            closeLanguages: Dictionary(
                pairs(CLDRLocaleData.closeLanguages, ">"), uniquingKeysWith: { a, _ in a }))
    }()

    /// The CLDR version of `cldr`'s data.
    public static var cldrVersion: String { CLDRLocaleData.version }
}
