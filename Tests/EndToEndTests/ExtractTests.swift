import Foundation
import L10nCore
import L10nRuntime
import L10nYAML
import Testing

/// `l10nc extract --format json` on the examples lists exactly the keys their YAML holds.
@Suite("extract on the example")
struct ExtractTests {
    struct Document: Decodable {
        struct Key: Decodable {
            var key: String
            var kind: String
            var requiredKey: String?
            var file: String
            var line: Int
            var column: Int
            var placeholders: [String]?
        }

        var keys: [Key]
    }

    @Test func everyKeyTheExampleYAMLNeedsIsListed() throws {
        let examples = ProjectPaths.repositoryRoot.appendingPathComponent("Examples")
        let result = try CompileLookupTests.run(
            ["extract", "--sources", "TaskBoard", "--format", "json"], in: examples)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
        let needed = Set(document.keys.compactMap(\.requiredKey))

        // The YAML's message keys: strings, arrays and plural mappings (not their variants),
        // and not the optional compound patterns, which no property requires.
        let catalog = try CatalogReader().read(roots: [examples.path + "/TaskBoard"]).catalog
        let compoundPatterns = Set(document.keys.filter { $0.kind == "compound" }.map(\.key))
        var inYAML = Set<String>()
        for locale in catalog.locales {
            for entry in catalog.sortedEntries(in: locale) {
                if case .mapping(let children) = entry.value,
                    children.isEmpty || !children.allSatisfy({ PluralCategory(rawValue: $0) != nil })
                {
                    continue
                }
                let parent = entry.key.split(separator: ".").dropLast().joined(separator: ".")
                if case .mapping(let siblings) = catalog.entry(parent, in: locale)?.value,
                    siblings.allSatisfy({ PluralCategory(rawValue: $0) != nil })
                {
                    continue
                }
                if !compoundPatterns.contains(entry.key) { inYAML.insert(entry.key) }
            }
        }
        #expect(needed == inYAML)
        #expect(needed.count == 20)
        let welcome = try #require(document.keys.first { $0.key == "DashboardViewModel.welcome" })
        #expect(welcome.kind == "subs")
        #expect(welcome.placeholders == ["count", "name"])
        #expect(welcome.file == "TaskBoard/Sources/TaskBoard/DashboardViewModel.swift")
    }
}
