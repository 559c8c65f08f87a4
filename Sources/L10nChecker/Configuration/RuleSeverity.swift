import L10nCore

/// The severity a configuration gives a rule: a `Severity`, or `off` to drop its findings.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable, Codable {
    case error, warning, note, off

    /// The diagnostic severity, or `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .off: nil
        }
    }
}

extension RuleSeverity {
    /// Whether findings of `rule` are kept under `configured` severities: one other than `off`,
    /// else the rule's default (`untranslated` is off unless configured).
    static func isEnabled(_ rule: RuleID, configured: [RuleID: RuleSeverity]) -> Bool {
        if let severity = configured[rule] { return severity != .off }
        return rule.metadata?.enabledByDefault ?? true
    }
}
