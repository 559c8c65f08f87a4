import L10nCore

/// One file parsed into its event log, before any tree or catalog is built from it.
public struct YAMLParseResult: Sendable {
    /// Empty when the file is empty or could not be parsed at all.
    public var events: YAMLEventLog
    public var diagnostics: [Diagnostic]
    public var ignoreComments: [ResourceFile.IgnoreComment]
    public var byteCount: Int
    /// Where a syntax error stopped the parse: the events are those read before it.
    public var readUpTo: SourceLocation?
    /// The keys written after `readUpTo` (`KeysAfterStop`); empty for a file read whole.
    public var keysAfterStop: [String] = []

    public init(
        events: YAMLEventLog, diagnostics: [Diagnostic], ignoreComments: [ResourceFile.IgnoreComment] = [],
        byteCount: Int = 0
    ) {
        self.events = events
        self.diagnostics = diagnostics
        self.ignoreComments = ignoreComments
        self.byteCount = byteCount
    }
}
