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
