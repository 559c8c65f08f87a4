/// The stable identifier of a diagnostic rule.
///
/// Rule ids are part of the public contract (`--format json`, SARIF, config files,
/// `# l10nc:ignore` comments): an id never changes meaning once released.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// The rule's documentation entry; `nil` for an id no rule has.
    public var metadata: RuleMetadata? { RuleMetadata.byID[self] }

    /// The severity a finding gets unless the configuration says otherwise.
    public var defaultSeverity: Severity { metadata?.defaultSeverity ?? .error }
}

extension RuleID {
    // Reading resources.
    public static let yamlSyntax: RuleID = "yaml-syntax"
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let invalidLocale: RuleID = "invalid-locale"
    public static let invalidStructure: RuleID = "invalid-structure"
    public static let yaml11Scalar: RuleID = "yaml11-scalar"
    public static let invalidEncoding: RuleID = "invalid-encoding"
    public static let yamlAliasLimit: RuleID = "yaml-alias-limit"
    public static let yamlUnsupportedTag: RuleID = "yaml-unsupported-tag"
    public static let resourceTooLarge: RuleID = "resource-too-large"
    public static let emptyFile: RuleID = "empty-file"
    public static let unreadableFile: RuleID = "unreadable-file"
    // Reading sources.
    public static let sourceParse: RuleID = "source-parse"
    public static let sourceUnresolvedKey: RuleID = "source-unresolved-key"
    public static let macroInvisibleMember: RuleID = "macro-invisible-member"
    public static let constantPlaceholder: RuleID = "constant-placeholder"
    // Checking the catalog against the schema.
    public static let missingKey: RuleID = "missing-key"
    public static let orphanKey: RuleID = "orphan-key"
    public static let misspelledKey: RuleID = "misspelled-key"
    public static let shapeMismatch: RuleID = "shape-mismatch"
    public static let placeholderUnknown: RuleID = "placeholder-unknown"
    public static let placeholderUnused: RuleID = "placeholder-unused"
    public static let placeholderDrift: RuleID = "placeholder-drift"
    public static let malformedPlaceholder: RuleID = "malformed-placeholder"
    public static let pluralMissingCategory: RuleID = "plural-missing-category"
    public static let pluralExtraCategory: RuleID = "plural-extra-category"
    public static let compoundUnknownPiece: RuleID = "compound-unknown-piece"
    public static let emptyValue: RuleID = "empty-value"
    public static let untranslated: RuleID = "untranslated"
    public static let fileTypeMismatch: RuleID = "file-type-mismatch"
    // Serving under FOSMVVM (`runtime: fosmvvm`): what FOSMVVM's YAML store would serve wrong.
    public static let resourceNotLoaded: RuleID = "resource-not-loaded"
    public static let valueNotText: RuleID = "value-not-text"
    public static let valueTrimmed: RuleID = "value-trimmed"
    public static let percentEscape: RuleID = "percent-escape"
    // Configuration.
    public static let invalidConfig: RuleID = "invalid-config"
    public static let unusedIgnore: RuleID = "unused-ignore"
    // Maintaining resources.
    public static let staleTranslation: RuleID = "stale-translation"
    public static let needsTranslation: RuleID = "needs-translation"
    public static let needsReview: RuleID = "needs-review"
    public static let localeCoverage: RuleID = "locale-coverage"
    public static let unlistedLocale: RuleID = "unlisted-locale"
}
