import L10nRuntime

/// How a request chooses the locale it is served in.
///
/// An explicit `?locale=` wins, because a user who picked a language in the app must get it
/// whatever the browser sends; it is resolved to the table locale that serves it (`de-AT` →
/// `de`, an unknown language → the default). Otherwise the `Accept-Language` header is
/// negotiated with its q-values; without either, the table's default locale is served.
public struct LocaleNegotiation: Sendable {
    public let table: LocalizationTable

    public init(table: LocalizationTable) {
        self.table = table
    }

    /// The table locale for a request with the query value `override` and the
    /// `Accept-Language` field values `acceptLanguage` (a field may be sent more than once).
    public func locale(override: String?, acceptLanguage: [String]) throws(LocaleNegotiationError)
        -> LocaleIdentifier
    {
        // `?locale=` with no value is a form field left blank: no override.
        if let override, !override.isEmpty {
            guard let requested = LocaleIdentifier(override) else {
                throw .malformedLocaleOverride(override)
            }
            return table.locale(serving: requested)
        }
        guard !acceptLanguage.isEmpty else { return table.defaultLocale }
        return table.bestLocale(forAcceptLanguage: acceptLanguage.joined(separator: ","))
    }
}
