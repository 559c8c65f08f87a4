/// A resource file that was read, and the `# l10nc:ignore` comments found in it.
public struct ResourceFile: Sendable, Hashable {
    /// A `# l10nc:ignore rule-id [rule-id…]` comment: findings of those rules on its line are
    /// suppressed.
    public typealias IgnoreComment = L10nCore.IgnoreComment

    public var path: String
    public var byteCount: Int
    public var ignoreComments: [IgnoreComment]

    public init(path: String, byteCount: Int, ignoreComments: [IgnoreComment] = []) {
        self.path = path
        self.byteCount = byteCount
        self.ignoreComments = ignoreComments
    }
}
