import L10nCore
import L10nRuntime

/// What the checker needs to know beyond the schema and the catalog.
public struct CheckConfiguration: Sendable, Hashable {
    /// The project's source language: the reference for `placeholder-drift` and `untranslated`.
    public var defaultLocale: LocaleIdentifier
    /// The locales every needed key must exist in (after fallback within the language);
    /// `nil` means every locale the catalog holds. The default locale is always required.
    public var requiredLocales: [LocaleIdentifier]?
    /// Where the configuration lists the required locales (`locales:` in `l10nc.yml`), if it does.
    public var requiredLocalesLocation: SourceLocation?
    /// Severities set in the configuration, by rule; rules not listed keep their default.
    public var ruleSeverities: [RuleID: RuleSeverity]
    /// The runtime whose behaviour the rules judge by (`runtime:` in `l10nc.yml`).
    public var runtime: ServingRuntime
    /// Per-locale strictness (`localePolicy:`); a locale not listed is required.
    public var localePolicies: [LocaleIdentifier: LocalePolicy] = [:]

    public init(
        defaultLocale: LocaleIdentifier, requiredLocales: [LocaleIdentifier]? = nil,
        ruleSeverities: [RuleID: RuleSeverity] = [:], runtime: ServingRuntime = .default
    ) {
        self.defaultLocale = defaultLocale
        self.requiredLocales = requiredLocales
        self.ruleSeverities = ruleSeverities
        self.runtime = runtime
    }

    /// `true` when missing keys of `locale` are warnings, not errors. Never for the default locale.
    public func isAdvisory(_ locale: LocaleIdentifier) -> Bool {
        locale != defaultLocale && localePolicies[locale]?.level == .advisory
    }

    /// Whether findings of `rule` are kept: a configured severity other than `off`, else the
    /// rule's default (`untranslated` is off unless configured).
    public func isEnabled(_ rule: RuleID) -> Bool {
        RuleSeverity.isEnabled(rule, configured: ruleSeverities)
    }
}
