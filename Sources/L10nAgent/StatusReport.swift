/// `l10n_status`: where a project's translation stands, per locale, and its findings.
public struct StatusReport: Sendable, Hashable, Codable {
    /// The project's name (`name:` of a `projects:` list), else its configuration file.
    public var project: String
    public var defaultLocale: String
    /// The locales `check` requires every key in.
    public var requiredLocales: [String]
    /// The default locale first, then the others by identifier.
    public var locales: [LocaleStatus]
    public var findings: FindingCounts
}

/// One locale's row of `l10n_status`.
public struct LocaleStatus: Sendable, Hashable, Codable {
    public var locale: String
    /// Whether `check` requires its keys.
    public var required: Bool
    /// The keys the code needs (without sources: the default locale's messages).
    public var needed: Int
    /// The keys it has a text for (stale and to-review ones included).
    public var translated: Int
    public var missing: Int
    public var stale: Int
    public var review: Int
    /// `translated` in percent of `needed`, to one decimal; 100 when nothing is needed.
    public var coverage: Double
}

/// How many findings `check` reports, by severity and by rule.
public struct FindingCounts: Sendable, Hashable, Codable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var byRule: [String: Int]
}
