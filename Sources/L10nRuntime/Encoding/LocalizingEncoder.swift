import Foundation

/// Encodes any `Encodable` view model to JSON localized for one locale.
///
/// `Localizable*` values and the `@Localized*` wrappers are resolved against the table as
/// the encoder meets them, in the JSON shape of `wireFormat` (FOSMVVM's, by default, which
/// FOSMVVM's clients decode); everything else is encoded as `JSONEncoder` would (compact,
/// data as base64, URLs as strings), a `Date` as FOSMVVM's `2024-07-15T12:30:00.000Z` (or
/// seconds since 2001 under `.l10nc`). The JSON is written straight into a byte buffer by the
/// encoder's own containers, without an intermediate tree.
///
/// One instance can be shared by any number of threads: every call to `encode` works on
/// state of its own, and the only shared state, the formatter cache, is thread-safe.
public struct LocalizingEncoder: Sendable {
    public let table: LocalizationTable
    public var missingValuePolicy: MissingValuePolicy
    /// The JSON shape of localized numbers, dates, compound values and dates.
    public var wireFormat: WireFormat
    /// Formats per locale and style, built on first use and reused by every encode.
    public let formatterCache: FormatterCache

    public init(
        table: LocalizationTable, wireFormat: WireFormat = .fosmvvm,
        missingValuePolicy: MissingValuePolicy = .fallback, formatterCache: FormatterCache = FormatterCache()
    ) {
        self.table = table
        self.wireFormat = wireFormat
        self.missingValuePolicy = missingValuePolicy
        self.formatterCache = formatterCache
    }

    /// The localized JSON of `value` for `locale` (resolved to the table locale that serves
    /// it: `en_US` → `en-US`, else its truncations, else the default locale).
    public func encode<T: Encodable>(_ value: T, locale: LocaleIdentifier) throws -> Data {
        Data(try encodeBytes(value, locale: locale))
    }

    /// The localized JSON of `value` for `locale` as UTF-8 bytes.
    public func encodeBytes<T: Encodable>(_ value: T, locale: LocaleIdentifier) throws -> [UInt8] {
        let renderer = MessageRenderer(
            table: table, locale: locale, policy: missingValuePolicy, cache: formatterCache)
        let core = LocalizingEncoderCore(renderer: renderer, wireFormat: wireFormat)
        return try core.encodeTopLevel(value)
    }

    /// The localized JSON of `value` for the best locale of an `Accept-Language` header.
    public func encode<T: Encodable>(_ value: T, acceptLanguage header: String) throws -> Data {
        try encode(value, locale: table.bestLocale(forAcceptLanguage: header))
    }
}
