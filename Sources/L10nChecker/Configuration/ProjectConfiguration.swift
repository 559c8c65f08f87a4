import Foundation
import L10nCore
import L10nRuntime
import L10nYAML

/// The settings of `l10nc.yml`.
///
/// ```yaml
/// sources: [Sources/ViewModels]
/// resources: [Resources/Localization]
/// defaultLocale: en
/// locales: [en, de, de-AT, ja]
/// exclude: [Sources/ViewModels/Generated]
/// maxFileSize: 1048576
/// runtime: fosmvvm
/// rules:
///   orphan-key: error
///   untranslated: note
/// ```
///
/// Several bundles in one package are several projects, with the top-level keys as defaults:
///
/// ```yaml
/// defaultLocale: en
/// projects:
///   - name: AppTests
///     sources: [Tests/AppTests]
///     resources: [Tests/AppTests/TestYAML]
///   - name: KitTests
///     sources: [Tests/KitTests]
///     resources: [Tests/KitTests/TestYAML]
/// ```
///
/// Paths are written relative to the file's directory and stored resolved: relative to the
/// working directory when the file's own path is relative, absolute when it is absolute.
public struct ProjectConfiguration: Sendable, Hashable {
    /// The name `l10nc check` looks for in the working directory when given no arguments.
    public static let defaultFileName = "l10nc.yml"
    /// The default locale when neither the file nor the command line names one.
    public static let fallbackDefaultLocale = LocaleIdentifier("en")!

    /// The keys a configuration file may have.
    public static let knownKeys = [
        "sources", "resources", "defaultLocale", "locales", "exclude", "rules", "maxFileSize", "runtime",
        "localePolicy", "sharedResource", "projects",
    ]

    /// Directories (or files) of Swift view-model sources.
    public var sources: [String]
    /// Directories (or files) of YAML resources.
    public var resources: [String]
    public var defaultLocale: LocaleIdentifier?
    /// The required locales; `nil` means every locale the resources hold.
    public var locales: [LocaleIdentifier]?
    /// Where `locales:` is written in the file, so a locale of the resources that it does not
    /// list is reported where it is added (`unlisted-locale`); `nil` when the list comes from
    /// the command line or is not given.
    public var localesLocation: SourceLocation?
    /// The resource file that raw keys (`.localized(key: "foo")`, keys no type of the code
    /// namespaces) are added to when no file holds them yet (`sharedResource:`); `nil`: the
    /// project's first resource file, else `Shared.yml` in the first resource root.
    public var sharedResource: String?
    /// Where `sharedResource:` is written, for its findings.
    public var sharedResourceLocation: SourceLocation?
    /// Paths left out of scanning and reading.
    public var exclude: [String]
    /// Severity per rule id; rules not listed keep their default.
    public var rules: [RuleID: RuleSeverity]
    /// The largest resource file read, in bytes; `nil` for the reader's default.
    public var maxFileSize: Int?
    /// Which runtime serves the resources; `nil` means `ServingRuntime.default` (`fosmvvm`).
    public var runtime: ServingRuntime?
    /// Per-locale strictness (`localePolicy:`).
    public var localePolicies: [LocaleIdentifier: LocalePolicy] = [:]
    /// The name of a project listed under `projects:`; `nil` for the file's top level.
    public var name: String?
    /// The projects of a file with a `projects:` list (one per resource bundle), each holding
    /// the top-level settings as defaults overridden by its own; empty when the file describes
    /// one project. Each is checked on its own: a key may be defined once in every project.
    public var projects: [ProjectConfiguration] = []

    /// The projects to check: those of `projects:`, else this configuration alone.
    public var checkedProjects: [ProjectConfiguration] { projects.isEmpty ? [self] : projects }

    public init(
        sources: [String] = [], resources: [String] = [], defaultLocale: LocaleIdentifier? = nil,
        locales: [LocaleIdentifier]? = nil, exclude: [String] = [], rules: [RuleID: RuleSeverity] = [:],
        maxFileSize: Int? = nil, runtime: ServingRuntime? = nil
    ) {
        self.sources = sources
        self.resources = resources
        self.defaultLocale = defaultLocale
        self.locales = locales
        self.exclude = exclude
        self.rules = rules
        self.maxFileSize = maxFileSize
        self.runtime = runtime
    }

    /// What the checker needs from these settings.
    public var checkConfiguration: CheckConfiguration {
        var configuration = CheckConfiguration(
            defaultLocale: defaultLocale ?? Self.fallbackDefaultLocale, requiredLocales: locales,
            ruleSeverities: rules, runtime: runtime ?? .default)
        configuration.localePolicies = localePolicies
        configuration.requiredLocalesLocation = localesLocation
        return configuration
    }

    /// Whether the settings name anything to read: resources, sources or projects.
    public var hasInputs: Bool { !resources.isEmpty || !sources.isEmpty || !projects.isEmpty }

    /// The YAML reader limits for resources: `maxFileSize` if set, the defaults otherwise.
    public var readerLimits: YAMLReaderLimits {
        var limits = YAMLReaderLimits.default
        if let maxFileSize { limits.maxFileSize = maxFileSize }
        return limits
    }

    /// The policy that applies these settings' rule severities to every finding.
    public func diagnosticPolicy(warningsAsErrors: Bool = false) -> DiagnosticPolicy {
        DiagnosticPolicy(
            ruleSeverities: rules, warningsAsErrors: warningsAsErrors,
            rulesNotReported: (runtime ?? .default).rulesNotReported)
    }

    /// Reads the configuration file at `path` with the project's YAML reader.
    ///
    /// - Throws: `ConfigurationError` when the file does not exist or cannot be read; content
    ///   problems are diagnostics in the result.
    public static func load(path: String, reader: YAMLReader = YAMLReader()) throws(ConfigurationError)
        -> ConfigurationLoadResult
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .unreadable(path: path, reason: "it is a directory, not a file")
        }
        let result: YAMLReadResult
        do {
            result = try reader.read(path: path)
        } catch {
            switch error {
            case .unreadable(_, let reason): throw .unreadable(path: path, reason: reason)
            case .missingRoot: throw .notFound(path: path)
            }
        }
        return parse(result, path: path)
    }

    /// Reads configuration text as if it were the file at `path` (which positions, messages
    /// and the resolution of relative paths use).
    public static func parse(bytes: [UInt8], path: String, reader: YAMLReader = YAMLReader())
        -> ConfigurationLoadResult
    {
        parse(reader.read(bytes: bytes, path: path), path: path)
    }

    private static func parse(_ result: YAMLReadResult, path: String) -> ConfigurationLoadResult {
        // A config holds numbers and `off` on purpose; YAML 1.1 readings do not matter here,
        // and an empty config is all defaults (what it lacks is said where it is used). What
        // keeps the file from being read is a mistake in the configuration, whatever the
        // reader calls it in a resource.
        let readerDiagnostics = result.diagnostics.filter {
            $0.rule != .yaml11Scalar && $0.rule != .emptyFile
        }.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.rule = .invalidConfig
            return diagnostic
        }
        var parser = ProjectConfigurationParser(
            paths: ConfigurationPathResolver(configurationPath: path), file: path)
        // Settings cut off by a syntax error (a list missing its end) are not what was meant:
        // none is used until the file parses.
        let configuration = parser.parse(result.readUpTo == nil ? result.root : nil)
        return ConfigurationLoadResult(
            configuration: configuration, diagnostics: (readerDiagnostics + parser.diagnostics).sorted())
    }
}
