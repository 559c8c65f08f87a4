import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nScanner
import L10nYAML

/// Reads, scans and checks one resolved project into a `ProjectSnapshot`: the order every
/// front end checks in (the CLI's commands today), in one place.
public struct ProjectAnalyzer: Sendable {
    /// The project: one entry of a `projects:` list, or the whole configuration.
    public var project: ProjectConfiguration
    /// The configuration file's own findings, reported with the project's.
    public var configurationDiagnostics: [Diagnostic]
    /// The project's lock (`ProjectLock.path`); `nil` reads none.
    public var lockPath: String?
    public var warningsAsErrors: Bool

    public init(
        project: ProjectConfiguration, configurationDiagnostics: [Diagnostic] = [], lockPath: String? = nil,
        warningsAsErrors: Bool = false
    ) {
        self.project = project
        self.configurationDiagnostics = configurationDiagnostics
        self.lockPath = lockPath
        self.warningsAsErrors = warningsAsErrors
    }

    /// Whether the configuration file has errors: then nothing is read, checked or written
    /// (as cargo stops at a manifest error): its findings are all a snapshot holds, since every
    /// other finding would follow from a wrong setting (a misspelled `resources:` makes every
    /// key missing), and a writer would write in the wrong place.
    public var configurationHasErrors: Bool {
        configurationDiagnostics.contains { $0.severity == .error }
    }

    /// A snapshot of the configuration's findings alone (`configurationHasErrors`).
    func configurationSnapshot() -> ProjectSnapshot {
        var snapshot = ProjectSnapshot(
            configuration: project, catalog: Catalog(), schema: nil,
            diagnostics: configurationDiagnostics.sorted())
        snapshot.lockPath = lockPath
        return snapshot
    }

    /// The snapshot, and how long it took.
    ///
    /// - Parameters:
    ///   - runtime: overrides the configured runtime (`compile` checks by l10nc's semantics, since
    ///     l10nc's runtime serves the table it writes).
    ///   - overlay: the content of resource files as an edit would leave them (an unsaved buffer,
    ///     `fix --dry-run`'s result), in place of the files on disk.
    ///   - lock: replaces the lock on disk.
    ///   - previous: a whole analysis of the same project whose Swift sources stand for the
    ///     sources now (its `sourceScan` and CLDR data are taken instead of scanning again):
    ///     for the check after a command wrote only resources and the lock (`fix`), which a
    ///     whole scan made twice as long. Ignored when it holds no scan.
    public func analyze(
        servedBy runtime: ServingRuntime? = nil, overlay: [String: [UInt8]] = [:],
        lock overlayLock: TranslationLock? = nil, reusingSourcesOf previous: ProjectSnapshot? = nil
    ) throws(ProjectLoadError) -> (snapshot: ProjectSnapshot, elapsedSeconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        if configurationHasErrors { return (configurationSnapshot(), (clock.now - start).seconds) }
        var configuration = project
        if let runtime { configuration.runtime = runtime }
        // The lock is read while the resources and sources are: a large project's lock is a few
        // megabytes of YAML, which would otherwise add its whole reading time to the check.
        let project = configuration
        let lockPath = self.lockPath
        let pendingLock =
            overlayLock == nil && lockPath != nil
            ? BackgroundValue {
                Result { () throws(ProjectLoadError) in try ProjectLock.read(path: lockPath, project: project)
                }
            }
            : nil

        var reused: (scan: ScanResult, localeData: LocaleDataStore)?
        if let scan = previous?.sourceScan, let localeData = previous?.localeData {
            reused = (scan, localeData)
        }
        let inputs = try readInputs(
            of: configuration, overlay: overlay, scanningSources: true, reusing: reused)
        var lock = overlayLock
        if lock == nil, let pendingLock {
            switch pendingLock.value {
            case .success(let read): lock = read
            case .failure(let error): throw error
            }
        }
        // The whole project as one part: the same order of checking as a check by parts.
        let catalog = inputs.read.catalog
        let schema = inputs.scan?.schema
        let knownTypeNames = Set(catalog.typeNames).union(schema?.typeNames ?? [])
        let partChecker = PartChecker(
            configuration: configuration, catalogLocales: catalog.locales,
            localeLocations: catalog.localeLocations, knownTypeNames: knownTypeNames,
            localeData: schema == nil ? nil : inputs.localeData, lock: lock,
            warningsAsErrors: warningsAsErrors)
        let (found, coverage) = partChecker.check(inputs.read, schema: schema ?? Schema(items: []))
        let diagnostics = partChecker.combine(
            parts: found, coverage: coverage, configurationDiagnostics: configurationDiagnostics,
            scan: inputs.scan.map { ($0.diagnostics, $0.ignoreComments) })
        var snapshot = ProjectSnapshot(
            configuration: configuration, catalog: catalog, schema: schema, diagnostics: diagnostics,
            coverage: schema == nil ? nil : coverage, localeData: inputs.localeData)
        snapshot.lock = lock
        snapshot.lockPath = lockPath
        snapshot.knownTypeNames = knownTypeNames
        snapshot.sourceScan = inputs.scan
        return (snapshot, (clock.now - start).seconds)
    }

