import Foundation
import L10nCore
import L10nRuntime

/// Compares what the view models need (`Schema`) with what the resources hold (`Catalog`).
///
/// The checker reports every finding with its rule's default severity, sorted by file, line,
/// column and rule id; `DiagnosticPolicy` then applies configured severities and
/// `# l10nc:ignore` comments to these and the reader's and scanner's findings. Rules that the
/// configuration turns off (and `untranslated`, unless turned on) are not run at all.
public struct Checker: Sendable {
    public let configuration: CheckConfiguration
    public let localeData: LocaleDataStore

    /// The rules the configuration enables for its runtime, and what the pass over every entry
    /// gathers for them: chosen once, not at every part a check by parts checks (thousands, for
    /// an agent's batches; each choice asked every rule's metadata).
    private let enabledRules: [any CheckRule]
    /// The same without `locale-coverage`, which a part's check leaves to the whole project.
    private let enabledPartRules: [any CheckRule]
    private let walking: EntryWalk.Needs

    public init(configuration: CheckConfiguration, localeData: LocaleDataStore) {
        self.configuration = configuration
        self.localeData = localeData
        enabledRules = Self.rules.filter {
            $0.rules.contains(where: configuration.isEnabled) && $0.serves(configuration.runtime)
        }
        enabledPartRules = enabledRules.filter { !($0 is LocaleCoverageRule) }
        var walking: EntryWalk.Needs = []
        if configuration.isEnabled(.orphanKey) { walking.insert(.orphans) }
        if configuration.isEnabled(.malformedPlaceholder) { walking.insert(.malformedPlaceholders) }
        if enabledRules.contains(where: { $0 is FileTypeMismatchRule }) { walking.insert(.foreignTypes) }
        self.walking = walking
    }

    /// The rules, in no particular order (the output is sorted).
    static let rules: [any CheckRule] = [
        MissingKeyRule(), OrphanKeyRule(), MisspelledKeyRule(), ShapeMismatchRule(),
        MalformedPlaceholderRule(),
        PlaceholderUnknownRule(), PlaceholderUnusedRule(), PlaceholderDriftRule(),
        PluralMissingCategoryRule(), PluralExtraCategoryRule(), CompoundUnknownPieceRule(),
        EmptyValueRule(), UntranslatedRule(), FileTypeMismatchRule(),
        // Serving under FOSMVVM (each serves `runtime: fosmvvm` only).
        ResourceNotLoadedRule(), ValueNotTextRule(), ValueTrimmedRule(), PercentEscapeRule(),
        MacroInvisibleMemberRule(),
        // Maintaining resources.
        LocaleCoverageRule(),
    ]

    /// Every finding of the enabled rules, sorted.
    public func check(schema: Schema, catalog: Catalog) -> [Diagnostic] {
        check(schema: schema, catalog: catalog, knownTypeNames: nil, excludingCoverage: false).diagnostics
    }

    /// The findings of one part of a project, for an incremental check: `catalog` holds the
    /// part's files and `schema` the items of its keys, and no key of the part is read or needed
    /// elsewhere. What the rules would learn from the rest of the project is given:
    /// `configuration.requiredLocales` must be set (the whole catalog's locales when the
    /// configuration names none), and `knownTypeNames` are the type names of the whole schema
    /// and catalog. `locale-coverage`, which judges the whole project, is not reported; the
    /// part's counts are returned instead, to be summed and judged by
    /// `coverageFindings(_:)`.
    public func checkPart(schema: Schema, catalog: Catalog, knownTypeNames: Set<String>)
        -> (diagnostics: [Diagnostic], coverage: CoverageTally)
    {
        precondition(configuration.requiredLocales != nil, "a part is checked against the project's locales")
        return check(
            schema: schema, catalog: catalog, knownTypeNames: knownTypeNames, excludingCoverage: true)
    }

    /// The type a resource file is named after (`DashboardViewModel` for
    /// `DashboardViewModel.yml`), which `file-type-mismatch` compares its types with when
    /// the schema or the catalog knows it.
    public static func typeName(ofResourceFile path: String) -> String? {
        FileTypeMismatchRule.typeName(ofFile: path)
    }

    /// The `locale-coverage` findings of the summed counts of a project's parts.
    public static func coverageFindings(_ tally: CoverageTally, configuration: CheckConfiguration)
        -> [Diagnostic]
    {
        guard configuration.isEnabled(.localeCoverage) else { return [] }
        return LocaleCoverageRule.findings(tally, configuration: configuration)
    }

    /// The findings that judge the configuration against the whole catalog, with or without
    /// sources: a locale the resources hold that `locales:` leaves out (`unlisted-locale`), with
    /// the places it is written (`localeLocations`: each locale's keys at the top of the files).
    public static func catalogFindings(
        localeLocations: [LocaleIdentifier: [SourceLocation]], configuration: CheckConfiguration
    ) -> [Diagnostic] {
        UnlistedLocaleRule.findings(localeLocations: localeLocations, configuration: configuration)
    }

    /// The locales the resources hold that `locales:` leaves out (what `unlisted-locale`
    /// reports), for tools that show coverage.
    public static func unlistedLocales(
        catalogLocales: some Sequence<LocaleIdentifier>, configuration: CheckConfiguration
    ) -> [LocaleIdentifier] {
        UnlistedLocaleRule.unlisted(catalogLocales, configuration: configuration)
    }

    private func check(
        schema: Schema, catalog: Catalog, knownTypeNames: Set<String>?, excludingCoverage: Bool
    ) -> (diagnostics: [Diagnostic], coverage: CoverageTally) {
        let configuration = self.configuration
        let enabled = excludingCoverage ? enabledPartRules : enabledRules
        // The pass over every entry gathers only what the enabled rules report.
        let walking = self.walking
        let context = CheckContext(
            schema: schema, catalog: catalog, configuration: configuration, localeData: localeData,
            walking: walking, knownTypeNames: knownTypeNames)
        // The rules only read the shared context, so they run side by side.
        // Filtered and sorted in place, the largest list taken rather than copied: a project with
        // a hundred thousand findings would otherwise hold several copies of them at once.
        var findings = ParallelMap.map(
            count: enabled.count, concurrency: ParallelMap.processorCount
        ) {
            var found = enabled[$0].check(context)
            found.removeAll { !configuration.isEnabled($0.rule) }
            return found
        }
        let coverage = excludingCoverage ? LocaleCoverageRule.tally(context) : CoverageTally()
        findings.sort { $0.count > $1.count }
        var all = findings.isEmpty ? [] : findings.removeFirst()
        for more in findings { all.append(contentsOf: more) }
        findings = []
        all.sort()
        return (all, coverage)
    }
}
