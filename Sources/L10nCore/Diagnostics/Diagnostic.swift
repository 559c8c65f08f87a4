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
