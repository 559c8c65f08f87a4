import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject

/// Everything besides the files' contents that shapes a cached check: where it runs, the
/// configuration file, and the flags that change it.
///
/// `l10nc check --cache` and `l10nc lsp --cache` both build their `IncrementalCheck` here, so
/// the two compute the same cache identity for the same project and each uses the cache the
/// other wrote. Output flags and the cache's own path are not settings: the cache holds
/// findings before they are rendered.
public struct CheckCacheSettings: Sendable, Equatable {
    /// The directory relative paths are resolved against (those of the configuration file and
    /// the flags, and through them the configuration's own).
    public var workingDirectory: String
    public var warningsAsErrors: Bool
    /// The configuration file as given, relative to `workingDirectory` or absolute; `nil` when
    /// the inputs are given as flags only.
    public var configurationPath: String?
    public var defaultLocale: String?
    /// The `--locales` list as given (comma-separated).
    public var locales: String?
    public var maxFileSize: Int?
    public var runtime: ServingRuntime?
    public var sources: [String]
    public var resources: [String]
    public var excludedPaths: [String]

    public init(
        workingDirectory: String = FileManager.default.currentDirectoryPath, warningsAsErrors: Bool = false,
        configurationPath: String?, defaultLocale: String? = nil, locales: String? = nil,
        maxFileSize: Int? = nil, runtime: ServingRuntime? = nil, sources: [String] = [],
        resources: [String] = [], excludedPaths: [String] = []
    ) {
        self.workingDirectory = workingDirectory
        self.warningsAsErrors = warningsAsErrors
        self.configurationPath = configurationPath
        self.defaultLocale = defaultLocale
        self.locales = locales
        self.maxFileSize = maxFileSize
        self.runtime = runtime
        self.sources = sources
        self.resources = resources
        self.excludedPaths = excludedPaths
    }

    /// The settings as the cache records them: each field ended by a zero byte, then the
    /// configuration file's bytes (a file that cannot be read adds none: the check then
    /// reports it).
    public var bytes: [UInt8] {
        var fields = [workingDirectory, String(warningsAsErrors)]
        fields += [configurationPath ?? "-", defaultLocale ?? "-", locales ?? "-"]
        fields += [maxFileSize.map(String.init) ?? "-", runtime?.rawValue ?? "-"]
        fields += sources + ["|"] + resources + ["|"] + excludedPaths
        var settings: [UInt8] = fields.flatMap { field -> [UInt8] in Array(field.utf8) + [0] }
        if let path = configurationFile, let contents = FileManager.default.contents(atPath: path) {
            settings += [UInt8](contents)
        }
        return settings
    }

    /// The configuration file's path, resolved against `workingDirectory`.
    var configurationFile: String? {
        guard let configurationPath else { return nil }
        if configurationPath.hasPrefix("/") { return configurationPath }
        return (workingDirectory as NSString).appendingPathComponent(configurationPath)
    }

    /// The check of `configuration` (loaded from `configurationPath` with these settings
    /// applied) with its cache in `cacheDirectory`. The lock beside the configuration file is
    /// read only when some part must be checked again; when it is invalid, `whenLockInvalid`
    /// is told why, and the run goes on without it (the caller stops, or discards the
    /// outcome: its findings would be wrong).
    public func incrementalCheck(
        configuration: ProjectConfiguration, configurationDiagnostics: [Diagnostic], cacheDirectory: String,
        whenLockInvalid: @escaping @Sendable (ProjectLoadError) -> Void
    ) -> IncrementalCheck {
        let lockPath = ProjectLock.path(configurationPath: configurationPath, project: configuration)
        return IncrementalCheck(
            configuration: configuration, configurationDiagnostics: configurationDiagnostics,
            warningsAsErrors: warningsAsErrors, cacheDirectory: cacheDirectory, settings: bytes,
            lockPath: lockPath,
            readLock: {
                do throws(ProjectLoadError) {
                    return try ProjectLock.read(path: lockPath, project: configuration)
                } catch {
                    whenLockInvalid(error)
                    return nil
                }
            })
    }
}
