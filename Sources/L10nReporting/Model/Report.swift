import L10nCore

/// Everything a reporter renders: the findings of one run and its summary.
public struct Report: Sendable, Hashable {
    /// The findings, in any order: every reporter prints them sorted by `Diagnostic`'s `<`.
    public let diagnostics: [Diagnostic]
    public let summary: ReportSummary
    /// The producing tool, for SARIF's `tool.driver`.
    public let toolName: String
    public let toolVersion: String
    /// Mechanical fixes of some findings, written by `--format sarif` as SARIF `fix` objects.
    public var fixes: [Diagnostic: [DiagnosticFix]] = [:]

    /// A report whose error, warning and note counts are counted from `diagnostics`.
    ///
    /// Severity changes such as `--warnings-as-errors` belong to the caller: apply them to
    /// the diagnostics before building the report, and the counts follow.
    public init(
        diagnostics: [Diagnostic], files: Int, types: Int, keys: Int, locales: Int,
        elapsedSeconds: Double, toolName: String = L10nVersion.toolName,
        toolVersion: String = L10nVersion.current
    ) {
        self.diagnostics = diagnostics
        self.summary = ReportSummary(
            files: files, types: types, keys: keys, locales: locales, elapsedSeconds: elapsedSeconds,
            counting: diagnostics)
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// The diagnostics in reporting order: file, line, column, rule id, message.
    /// Findings usually arrive sorted (the policy sorts them): then they are not copied.
    public var sortedDiagnostics: [Diagnostic] {
        let isSorted = zip(diagnostics, diagnostics.dropFirst()).allSatisfy { !($1 < $0) }
        return isSorted ? diagnostics : diagnostics.sorted()
    }
}
