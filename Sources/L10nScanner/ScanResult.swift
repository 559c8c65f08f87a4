import L10nCore

/// What a scan found: the schema, the findings about the sources themselves
/// (`source-parse`, `invalid-encoding`, `source-unresolved-key`), sorted, and the sources'
/// `// l10nc:ignore` comments, which the diagnostic policy applies to every finding located
/// in a Swift file.
public struct ScanResult: Sendable, Hashable {
    public var schema: Schema
    public var diagnostics: [Diagnostic]
    public var ignoreComments: [IgnoreComment]

    public init(schema: Schema, diagnostics: [Diagnostic], ignoreComments: [IgnoreComment] = []) {
        self.schema = schema
        self.diagnostics = diagnostics
        self.ignoreComments = ignoreComments
    }
}
