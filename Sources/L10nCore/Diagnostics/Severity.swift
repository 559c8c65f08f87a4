/// How much a finding matters; `error` fails `l10nc check` with exit status 1.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case error, warning, note

    /// Errors first, then warnings, then notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
