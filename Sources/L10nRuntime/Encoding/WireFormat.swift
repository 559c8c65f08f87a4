/// The JSON shape the localizing encoder writes for localized numbers, dates, compound
/// values and plain `Date` properties. Strings, substitutions, arrays and enums are the same
/// in both.
public enum WireFormat: String, Sendable, Hashable, CaseIterable {
    /// What FOSMVVM's server writes and its client (`JSONDecoder.defaultDecoder`) decodes:
    /// `{"v":…,"sgep":…,"gsepsz":…,"ls":…}` for an integer, `{"v":…,"sgsep":…,"gsepsz":…,
    /// "minfd":…,"maxfd":…,"ls":…}` for a decimal, `{"v": seconds since 1970, "ds","ts","df"
    /// when set, "ls":…}` for a date, `{"pieces":[…],"separator":…}` for a compound value, and
    /// `"2024-07-15T12:30:00.000Z"` for a `Date`. The default: apps in the field decode it.
    case fosmvvm
    /// l10nc's own: `{"value":…,"text":…}` for numbers and dates (an ISO 8601 string), the
    /// joined text for a compound value, and seconds since 2001 for a `Date` (as
    /// `JSONEncoder`), for services without FOSMVVM clients.
    case l10nc
}
