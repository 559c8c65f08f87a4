/// Where a unit (a key in a target locale) stands, as `l10n_gaps` reports and filters it.
public enum UnitState: String, Sendable, Hashable, Codable, CaseIterable {
    /// No text, an empty one, or still the stub or copy `l10nc fix` wrote (`needs-translation`).
    case missing
    /// Translated from an earlier default-locale text (`stale-translation`).
    case stale
    /// An agent's machine translation no one has accepted yet (`needs-review`).
    case review
    /// Translated from today's text, and reviewed (or written by a person).
    case translated
}
