/// One finding: what is wrong, where, and how to fix it.
///
/// Diagnostics are plain data; reporters in `L10nReporting` turn them into text, JSON,
/// SARIF or GitHub workflow commands.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// A second place that explains the first (the earlier definition of a duplicate key,
    /// an existing translation of a missing one).
    public struct Related: Sendable, Hashable, Codable {
        public var message: String
        public var location: SourceLocation

        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }

        /// Where a locale that lacks a needed key would hold it: the section `l10nc fix` adds
        /// it to. Editors and CI annotations show it in that file too, where a translator looks.
        public static func whereMissing(
            _ key: String, in locale: String, isDefaultLocale: Bool, at location: SourceLocation
        ) -> Related {
            let how =
                isDefaultLocale ? "`l10nc fix` adds a stub" : "`l10nc fix --fill copy` adds it to translate"
            return Related(
                message: Self.whereMissingPrefix + "'\(locale)' lacks '\(key)', which belongs here (\(how))",
                location: location)
        }

        /// Whether this is a `whereMissing(_:in:at:)` location.
        public var isWhereMissing: Bool { message.hasPrefix(Self.whereMissingPrefix) }

        private static let whereMissingPrefix = "where "
    }

    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var related: [Related]
    /// Replacement text for the span at `location`, when the fix is mechanical (quoting a
    /// YAML 1.1 scalar, for example).
    public var fixIt: String?

    public init(
        rule: RuleID, severity: Severity? = nil, message: String, location: SourceLocation,
        related: [Related] = [], fixIt: String? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.location = location
        self.related = related
        self.fixIt = fixIt
    }
}

extension Diagnostic: Comparable {
    /// File, line, column, then rule id: the order every reporter prints in, so output is
    /// identical run to run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}

extension Diagnostic {
    /// For each `Related.whereMissing` place of this finding, a note there: the same finding told
    /// in the YAML a translator opens, where the key belongs. What editors and CI annotations
    /// show beside the finding itself.
    public var notesWhereMissing: [Diagnostic] {
        related.filter(\.isWhereMissing).map { place in
            Diagnostic(
                rule: rule, severity: .note, message: place.message + " (" + message + ")",
                location: place.location,
                related: [Related(message: "needed here", location: location)])
        }
    }
}
