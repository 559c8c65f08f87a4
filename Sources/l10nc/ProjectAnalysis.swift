import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nProject
import L10nReporting
import L10nRuntime
import L10nScanner
import L10nYAML

/// Everything `check`, `compile`, `stats`, `fix` and `lock` learn about a project: the catalog, the schema
/// and every finding after the configuration's policy.
struct ProjectAnalysis {
    var configuration: ProjectConfiguration
    var catalog: Catalog
    /// `nil` when no sources were given: only the resources are checked.
    var schema: Schema?
    var diagnostics: [Diagnostic]
    var elapsedSeconds: Double

    /// Runs the reader, the scanner and the checker; unreadable input ends the process with
    /// status 2. `servedBy` overrides the configured runtime: `compile` writes a table that
    /// l10nc's runtime serves, so it checks by that runtime's semantics. `overlay` gives the
    /// content of resource files as an edit would leave them (`fix --dry-run` checks what the
    /// real run would leave without writing it); the lock, when given, replaces the one on disk.
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
            readsLock: true, warningsAsErrors: warningsAsErrors, servedBy: runtime, overlay: overlay,
            lock: overlayLock)
    }

    /// Analyzes one resolved project (one entry of a `projects:` list, or the whole
    /// configuration). `readsLock` is `false` for the projects of a `projects:` list: the lock
    /// beside the configuration records one catalog's translations.
    init(
        project: ProjectConfiguration, configurationDiagnostics: [Diagnostic], inputs: InputOptions,
        readsLock: Bool,
        warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil, overlay: [String: [UInt8]] = [:],
        lock overlayLock: TranslationLock? = nil
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        configuration = project
        if let runtime { configuration.runtime = runtime }
        var found = configurationDiagnostics
        var sourceIgnores: [IgnoreComment] = []
        // The lock is read while the resources and sources are: a large project's lock is a few
        // megabytes of YAML, which would otherwise add its whole reading time to the check.
        let project = configuration
        let pendingLock =
            readsLock && overlayLock == nil ? BackgroundValue { inputs.readLock(for: project) } : nil

        let reader = CatalogReader(
            reader: YAMLReader(limits: configuration.readerLimits),
            discovery: ResourceDiscovery(excludedPaths: configuration.exclude))
        let resources = configuration.resources
        let sources = configuration.sources
        let scanner = SchemaScanner(excludedPaths: configuration.exclude)
        // The resources and the sources are independent: they are read side by side, so the
        // serial parts of each (the catalog's in-order merge, the scanner's resolution) overlap
        // with the other's parsing; the CLDR data the checker needs is loaded after the scan,
        // on the same side. Failures are reported in the order they were before.
        let (read, scanAndLocaleData) = ParallelMap.pair(
            {
                Result { () throws(ResourceInputError) in
                    guard !overlay.isEmpty else { return try reader.read(roots: resources) }
                    return try Self.read(roots: resources, overlay: overlay, with: reader)
                }
            },
            {
                sources.isEmpty
                    ? nil
                    : (
                        Result { () throws(ScanError) -> ScanResult in try scanner.scan(roots: sources) },
                        Result { () throws(LocaleDataError) -> LocaleDataStore in try LocaleDataStore() }
                    )
            })
        do {
            let read = try read.get()
            catalog = read.catalog
            found += read.diagnostics
        } catch {
            InputError(error.description).exit()
        }

        if let (scan, loadedLocaleData) = scanAndLocaleData {
            do {
                let scan = try scan.get()
                schema = scan.schema
                found += scan.diagnostics
                sourceIgnores = scan.ignoreComments
            } catch {
                InputError(error.description).exit()
            }
            let localeData: LocaleDataStore
            do {
                localeData = try loadedLocaleData.get()
            } catch {
                InputError("CLDR locale data: \(error.description)").exit()
            }
            if let schema {
                let checkConfiguration = configuration.checkConfiguration
                found = checkConfiguration.runtime.reportedReaderFindings(found, sourcesScanned: true)
                // The reader's few findings join the checker's many, not the other way round.
                var checked = Checker(configuration: checkConfiguration, localeData: localeData)
                    .check(schema: schema, catalog: catalog)
                checked.append(contentsOf: found)
                found = consume checked
            }
        }
        found += Checker.catalogFindings(
            catalogLocales: catalog.locales, configuration: configuration.checkConfiguration)
        if readsLock, let lock = overlayLock ?? pendingLock?.value {
            found += lock.staleTranslations(in: catalog)
            // An advisory locale's translations arrive later than the code: a note there.
            let checkConfiguration = configuration.checkConfiguration
            found += lock.placeholderTexts(in: catalog) {
                checkConfiguration.isAdvisory($0) ? .note : .warning
            }
        }
        diagnostics = configuration.diagnosticPolicy(warningsAsErrors: warningsAsErrors)
            .apply(to: consume found, files: catalog.files, sourceIgnores: sourceIgnores)
        elapsedSeconds = (clock.now - start).seconds
    }

    /// The catalog of the files under `roots` and of the overlay's files, each overlay file
    /// with its overlay content.
    private static func read(roots: [String], overlay: [String: [UInt8]], with reader: CatalogReader)
        throws(ResourceInputError) -> CatalogReadResult
    {
        let paths = Set(try reader.discovery.files(under: roots)).union(overlay.keys)
        var sources: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            if let bytes = overlay[path] {
                sources.append((path, bytes))
            } else if let data = FileManager.default.contents(atPath: path) {
                sources.append((path, Array(data)))
            } else {
                throw .unreadable(path: path, reason: "cannot read the file")
            }
        }
        return reader.read(sources: sources)
    }

    /// The project as the library's model: what fix planning and coverage read.
    var snapshot: ProjectSnapshot {
        ProjectSnapshot(
            configuration: configuration, catalog: catalog, schema: schema, diagnostics: diagnostics)
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
