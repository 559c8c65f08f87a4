import L10nChecker
import L10nCore
import L10nRuntime

/// What a project is at one moment: its configuration, the catalog its resources make, the
/// schema its sources declare and every finding after the configuration's policy, sorted as
/// `check` prints them. Fix planning, coverage and an editor's queries are answered from it
/// without reading a file again.
public struct ProjectSnapshot: Sendable {
    public var configuration: ProjectConfiguration
    public var catalog: Catalog
    /// `nil` when the project has no sources: only the resources were checked.
    public var schema: Schema?
    public var diagnostics: [Diagnostic]

    public init(
        configuration: ProjectConfiguration, catalog: Catalog, schema: Schema?, diagnostics: [Diagnostic]
    ) {
        self.configuration = configuration
        self.catalog = catalog
        self.schema = schema
        self.diagnostics = diagnostics
    }

    /// The default locale the checks and fixes use.
    public var defaultLocale: LocaleIdentifier { configuration.checkConfiguration.defaultLocale }
}
