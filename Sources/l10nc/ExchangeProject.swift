import Foundation
import L10nChecker
import L10nCore
import L10nEditing
import L10nExchange
import L10nMemory
import L10nProject
import L10nRuntime

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

    /// The configuration file's own findings.
    var configurationDiagnostics: [Diagnostic]

    /// Reads the inputs. `scanSources` false leaves the Swift sources unread (import needs no
    /// notes).
    ///
    /// - Throws: `InputError` for unreadable input.
    init(inputs: InputOptions, scanSources: Bool) throws(InputError) {
        let loaded = try inputs.resolve()
        configuration = loaded.configuration
        configurationDiagnostics = loaded.diagnostics
        do {
            localeData = try ProjectReader.localeData()
        } catch {
            throw InputError(error.description)
        }
        // Read as every command reads a project, without the checks.
        let snapshot: ProjectSnapshot
        do {
            snapshot = try ProjectAnalyzer(project: configuration).read(scanningSources: scanSources)
        } catch {
            throw InputError(error.description)
        }
        catalog = snapshot.catalog
        schema = snapshot.schema
        let defaultLocale = configuration.checkConfiguration.defaultLocale
        lock = try inputs.readLock(for: configuration)
        guard catalog.locales.contains(defaultLocale) else {
            throw InputError(
                "the resources hold no '\(defaultLocale)' texts, the default locale; set defaultLocale in l10nc.yml "
                    + "or --default-locale")
        }
    }

    /// The translation memory: the project's own translations, then `files` (else `memory:` of
    /// `l10nc.yml`). What a file could not give is said on standard error; a file that cannot be
    /// read, or does not parse, is an input error (status 2).
    func memory(files: [String]) throws(InputError) -> TranslationMemory {
        let built: (memory: TranslationMemory, findings: [ImportFinding])
        do {
            built = try ProjectMemory.build(
                catalogs: [catalog], defaultLocale: defaultLocale, lock: lock,
                files: files.isEmpty ? configuration.memory : files, localeData: localeData)
        } catch {
            throw InputError(error.description)
        }
        try MemoryOptions.report(built.findings)
        return built.memory
    }

    func exporter() -> TranslationExporter {
        TranslationExporter(
            catalog: catalog, schema: schema, defaultLocale: defaultLocale,
            pluralRules: localeData.pluralRules,
            lock: lock, fallback: localeData.fallback(defaultLocale: defaultLocale))
    }
}
