import L10nChecker
import L10nCore
import L10nRuntime
import L10nYAML

/// The parts of a project and the project-wide facts each part is checked with, made from each
/// resource file's summary (read alone) and the schema's namespaces: one derivation for
/// `ProjectEngine` and the check cache, so that the two cannot lay a project out differently.
public struct ProjectLayout: Sendable {
    /// What a resource file, read alone, contributes to the layout.
    public struct ResourceSummary: Sendable, Hashable {
        public var path: String
        /// Locale tags, as written.
        public var locales: [String]
        /// The type names (namespaces) the file defines.
        public var namespaces: [String]
        /// The keys written after a syntax error (`ResourceFile.keysAfterStop`): the file's part
        /// holds those namespaces too, whose missing keys the file holds back.
        public var keysAfterStop: [String]

        public init(path: String, locales: [String], namespaces: [String], keysAfterStop: [String]) {
            self.path = path
            self.locales = locales
            self.namespaces = namespaces
            self.keysAfterStop = keysAfterStop
        }

        /// The summary of the file at `path`, read alone.
        public init(path: String, read: CatalogReadResult) {
            self.init(
                path: path, locales: read.catalog.locales.map(\.tag), namespaces: read.catalog.typeNames,
                keysAfterStop: read.catalog.files.flatMap(\.keysAfterStop))
        }
    }

    /// Every locale some resource file holds, sorted.
    public let locales: [LocaleIdentifier]
    /// The type names the catalog defines or the schema names (`file-type-mismatch`).
    public let knownTypes: Set<String>
    public let partition: ProjectPartition

    /// - Parameters:
    ///   - resources: each resource file's summary, sorted by path.
    ///   - schemaTypeNames: the type names of the schema's items.
    ///   - namespaceLinks: per namespace the schema needs, the other namespaces its items read
    ///     (`ProjectPartition.links(of:in:)`).
    public init(
        resources: [ResourceSummary], schemaTypeNames: some Sequence<String>,
        namespaceLinks: [String: [String]]
    ) {
        var catalogLocales = Set<String>()
        var knownTypes = Set<String>()
        var lastLocales: [String] = []
        for resource in resources {
            // Most files hold the same locales as the one before: compared (a text of one
            // table is compared by its storage first), not hashed again.
            if resource.locales != lastLocales {
                catalogLocales.formUnion(resource.locales)
                lastLocales = resource.locales
            }
            knownTypes.formUnion(resource.namespaces)
        }
        knownTypes.formUnion(schemaTypeNames)
        self.knownTypes = knownTypes
        locales = catalogLocales.compactMap(LocaleIdentifier.init).sorted()
        partition = ProjectPartition(
            files: resources.map { ($0.path, $0.namespaces + $0.keysAfterStop) },
            namespaceLinks: namespaceLinks)
    }

    /// A layout kept from before (the check cache keeps one between runs): valid while no
    /// resource file's summary, no namespace's links or type names and the listing are changed.
    ///
    /// - Parameters:
    ///   - locales: every locale some resource file holds, sorted.
    ///   - knownTypes: the type names the catalog defines or the schema names; or, when only
    ///     some parts are fingerprinted and checked, those of them that their files are named
    ///     after (all that `namesKnownType(_:)` and `file-type-mismatch` ask of it there).
    public init(locales: [LocaleIdentifier], knownTypes: Set<String>, partition: ProjectPartition) {
        self.locales = locales
        self.knownTypes = knownTypes
        self.partition = partition
    }

    /// Whether the type a resource file is named after (`DashboardViewModel.yml`) is known: an
    /// input of its part's `file-type-mismatch` finding.
    public func namesKnownType(_ path: String) -> Bool {
        Checker.typeName(ofResourceFile: path).map(knownTypes.contains) ?? false
    }

    /// Where each locale that `locales:` leaves out is written, for its `unlisted-locale`
    /// finding: gathered (by `placesOfEachFile`, per resource file) only for those, so a project
    /// whose locales are all listed pays nothing.
    public func unlistedLocalePlaces(
        configuration: CheckConfiguration,
        placesOfEachFile: () -> [[LocaleIdentifier: [SourceLocation]]]
    ) -> [LocaleIdentifier: [SourceLocation]] {
        let unlisted = Set(Checker.unlistedLocales(catalogLocales: locales, configuration: configuration))
        guard !unlisted.isEmpty else { return [:] }
        var places: [LocaleIdentifier: [SourceLocation]] = [:]
        for filePlaces in placesOfEachFile() {
            for (locale, locations) in filePlaces where unlisted.contains(locale) {
                places[locale, default: []] += locations
            }
        }
        return places
    }
}
