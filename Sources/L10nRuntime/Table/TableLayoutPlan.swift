/// The validated, sorted shape of a table before it is written: locale order, fallback
/// chains as locale indices, and the sorted key list.
struct TableLayoutPlan {
    struct Chain {
        /// Locale indices: the locale itself, its own fallbacks, then the default locale.
        var indices: [Int]
        /// How many leading entries are the locale's own chain (before the appended default).
        var ownCount: Int
    }

    let locales: [TableLocale]
    let chains: [Chain]
    let keys: [String]
    let defaultLocaleIndex: Int

    init(_ contents: TableContents) throws(TableWriterError) {
        let locales = contents.locales.sorted { $0.id < $1.id }
        var indexByID: [LocaleIdentifier: Int] = [:]
        for (index, locale) in locales.enumerated() {
            guard indexByID.updateValue(index, forKey: locale.id) == nil else {
                throw .duplicateLocale(locale.id)
            }
        }
        guard let defaultIndex = indexByID[contents.defaultLocale] else {
            throw .defaultLocaleMissing(contents.defaultLocale)
        }
        for locale in contents.messages.keys.sorted() where indexByID[locale] == nil {
            throw .messagesForUnknownLocale(locale)
        }
        var chains: [Chain] = []
        for (index, locale) in locales.enumerated() {
            var indices = [index]
            for fallback in locale.fallbackChain {
                guard let fallbackIndex = indexByID[fallback] else {
                    throw .unknownFallback(locale: locale.id, fallback: fallback)
                }
                if !indices.contains(fallbackIndex) { indices.append(fallbackIndex) }
            }
            // The default locale is a last resort, not a translation, unless it is the same
            // language (`en-US` → `en`): the missing-value policies treat it so.
            var ownCount = indices.firstIndex(of: defaultIndex) ?? indices.count
            if locale.id.language == contents.defaultLocale.language {
                ownCount = max(ownCount, indices.count)
            }
            if !indices.contains(defaultIndex) { indices.append(defaultIndex) }
            if index == defaultIndex { ownCount = indices.count }
            chains.append(Chain(indices: indices, ownCount: ownCount))
        }
        var keys = Set<String>()
        for messages in contents.messages.values { keys.formUnion(messages.keys) }
        self.locales = locales
        self.chains = chains
        self.keys = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.defaultLocaleIndex = defaultIndex
    }
}
