import L10nCore

/// What reading one YAML file produced: its tree (if any part of it was usable), the
/// problems found, and its `# l10nc:ignore` comments.
public struct YAMLReadResult: Sendable {
    /// `nil` when the file is empty or could not be parsed at all.
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
    public var ignoreComments: [ResourceFile.IgnoreComment]
    public var byteCount: Int
    /// Where a syntax error stopped the parse: `root` holds what was read before it.
    public var readUpTo: SourceLocation?

    public init(
        root: YAMLNode?, diagnostics: [Diagnostic], ignoreComments: [ResourceFile.IgnoreComment] = [],
        byteCount: Int = 0
    ) {
        self.root = root
        self.diagnostics = diagnostics
        self.ignoreComments = ignoreComments
        self.byteCount = byteCount
    }

    /// The tree of a parsed file.
    public init(_ parsed: YAMLParseResult) {
        self.init(
            root: YAMLTreeAssembler.assemble(parsed.events), diagnostics: parsed.diagnostics,
            ignoreComments: parsed.ignoreComments, byteCount: parsed.byteCount)
        readUpTo = parsed.readUpTo
    }
}
