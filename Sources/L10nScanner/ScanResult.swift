import L10nCore

/// What a scan found: the schema, and the findings about the sources themselves
/// (`source-parse`, `invalid-encoding`, `source-unresolved-key`), sorted.
public struct ScanResult: Sendable, Hashable {
    public var schema: Schema
    public var diagnostics: [Diagnostic]

    public init(schema: Schema, diagnostics: [Diagnostic]) {
        self.schema = schema
        self.diagnostics = diagnostics
    }
}
