/// An `l10nc:ignore rule-id [rule-id…]` comment: findings of those rules on the line it
/// applies to are suppressed.
///
/// In YAML (`# l10nc:ignore …`) a comment applies to its own line. In Swift
/// (`// l10nc:ignore …`) a comment after code applies to its own line, and a comment alone on
/// its line applies to the next line that holds code.
public struct IgnoreComment: Sendable, Hashable, Codable {
    /// The line whose findings the comment suppresses.
    public var line: Int
    /// Where the first rule id is written, for reporting an ignore that suppresses nothing.
    public var location: SourceLocation
    public var rules: [RuleID]

    public init(line: Int, location: SourceLocation, rules: [RuleID]) {
        self.line = line
        self.location = location
        self.rules = rules
    }
}