    /// The catalog and (with `scanningSources`) the schema, without checking: what a front end
    /// that does not report findings reads (`export`, `import`). The snapshot's findings are
    /// the reader's and the scanner's, before any policy.
    public func read(scanningSources: Bool = true, overlay: [String: [UInt8]] = [:]) throws(ProjectLoadError)
        -> ProjectSnapshot
    {
        let inputs = try readInputs(
            of: project, overlay: overlay, scanningSources: scanningSources, loadingLocaleData: false)
        return ProjectSnapshot(
            configuration: project, catalog: inputs.read.catalog, schema: inputs.scan?.schema,
            diagnostics: inputs.read.diagnostics + (inputs.scan?.diagnostics ?? []))
    }

    /// The resources read and the sources scanned side by side, so the serial parts of each
    /// (the catalog's in-order merge, the scanner's resolution) overlap with the other's
    /// parsing; the CLDR data the checker needs is loaded after the scan, on the same side.
    /// Failures are reported in that order: resources, sources, locale data.
    private func readInputs(
        of configuration: ProjectConfiguration, overlay: [String: [UInt8]], scanningSources: Bool,
        loadingLocaleData: Bool = true, reusing reused: (scan: ScanResult, localeData: LocaleDataStore)? = nil
    ) throws(ProjectLoadError) -> (read: CatalogReadResult, scan: ScanResult?, localeData: LocaleDataStore?) {
        let reader = ProjectReader(configuration: configuration)
        if scanningSources, let reused, !configuration.sources.isEmpty {
            let inventory =
                overlay.isEmpty ? nil : try reader.inventory(overlay: overlay, scanningSources: false)
            let read: CatalogReadResult
            if let inventory {
                read = reader.read(inventory.resources, overlay: overlay)
            } else {
                do throws(ResourceInputError) {
                    read = try reader.readResources()
                } catch {
                    throw .resources(error)
                }
            }
            return (read, reused.scan, loadingLocaleData ? reused.localeData : nil)
        }
        let sources = scanningSources ? configuration.sources : []
        // Unsaved files join the files on disk (and replace them) where discovery would find
        // them; without any, the reader and the scanner list the roots themselves.
        let inventory = overlay.isEmpty ? nil : try reader.inventory(overlay: overlay)
        let (read, scanAndLocaleData) = ParallelMap.pair(
            {
                Result { () throws(ResourceInputError) in
                    guard let inventory else { return try reader.readResources() }
                    return reader.read(inventory.resources, overlay: overlay)
                }
            },
            {
                sources.isEmpty
                    ? nil
                    : (
                        Result { () throws(ScanError) -> ScanResult in
                            guard let inventory else { return try reader.scanSources() }
                            return try reader.scan(inventory.sources, overlay: overlay).result
                        },
                        loadingLocaleData
                            ? Result { () throws(ProjectLoadError) -> LocaleDataStore in
                                try ProjectReader.localeData()
                            } : nil
                    )
            })
        let catalog: CatalogReadResult
        do {
            catalog = try read.get()
        } catch {
            throw .resources(error)
        }
        guard let (scan, loadedLocaleData) = scanAndLocaleData else { return (catalog, nil, nil) }
        let scanned: ScanResult
        do {
            scanned = try scan.get()
        } catch {
            throw .sources(error)
        }
        guard let loadedLocaleData else { return (catalog, scanned, nil) }
        return (catalog, scanned, try loadedLocaleData.get())
    }
}
