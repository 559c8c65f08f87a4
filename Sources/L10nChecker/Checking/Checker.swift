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

    public init(configuration: CheckConfiguration, localeData: LocaleDataStore) {
        self.configuration = configuration
        self.localeData = localeData
    }

    /// The rules, in no particular order (the output is sorted).
    static let rules: [any CheckRule] = [
        MissingKeyRule(), OrphanKeyRule(), ShapeMismatchRule(), MalformedPlaceholderRule(),
        PlaceholderUnknownRule(), PlaceholderUnusedRule(), PlaceholderDriftRule(),
        PluralMissingCategoryRule(), PluralExtraCategoryRule(), CompoundUnknownPieceRule(),
        EmptyValueRule(), UntranslatedRule(), FileTypeMismatchRule(),
        // Serving under FOSMVVM (each runs only under `runtime: fosmvvm`).
        ResourceNotLoadedRule(), ValueNotTextRule(), ValueTrimmedRule(), MacroInvisibleMemberRule(),
        // Maintaining resources.
        LocaleCoverageRule(),
    ]

    /// Every finding of the enabled rules, sorted.
    public func check(schema: Schema, catalog: Catalog) -> [Diagnostic] {
        let configuration = self.configuration
        let enabled = Self.rules.filter { $0.rules.contains(where: configuration.isEnabled) }
        // The pass over every entry gathers only what the enabled rules report.
        var walking: EntryWalk.Needs = []
        if configuration.isEnabled(.orphanKey) { walking.insert(.orphans) }
        if configuration.isEnabled(.malformedPlaceholder) { walking.insert(.malformedPlaceholders) }
        if configuration.isEnabled(.fileTypeMismatch), configuration.runtime == .l10nc {
            walking.insert(.foreignTypes)
        }
        let context = CheckContext(
            schema: schema, catalog: catalog, configuration: configuration, localeData: localeData,
            walking: walking)
        // The rules only read the shared context, so they run side by side.
        let findings = ParallelMap.map(
            count: enabled.count, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) {
            enabled[$0].check(context).filter { configuration.isEnabled($0.rule) }
        }
        return findings.flatMap { $0 }.sorted()
    }
}
