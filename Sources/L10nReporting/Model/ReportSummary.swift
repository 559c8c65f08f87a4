import L10nCore

/// What a run looked at and what it found: the figures behind the closing line of the text
/// output and the `summary` object of the JSON output.
public struct ReportSummary: Sendable, Hashable, Codable {
    /// Resource and source files read.
    public var files: Int
    /// View-model types the scanner found.
    public var types: Int
    /// Distinct localization keys checked.
    public var keys: Int
    /// Locales present in the catalog.
    public var locales: Int
    /// Findings with severity `error`.
    public var errors: Int
    /// Findings with severity `warning`.
    public var warnings: Int
    /// Findings with severity `note`.
    public var notes: Int
    /// Wall-clock time of the run.
    public var elapsedSeconds: Double

    public init(
        files: Int, types: Int, keys: Int, locales: Int, errors: Int, warnings: Int, notes: Int,
        elapsedSeconds: Double
    ) {
        self.files = files
        self.types = types
        self.keys = keys
        self.locales = locales
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.elapsedSeconds = elapsedSeconds
    }

    /// A summary whose counts per severity come from `diagnostics`, so they cannot disagree
    /// with the findings printed above them.
    public init(
        files: Int, types: Int, keys: Int, locales: Int, elapsedSeconds: Double,
        counting diagnostics: [Diagnostic]
    ) {
        self.init(
            files: files, types: types, keys: keys, locales: locales,
            errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning },
            notes: diagnostics.count { $0.severity == .note },
            elapsedSeconds: elapsedSeconds)
    }

    /// The count for one severity.
    public func count(of severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .note: notes
        }
    }
}
