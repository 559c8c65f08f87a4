/// The output formats of `l10nc check --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines with the source line and a caret, for people.
    case text
    /// The stable, versioned JSON document described in `docs/json-format.md`.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands, which annotate the pull request.
    case github

    /// The reporter for this format, configured with `options`.
    public func makeReporter(_ options: ReporterOptions = ReporterOptions()) -> any DiagnosticReporter {
        switch self {
        case .text: TextReporter(colors: options.colors, sourceLines: options.sourceLines)
        case .json: JSONReporter(workingDirectory: options.workingDirectory)
        case .sarif: SARIFReporter(workingDirectory: options.workingDirectory)
        case .github: GitHubReporter(workingDirectory: options.workingDirectory)
        }
    }
}
