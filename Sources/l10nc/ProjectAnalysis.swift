import ArgumentParser
import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nReporting
import L10nRuntime
import L10nScanner

/// Everything `check`, `compile`, `stats`, `fix` and `lock` learn about a project, from the
/// library's `ProjectAnalyzer`: the options resolved into a project, its snapshot, and the
/// figures of the summary line. Input the analyzer cannot read is an `InputError` (status 2).
struct ProjectAnalysis {
    var configuration: ProjectConfiguration
    /// The configuration file's own findings.
    var configurationDiagnostics: [Diagnostic]
    var catalog: Catalog
    /// `nil` when no sources were given: only the resources are checked.
    var schema: Schema?
    var diagnostics: [Diagnostic]
    var elapsedSeconds: Double
    /// The CLDR data the check loaded; `nil` when it loaded none (no sources).
    private var loadedLocaleData: LocaleDataStore?
    /// The type names of the schema and the catalog, as the check found them.
    private var knownTypeNames: Set<String>?
    /// The Swift sources as scanned, for an analysis after writing only resources.
    private var sourceScan: ScanResult?

    /// The project the options name, analyzed. `servedBy` overrides the configured runtime,
    /// `overlay` replaces files' contents and `lock` the lock on disk (`ProjectAnalyzer.analyze`).
    /// - Parameter previous: an analysis of the same project before a command wrote only its
    ///   resources and lock (`fix`): its scan of the Swift sources is taken, not made again.
    init(
        inputs: InputOptions, warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil,
        overlay: [String: [UInt8]] = [:], lock overlayLock: TranslationLock? = nil,
        reusingSourcesOf previous: ProjectAnalysis? = nil
    ) throws(InputError) {
        let loaded = try inputs.resolve()
        try self.init(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics, inputs: inputs,
            warningsAsErrors: warningsAsErrors, servedBy: runtime, overlay: overlay, lock: overlayLock,
            reusingSourcesOf: previous)
    }

    /// One resolved project (one entry of a `projects:` list, or the whole configuration), with
    /// its own lock.
    init(
        project: ProjectConfiguration, configurationDiagnostics: [Diagnostic], inputs: InputOptions,
        warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil, overlay: [String: [UInt8]] = [:],
        lock overlayLock: TranslationLock? = nil, reusingSourcesOf previous: ProjectAnalysis? = nil
    ) throws(InputError) {
        self.configurationDiagnostics = configurationDiagnostics
        let analyzer = ProjectAnalyzer(
            project: project, configurationDiagnostics: configurationDiagnostics,
            lockPath: inputs.lockPath(for: project), warningsAsErrors: warningsAsErrors)
        let analyzed: (snapshot: ProjectSnapshot, elapsedSeconds: Double)
        do {
            analyzed = try analyzer.analyze(
                servedBy: runtime, overlay: overlay, lock: overlayLock, reusingSourcesOf: previous?.snapshot)
        } catch {
            throw InputError(error.description)
        }
        configuration = analyzed.snapshot.configuration
        catalog = analyzed.snapshot.catalog
        schema = analyzed.snapshot.schema
        diagnostics = analyzed.snapshot.diagnostics
        elapsedSeconds = analyzed.elapsedSeconds
        loadedLocaleData = analyzed.snapshot.localeData
        knownTypeNames = analyzed.snapshot.knownTypeNames
        sourceScan = analyzed.snapshot.sourceScan
    }

    /// The project as the library's model: what fix planning and coverage read.
    var snapshot: ProjectSnapshot {
        var snapshot = ProjectSnapshot(
            configuration: configuration, catalog: catalog, schema: schema, diagnostics: diagnostics,
            localeData: loadedLocaleData)
        snapshot.sourceScan = sourceScan
        return snapshot
    }

    /// The CLDR data: the check's, else loaded now.
    func localeData() throws(InputError) -> LocaleDataStore {
        if let loadedLocaleData { return loadedLocaleData }
        do {
            return try ProjectReader.localeData()
        } catch {
            throw InputError(error.description)
        }
    }

    /// Whether the configuration file has errors (`ProjectAnalyzer.configurationHasErrors`).
    var configurationHasErrors: Bool { configurationDiagnostics.contains { $0.severity == .error } }

    /// Stops a command that writes when the configuration has errors
    /// (`stopOnConfigurationErrors(_:for:output:)`).
    func requireValidConfiguration(for command: String, output: OutputOptions?) throws {
        try stopOnConfigurationErrors(configurationDiagnostics, for: command, output: output)
    }

    /// The figures of the summary line.
    func report() -> Report {
        let types = knownTypeNames ?? Set(catalog.typeNames).union(schema?.typeNames ?? [])
        let keys = schema.map { Set($0.items.compactMap(\.requiredKey)).count } ?? catalog.leafKeys.count
        let files = catalog.files.count + (schema?.scannedFiles.count ?? 0)
        return Report(
            diagnostics: diagnostics, files: files, types: types.count, keys: keys,
            locales: catalog.locales.count,
            elapsedSeconds: elapsedSeconds)
    }
}

/// Stops a command that writes when the configuration has errors: its findings are printed and
/// nothing is written (status 2), since a wrong setting (a misspelled `resources:`) would put
/// every write in the wrong place.
func stopOnConfigurationErrors(
    _ configurationDiagnostics: [Diagnostic], for command: String, output: OutputOptions? = nil
) throws {
    guard configurationDiagnostics.contains(where: { $0.severity == .error }) else { return }
    let report = Report(
        diagnostics: configurationDiagnostics.sorted(), files: 0, types: 0, keys: 0, locales: 0,
        elapsedSeconds: 0)
    OutputOptions.write(report, format: output?.format ?? .text)
    FileHandle.standardError.write(
        Data(
            "l10nc: error: \(command) writes nothing while the configuration has errors; fix them first\n"
                .utf8))
    throw ExitCode(2)
}
