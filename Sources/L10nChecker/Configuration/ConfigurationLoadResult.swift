import L10nCore

/// A configuration file as read: its settings, and the problems found in it.
///
/// `diagnostics` holds `invalid-config` findings (unknown keys, bad values, each at its
/// exact position) and the YAML reader's own findings; settings with a problem keep their
/// default, so a caller can still report everything in one run.
public struct ConfigurationLoadResult: Sendable {
    public var configuration: ProjectConfiguration
    public var diagnostics: [Diagnostic]

    public init(configuration: ProjectConfiguration, diagnostics: [Diagnostic]) {
        self.configuration = configuration
        self.diagnostics = diagnostics
    }

    /// `true` when any finding is an error: the CLI then stops before checking.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
