/// A resource file that was read, and the `# l10nc:ignore` comments found in it.
public struct ResourceFile: Sendable, Hashable {
    /// A `# l10nc:ignore rule-id [rule-id…]` comment: findings of those rules on its line are
    /// suppressed.
    public typealias IgnoreComment = L10nCore.IgnoreComment

    public var path: String
    public var byteCount: Int
    public var ignoreComments: [IgnoreComment]
    /// Where a syntax error stopped the reading: the keys after it are unknown, so a key the
    /// code needs from this file's types is not reported missing until the file parses.
    public var readUpTo: SourceLocation?
    /// The keys written after `readUpTo`, read line by line since they do not parse: the types
    /// among them may have keys there, so theirs are not reported missing either.
    public var keysAfterStop: [String]

    public init(
        path: String, byteCount: Int, ignoreComments: [IgnoreComment] = [], readUpTo: SourceLocation? = nil,
        keysAfterStop: [String] = []
    ) {
        self.path = path
        self.byteCount = byteCount
        self.ignoreComments = ignoreComments
        self.readUpTo = readUpTo
        self.keysAfterStop = keysAfterStop
    }
}
