import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nReporting
import L10nRuntime

/// Everything `check`, `compile`, `stats`, `fix` and `lock` learn about a project, from the
/// library's `ProjectAnalyzer`: the options resolved into a project, its snapshot, and the
/// figures of the summary line. Input the analyzer cannot read ends the process with status 2.
struct ProjectAnalysis {
    var configuration: ProjectConfiguration
    var catalog: Catalog
    /// `nil` when no sources were given: only the resources are checked.
    var schema: Schema?
    var diagnostics: [Diagnostic]
    var elapsedSeconds: Double
    /// The CLDR data the check loaded; `nil` when it loaded none (no sources).
    private var loadedLocaleData: LocaleDataStore?

    /// The project the options name, analyzed. `servedBy` overrides the configured runtime,
    /// `overlay` replaces files' contents and `lock` the lock on disk (`ProjectAnalyzer.analyze`).
    init(
        inputs: InputOptions, warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil,
        overlay: [String: [UInt8]] = [:], lock overlayLock: TranslationLock? = nil
    ) {
        let loaded: ConfigurationLoadResult
        do {
            loaded = try inputs.resolve()
        } catch {
            error.exit()
        }
        self.init(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics, inputs: inputs,
            warningsAsErrors: warningsAsErrors, servedBy: runtime, overlay: overlay, lock: overlayLock)
    }

    /// One resolved project (one entry of a `projects:` list, or the whole configuration), with
    /// its own lock.
    init(
        project: ProjectConfiguration, configurationDiagnostics: [Diagnostic], inputs: InputOptions,
        warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil, overlay: [String: [UInt8]] = [:],
        lock overlayLock: TranslationLock? = nil
    ) {
        let analyzer = ProjectAnalyzer(
            project: project, configurationDiagnostics: configurationDiagnostics,
            lockPath: inputs.lockPath(for: project), warningsAsErrors: warningsAsErrors)
        let analyzed: (snapshot: ProjectSnapshot, elapsedSeconds: Double)
        do {
            analyzed = try analyzer.analyze(servedBy: runtime, overlay: overlay, lock: overlayLock)
        } catch {
            InputError(error.description).exit()
        }
        configuration = analyzed.snapshot.configuration
        catalog = analyzed.snapshot.catalog
        schema = analyzed.snapshot.schema
        diagnostics = analyzed.snapshot.diagnostics
        elapsedSeconds = analyzed.elapsedSeconds
        loadedLocaleData = analyzed.snapshot.localeData
    }

    /// The project as the library's model: what fix planning and coverage read.
    var snapshot: ProjectSnapshot {
        ProjectSnapshot(
            configuration: configuration, catalog: catalog, schema: schema, diagnostics: diagnostics,
            localeData: loadedLocaleData)
    }

    /// The CLDR data: the check's, else loaded now; data that cannot be read ends the process
    /// with status 2.
    func localeData() -> LocaleDataStore {
        if let loadedLocaleData { return loadedLocaleData }
        do {
            return try ProjectReader.localeData()
        } catch {
            InputError(error.description).exit()
        }
    }

    /// The figures of the summary line.
    func report() -> Report {
        let types = Set(catalog.typeNames).union(schema?.typeNames ?? [])
        let keys = schema.map { Set($0.items.compactMap(\.requiredKey)).count } ?? catalog.leafKeys.count
        let files = catalog.files.count + (schema?.scannedFiles.count ?? 0)
        return Report(
            diagnostics: diagnostics, files: files, types: types.count, keys: keys,
            locales: catalog.locales.count,
            elapsedSeconds: elapsedSeconds)
    }
}
