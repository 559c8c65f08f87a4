import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML

/// The order of a check by parts (`ProjectPartition`), in one place: how one part's catalog
/// is checked, and how the parts' findings and what belongs to no part are put together into
/// the findings of a whole check, in its order. `ProjectEngine` (in memory) and the on-disk
/// check cache both check with it.
public struct PartChecker: Sendable {
    public let configuration: ProjectConfiguration
    /// The configuration's checks, with the locales of the whole catalog as the required ones
    /// when the configuration names none: a part must not judge by its own locales alone.
    public let checkConfiguration: CheckConfiguration
    /// The type names of the whole schema and catalog (`file-type-mismatch`).
    public let knownTypeNames: Set<String>
    public let policy: DiagnosticPolicy
    private let checker: Checker?
    private let lock: TranslationLock?

    /// - Parameters:
    ///   - catalogLocales: the locales of every resource file, sorted.
    ///   - localeLocations: where each locale that `locales:` leaves out is written (the
    ///     `unlisted-locale` finding names them); the other locales may be left out.
    ///   - localeData: the CLDR data; `nil` checks no part against a schema (no sources, or no
    ///     part to check).
    ///   - lock: the lock whose stale, still-to-translate and to-review texts each part reports.
    public init(
        configuration: ProjectConfiguration, catalogLocales: [LocaleIdentifier],
        localeLocations: [LocaleIdentifier: [SourceLocation]], knownTypeNames: Set<String>,
        localeData: LocaleDataStore?, lock: TranslationLock?, warningsAsErrors: Bool
    ) {
        self.configuration = configuration
        var checkConfiguration = configuration.checkConfiguration
        if checkConfiguration.requiredLocales == nil { checkConfiguration.requiredLocales = catalogLocales }
        self.checkConfiguration = checkConfiguration
        self.knownTypeNames = knownTypeNames
        policy = configuration.diagnosticPolicy(warningsAsErrors: warningsAsErrors)
        checker =
            configuration.sources.isEmpty
            ? nil : localeData.map { Checker(configuration: checkConfiguration, localeData: $0) }
        self.lock = lock
        var places: [LocaleIdentifier: [SourceLocation]] = [:]
        for locale in catalogLocales { places[locale] = localeLocations[locale] ?? [] }
        self.localeLocations = places
    }

    /// Every locale of the catalog, with the places given for it.
    private let localeLocations: [LocaleIdentifier: [SourceLocation]]

    /// A part's findings, after the policy of its own files (their ignore comments, the
    /// severities), and the coverage counts it adds to the project's.
    ///
    /// - Parameters:
    ///   - read: the part's files read together.
    ///   - schema: the schema items of the part's namespaces (the whole schema for a project
    ///     checked as one part).
    public func check(_ read: CatalogReadResult, schema: Schema) -> (
        diagnostics: [Diagnostic], coverage: CoverageTally
    ) {
        var found = read.diagnostics
        var coverage = CoverageTally()
        if let checker {
            found = checkConfiguration.runtime.reportedReaderFindings(found, sourcesScanned: true)
            let result = checker.checkPart(
                schema: schema, catalog: read.catalog, knownTypeNames: knownTypeNames)
            found += result.diagnostics
            coverage = result.coverage
        }
        found = Self.sectionsNotQuoted(found, catalog: read.catalog, schema: schema)
        if let lock {
            found += lock.staleTranslations(in: read.catalog)
            let checkConfiguration = checkConfiguration
            found += lock.placeholderTexts(in: read.catalog) {
                checkConfiguration.isAdvisory($0) ? .note : .warning
            }
            found += lock.reviewTexts(in: read.catalog) {
                checkConfiguration.isAdvisory($0) ? .note : .warning
            }
        }
        return (policy.apply(to: found, files: read.catalog.files), coverage)
    }

    /// An empty section (`de:` → `CardViewModel:` with no keys yet, a translator's skeleton) is a
    /// null to YAML, and so a `yaml11-scalar` or `value-not-text` finding; but it stands where a
    /// mapping belongs (a type's or a parent key's place), so its fix is to add the keys below
    /// it (`fix --fill`), never to quote it into a text, which would turn the section into a
    /// string. Such findings say so and carry no fix-it.
    static func sectionsNotQuoted(_ diagnostics: [Diagnostic], catalog: Catalog, schema: Schema)
        -> [Diagnostic]
    {
        let quoted = diagnostics.indices.filter {
            (diagnostics[$0].rule == .yaml11Scalar || diagnostics[$0].rule == .valueNotText)
                && diagnostics[$0].fixIt == "\"\""
        }
        guard !quoted.isEmpty else { return diagnostics }
        var prefixes = Set<String>()
        for item in schema.items {
            guard let key = item.requiredKey else { continue }
            var prefix = Substring(key)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                prefixes.insert(String(prefix))
            }
        }
        var sections: [SourceLocation: (key: String, locale: LocaleIdentifier)] = [:]
        for locale in catalog.locales {
            for entry in catalog.entries(in: locale) {
                guard case .string(let scalar) = entry.value, scalar.style == .plain, scalar.text.isEmpty,
                    entry.parentKey == nil || prefixes.contains(entry.key)
                else { continue }
                sections[scalar.location] = (entry.key, locale)
            }
        }
        var result = diagnostics
        for index in quoted {
            guard let section = sections[result[index].location] else { continue }
            result[index].fixIt = nil
            result[index].message =
                "'\(section.key)' in locale '\(section.locale)' is an empty section, which YAML reads as a null: "
                + "add its keys below it (`l10nc fix --fill copy` adds the missing ones)"
        }
        return result
    }

    /// Every finding of the project, sorted as `check` prints them: the parts' findings with
    /// what belongs to no part (the configuration's and the scanner's findings, the locales
    /// of the catalog, coverage judged over the sum of the parts' counts). The sources'
    /// ignore comments are applied last, to the findings of every part at once, so that one
    /// that suppresses nothing anywhere is reported once.
    ///
    /// - Parameter scan: the scanner's findings and ignore comments; `nil` without sources.
    public func combine(
        parts: consuming [Diagnostic], coverage: CoverageTally, configurationDiagnostics: [Diagnostic],
        scan: (diagnostics: [Diagnostic], ignoreComments: [IgnoreComment])?
    ) -> [Diagnostic] {
        var diagnostics = parts
        var residual = configurationDiagnostics
        residual += Checker.catalogFindings(
            localeLocations: localeLocations, configuration: configuration.checkConfiguration)
        if let scan {
            residual += scan.diagnostics
            residual = checkConfiguration.runtime.reportedReaderFindings(residual, sourcesScanned: true)
            residual += Checker.coverageFindings(coverage, configuration: checkConfiguration)
        }
        diagnostics += policy.apply(to: residual, files: [])
        diagnostics.sort()
        if let comments = scan?.ignoreComments, !comments.isEmpty {
            diagnostics = policy.apply(to: diagnostics, files: [], sourceIgnores: comments)
        }
        return diagnostics
    }
}
