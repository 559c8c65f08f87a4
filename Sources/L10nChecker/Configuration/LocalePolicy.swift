import L10nCore

/// How strictly a locale's gaps count (`localePolicy:` in `l10nc.yml`).
///
/// A `required` locale fails the check on a missing key; an `advisory` one (translations that
/// arrive later than the code) reports it as a warning, and fails only when its coverage falls
/// below `minCoverage`. The default locale is always required.
public struct LocalePolicy: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable {
        case required, advisory
    }

    public var level: Level
    /// The share of needed keys (0…1) the locale must translate; `nil`: no threshold.
    public var minCoverage: Double?
    /// Where the policy is written, for findings about it.
    public var location: SourceLocation

    public init(level: Level, minCoverage: Double? = nil, location: SourceLocation) {
        self.level = level
        self.minCoverage = minCoverage
        self.location = location
    }
}
