/// A resource file that was read, and the `# l10nc:ignore` comments found in it.
public struct ResourceFile: Sendable, Hashable {
    /// A `# l10nc:ignore rule-id [rule-id…]` comment: findings of those rules on this line
    /// are suppressed.
    public struct IgnoreComment: Sendable, Hashable {
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

    public var path: String
    public var byteCount: Int
    public var ignoreComments: [IgnoreComment]

    public init(path: String, byteCount: Int, ignoreComments: [IgnoreComment] = []) {
        self.path = path
        self.byteCount = byteCount
        self.ignoreComments = ignoreComments
    }
}
