extension LocalizationTable {
    /// The table locale that best serves an `Accept-Language` header, negotiated with CLDR's
    /// chains (`LocaleMatcher`); the default locale when nothing in the header matches.
    public func bestLocale(forAcceptLanguage header: String) -> LocaleIdentifier {
        localeMatcher.bestLocale(for: AcceptLanguage(parsing: header))
    }

    /// The message at `key` rendered for `locale` with `arguments`: the plural variant the
    /// count selects (or element `index` of an array), placeholders filled and formatted for
    /// the locale, following the fallback chain. Throws `LocalizationError.missingMessage`
    /// when no locale of the chain has the key.
    public func render(
        key: String, locale: LocaleIdentifier, index: Int? = nil,
        arguments: [String: LocalizationArgument] = [:]
    ) throws(LocalizationError) -> String {
        let renderer = MessageRenderer(table: self, locale: locale, policy: .fallback, cache: .shared)
        let found: Slot?
        do {
            found = try slot(forKey: key, localeIndex: renderer.localeIndex)
        } catch {
            throw .table(error)
        }
        guard found != nil else { throw .missingMessage(key: key, locale: renderer.locale) }
        var output: [UInt8] = []
        try renderer.appendMessage(key: key, index: index, arguments: arguments, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
