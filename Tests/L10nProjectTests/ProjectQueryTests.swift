import Foundation
import L10nChecker
import L10nCore
import L10nProject
import L10nRuntime
import Testing

/// The questions an editor asks of a snapshot, answered without reading a file again, the
/// same from a whole analysis and from an engine's parts.
@Suite("Project queries")
struct ProjectQueryTests {
    /// The example's snapshot both ways.
    static func exampleSnapshots() throws -> [ProjectSnapshot] {
        let (project, diagnostics) = try ProjectAnalyzerTests.exampleProject()
        let analyzer = ProjectAnalyzer(project: project, configurationDiagnostics: diagnostics)
        return [try analyzer.analyze().snapshot, try ProjectEngine(analyzer: analyzer).snapshot]
    }

    static let sources = ProjectAnalyzerTests.example.appendingPathComponent("Sources/TaskBoard")

    /// 1-based line and column (in Unicode scalars) of the first `needle` in `file` (after the
    /// line holding `marker`; on the `occurrence`th line holding it, counted from 0).
    static func position(
        of needle: String, in file: URL, after marker: String? = nil, occurrence: Int = 0
    ) throws -> (line: Int, column: Int) {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let start = marker.flatMap { marker in lines.firstIndex { $0.contains(marker) } } ?? 0
        let index = try #require(
            lines[start...].indices.filter { lines[$0].contains(needle) }.dropFirst(occurrence).first)
        let range = try #require(lines[index].range(of: needle))
        return (
            index + 1,
            lines[index].unicodeScalars.distance(from: lines[index].startIndex, to: range.lowerBound) + 1
        )
    }

    @Test("the schema item at a Swift position, and the Swift places that need a key")
    func schemaItemAndPlaces() throws {
        let swift = Self.sources.appendingPathComponent("DashboardViewModel.swift")
        let (line, column) = try Self.position(of: "title", in: swift)
        for snapshot in try Self.exampleSnapshots() {
            for offset in 0..<5 {
                let item = snapshot.schemaItem(atFile: swift.path, line: line, column: column + offset)
                #expect(item?.key == "DashboardViewModel.title")
            }
            #expect(snapshot.schemaItem(atFile: swift.path, line: line, column: column - 1) == nil)
            #expect(snapshot.schemaItem(atFile: swift.path, line: line, column: column + 5) == nil)
            #expect(snapshot.schemaItem(atFile: swift.path, line: line + 100, column: column) == nil)

            let places = snapshot.schemaItems(needing: "DashboardViewModel.title")
            #expect(places.map(\.location) == [SourceLocation(file: swift.path, line: line, column: column)])
            // A plural variant is needed by the property whose mapping holds it.
            #expect(
                snapshot.schemaItems(needing: "DashboardViewModel.welcome.other").map(\.propertyName) == [
                    "welcome"
                ])
            #expect(snapshot.schemaItems(needing: "DashboardViewModel.nothing").isEmpty)
        }
    }

    @Test("every locale's entry of a key, at its file, line and column")
    func entriesOfAKey() throws {
        let yaml = Self.sources.appendingPathComponent("DashboardViewModel.yml")
        for snapshot in try Self.exampleSnapshots() {
            let entries = snapshot.entries(ofKey: "DashboardViewModel.title")
            #expect(entries.map(\.locale.tag) == ["ar", "de", "en", "ja", "ru"])
            #expect(entries.allSatisfy { $0.keyLocation.file == yaml.path })
            let english = try #require(entries.first { $0.locale.tag == "en" })
            let (line, column) = try Self.position(of: "title:", in: yaml, after: "en:")
            #expect(english.keyLocation == SourceLocation(file: yaml.path, line: line, column: column))
            guard case .string(let scalar) = english.value else {
                Issue.record("not a string: \(english.value)")
                continue
            }
            #expect(scalar.text == "Dashboard")
            #expect(snapshot.entries(ofKey: "NoSuchViewModel.title").isEmpty)
        }
    }

    @Test("the text a key serves in a locale, and the chain that served it")
    func servedText() throws {
        for snapshot in try Self.exampleSnapshots() {
            let german = try #require(
                snapshot.servedText(forKey: "DashboardViewModel.title", in: LocaleIdentifier("de")!))
            #expect(!german.isFallback)
            #expect(german.entry.locale.tag == "de")
            // Swiss German takes German's text; French, which the project lacks, English's.
            let swiss = try #require(
                snapshot.servedText(forKey: "DashboardViewModel.title", in: LocaleIdentifier("de-CH")!))
            #expect(swiss.isFallback && swiss.entry.locale.tag == "de")
            #expect(swiss.fallbackChain.map(\.tag) == ["de-CH", "de", "en"])
            let french = try #require(
                snapshot.servedText(forKey: "DashboardViewModel.title", in: LocaleIdentifier("fr")!))
            #expect(french.entry.locale.tag == "en" && french.fallbackChain.map(\.tag) == ["fr", "en"])
            #expect(
                snapshot.servedText(forKey: "DashboardViewModel.nothing", in: LocaleIdentifier("de")!) == nil)
        }
    }

    @Test("a key's placeholders: declared by the code, with their types, and used by each locale")
    func placeholders() throws {
        for snapshot in try Self.exampleSnapshots() {
            let item = try #require(snapshot.schema?.items.first { $0.key == "DashboardViewModel.welcome" })
            let placeholders = snapshot.placeholders(ofKey: "DashboardViewModel.welcome")
            #expect(placeholders.map(\.name) == ["count", "name"])
            #expect(placeholders.allSatisfy { $0.isDeclared })
            #expect(placeholders.allSatisfy { $0.usedIn.map(\.tag) == ["ar", "de", "en", "ja", "ru"] })
            #expect(placeholders.map(\.type) == placeholders.map { item.placeholderTypes?[$0.name] })
            #expect(snapshot.placeholders(ofKey: "DashboardViewModel.title").isEmpty)
        }
    }

    /// On the broken fixtures: a key missing in a locale is served by the default locale's
    /// text, and a placeholder a text uses but the code does not declare is said to be so.
    @Test("queries on the broken fixtures", arguments: ["BrokenTaskBoard", "BrokenFOSMVVMBoard"])
    func brokenFixtures(fixture: String) throws {
        let workspace = try ProjectEngineTests.Workspace(copying: ProjectEngineTests.fixture(fixture))
        defer { workspace.remove() }
        let engine = try ProjectEngine(analyzer: workspace.analyzer)
        let whole = try workspace.analyzer.analyze().snapshot
        for snapshot in [engine.snapshot, whole] {
            let schema = try #require(snapshot.schema)
            var fellBack = 0
            for key in Set(schema.items.compactMap(\.requiredKey)).sorted() {
                for locale in snapshot.catalog.locales where !snapshot.catalog.containsEntry(key, in: locale)
                {
                    let served = snapshot.servedText(forKey: key, in: locale)
                    let expected = snapshot.localeData!.fallback(defaultLocale: snapshot.defaultLocale)
                        .chain(for: locale).first { snapshot.catalog.containsEntry(key, in: $0) }
                    #expect(served?.entry.locale == expected)
                    if served != nil { fellBack += 1 }
                }
                // Every place that needs the key says so.
                #expect(!snapshot.schemaItems(needing: key).isEmpty)
                for item in snapshot.schemaItems(needing: key) where item.requiredKey == key {
                    #expect(
                        snapshot.schemaItem(
                            atFile: item.location.file, line: item.location.line, column: item.location.column
                        )?
                        .location == item.location)
                }
            }
            if fixture == "BrokenTaskBoard" { #expect(fellBack > 0, "the fixture has a key missing in 'de'") }
            let undeclared = schema.items.filter { $0.kind == .subs && $0.placeholders != nil }.flatMap {
                item in
                snapshot.placeholders(ofKey: item.key).filter { !$0.isDeclared }
            }
            let unknown = snapshot.diagnostics.filter { $0.rule == .placeholderUnknown }
            #expect(undeclared.isEmpty == unknown.isEmpty)
        }
    }
}
