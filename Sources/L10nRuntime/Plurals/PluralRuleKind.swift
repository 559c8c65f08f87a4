/// Which of CLDR's two rule sets selects the category: counts (`1 file`, `2 files`) or
/// ordinals (`1st`, `2nd`, `3rd`).
public enum PluralRuleKind: String, Sendable, Hashable, CaseIterable, Codable {
    case cardinal
    case ordinal
}
