import L10nCore

/// What reading one YAML file produced: its tree (if any part of it was usable), the
/// problems found, and its `# l10nc:ignore` comments.
public struct YAMLReadResult: Sendable {
    /// `nil` when the file is empty or could not be parsed at all.
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
    public var ignoreComments: [ResourceFile.IgnoreComment]
    public var byteCount: Int

    public init(
        root: YAMLNode?, diagnostics: [Diagnostic], ignoreComments: [ResourceFile.IgnoreComment] = [],
        byteCount: Int = 0
    ) {
        self.root = root
        self.diagnostics = diagnostics
        self.ignoreComments = ignoreComments
        self.byteCount = byteCount
    }
}
