import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nRuntime
import L10nScanner
import L10nYAML

/// What `export` and `import` read of a project: the catalog, the schema (for translators'
/// notes), CLDR plural rules and the lock. Rules are not run: a translators' file is made
/// and read back whatever `check` would say.
struct ExchangeProject {
    var configuration: ProjectConfiguration
    var catalog: Catalog
    var schema: Schema?
    var localeData: LocaleDataStore
    var lock: TranslationLock?

    var defaultLocale: LocaleIdentifier { configuration.checkConfiguration.defaultLocale }

    /// Reads the inputs; unreadable input ends the process with status 2. `scanSources`
    /// false leaves the Swift sources unread (import needs no notes).
    init(inputs: InputOptions, scanSources: Bool) {
        do {
            configuration = try inputs.resolve().configuration
        } catch {
            error.exit()
        }
        do {
            localeData = try LocaleDataStore()
        } catch {
            InputError("CLDR locale data: \(error.description)").exit()
        }
        let reader = CatalogReader(
            reader: YAMLReader(limits: configuration.readerLimits),
            discovery: ResourceDiscovery(excludedPaths: configuration.exclude))
        let scanner = SchemaScanner(excludedPaths: configuration.exclude)
        let resources = configuration.resources
        let sources = scanSources ? configuration.sources : []
        // The catalog and the schema are independent: read side by side, as `check` does.
        let (read, scan) = ParallelMap.pair(
            { Result { () throws(ResourceInputError) in try reader.read(roots: resources) } },
            {
                sources.isEmpty
                    ? nil : Result { () throws(ScanError) -> ScanResult in try scanner.scan(roots: sources) }
            })
        do {
            catalog = try read.get().catalog
        } catch {
            InputError(error.description).exit()
        }
        if let scan {
            do {
                schema = try scan.get().schema
            } catch {
                InputError(error.description).exit()
            }
        }
        let defaultLocale = configuration.checkConfiguration.defaultLocale
        lock = inputs.readLock(for: configuration)
        guard catalog.locales.contains(defaultLocale) else {
            InputError(
                "the resources hold no '\(defaultLocale)' texts, the default locale; set defaultLocale in l10nc.yml "
                    + "or --default-locale"
            ).exit()
        }
    }

    func exporter() -> TranslationExporter {
        TranslationExporter(
            catalog: catalog, schema: schema, defaultLocale: defaultLocale,
            pluralRules: localeData.pluralRules,
            lock: lock, fallback: localeData.fallback(defaultLocale: defaultLocale))
    }
}
