import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nReporting
import L10nRuntime
import L10nScanner
import L10nYAML

/// Everything `check`, `compile` and `stats` learn about a project: the catalog, the schema
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
    /// l10nc's runtime serves, so it checks by that runtime's semantics.
    init(inputs: InputOptions, warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil) {
        let loaded: ConfigurationLoadResult
        do {
            loaded = try inputs.resolve()
        } catch {
            error.exit()
        }
        self.init(
            project: loaded.configuration, configurationDiagnostics: loaded.diagnostics, inputs: inputs,
            readsLock: true, warningsAsErrors: warningsAsErrors, servedBy: runtime)
    }

    /// Analyzes one resolved project (one entry of a `projects:` list, or the whole
    /// configuration). `readsLock` is `false` for the projects of a `projects:` list: the lock
    /// beside the configuration records one catalog's translations.
    init(
        project: ProjectConfiguration, configurationDiagnostics: [Diagnostic], inputs: InputOptions,
        readsLock: Bool,
        warningsAsErrors: Bool, servedBy runtime: ServingRuntime? = nil
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        configuration = project
        if let runtime { configuration.runtime = runtime }
        var found = configurationDiagnostics

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
            { Result { () throws(ResourceInputError) in try reader.read(roots: resources) } },
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
                if checkConfiguration.runtime == .fosmvvm {
                    // Under FOSMVVM the checker's `value-not-text` says exactly which values Yams
                    // types, and where that blanks a text; the reader's YAML 1.1 approximation
                    // (keys and unread values included) would only repeat it less precisely.
                    found.removeAll { $0.rule == .yaml11Scalar }
                }
                found += Checker(configuration: checkConfiguration, localeData: localeData)
                    .check(schema: schema, catalog: catalog)
            }
        }
        let defaultLocale = configuration.checkConfiguration.defaultLocale
        if readsLock, let lock = inputs.readLock(defaultLocale: defaultLocale) {
            found += lock.staleTranslations(
                in: TranslationInventory(catalog: catalog, defaultLocale: defaultLocale))
        }
        diagnostics = configuration.diagnosticPolicy(warningsAsErrors: warningsAsErrors)
            .apply(to: found, files: catalog.files)
        elapsedSeconds = (clock.now - start).seconds
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

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
