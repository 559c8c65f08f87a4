import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import Testing

/// The one layout the engine and the check cache share: the parts, the catalog's locales, the
/// known types, and where the locales `locales:` leaves out are written.
@Suite struct ProjectLayoutTests {
    /// Not Swift Testing's type of the same name.
    typealias Place = L10nCore.SourceLocation

    static let resources: [ProjectLayout.ResourceSummary] = [
        .init(path: "A.yml", locales: ["en", "de"], namespaces: ["A"], keysAfterStop: []),
        .init(path: "B.yml", locales: ["en", "fr"], namespaces: ["B"], keysAfterStop: ["C"]),
        .init(path: "Legacy.yml", locales: ["en"], namespaces: [], keysAfterStop: []),
    ]

    @Test func localesKnownTypesAndParts() {
        let layout = ProjectLayout(
            resources: Self.resources, schemaTypeNames: ["A", "Schema"], namespaceLinks: ["Schema": ["A"]])
        #expect(layout.locales.map(\.tag) == ["de", "en", "fr"])
        // Known: what the files define and what the schema names; not the keys after a stop.
        #expect(layout.knownTypes == ["A", "B", "Schema"])
        #expect(layout.namesKnownType("A.yml") && layout.namesKnownType("B.yml"))
        #expect(!layout.namesKnownType("Legacy.yml"))
        // A schema link joins `Schema` with `A`'s file; `B.yml` holds `C`, written after its stop.
        let parts = layout.partition.parts.map { ($0.files, $0.namespaces) }
        #expect(parts.contains { $0.0 == ["A.yml"] && $0.1 == ["A", "Schema"] })
        #expect(parts.contains { $0.0 == ["B.yml"] && $0.1 == ["B", "C"] })
    }

    @Test func unlistedLocalesPlacesAreGatheredOnlyWhenSomeLocaleIsUnlisted() throws {
        let layout = ProjectLayout(resources: Self.resources, schemaTypeNames: [], namespaceLinks: [:])
        let en = try #require(LocaleIdentifier("en"))
        let de = try #require(LocaleIdentifier("de"))
        let fr = try #require(LocaleIdentifier("fr"))
        let files: [[LocaleIdentifier: [Place]]] = [
            [
                en: [Place(file: "A.yml", line: 1, column: 1)],
                de: [Place(file: "A.yml", line: 9, column: 1)],
            ],
            [fr: [Place(file: "B.yml", line: 5, column: 1)]],
        ]
        var asked = 0
        let allListed = layout.unlistedLocalePlaces(
            configuration: CheckConfiguration(defaultLocale: en, requiredLocales: [en, de, fr]),
            placesOfEachFile: {
                asked += 1
                return files
            })
        #expect(allListed.isEmpty && asked == 0)
        let frenchUnlisted = layout.unlistedLocalePlaces(
            configuration: CheckConfiguration(defaultLocale: en, requiredLocales: [en, de]),
            placesOfEachFile: {
                asked += 1
                return files
            })
        #expect(asked == 1)
        #expect(frenchUnlisted == [fr: [Place(file: "B.yml", line: 5, column: 1)]])
    }
}
