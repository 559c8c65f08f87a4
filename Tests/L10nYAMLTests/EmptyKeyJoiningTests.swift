import L10nCore
import L10nRuntime
import L10nYAML
import Testing

/// Empty YAML keys join into key paths as FOSMVVM's store joins them
/// (`YamlLocalizationStore.swift`, `flattenKeys`: `parentKey + (parentKey.isEmpty ? "" : ".") +
/// nextKey`): an empty key directly below a locale adds no level, and one below a type adds an
/// empty component (`T.` and `T..x`).
@Suite("Empty keys join as FOSMVVM joins them")
struct EmptyKeyJoiningTests {
    @Test func emptyKeysBelowALocaleAndBelowAType() {
        let yaml = """
            en:
              "":
                T:
                  a: "A"
              U:
                "": "Blank-named"
                "" :
                  x: "X"
            """
        let (catalog, diagnostics) = buildCatalog([("T.yml", yaml)])
        let keys = catalog.entries(in: LocaleIdentifier("en")!).map(\.key)
        // `U.""` holds a string and then a mapping: the second definition is the duplicate.
        #expect(diagnostics.map(\.rule) == [.duplicateKey])
        #expect(keys.contains("T.a"))
        #expect(keys.contains("U."))
        #expect(!keys.contains(".T.a"))
    }

    @Test func emptyKeyBelowATypeNestsWithAnEmptyComponent() {
        let yaml = """
            en:
              U:
                "":
                  x: "X"
            """
        let (catalog, diagnostics) = buildCatalog([("T.yml", yaml)])
        #expect(diagnostics.isEmpty)
        guard case .string(let scalar) = catalog.entry("U..x", in: LocaleIdentifier("en")!)?.value else {
            Issue.record("no entry at U..x")
            return
        }
        #expect(scalar.text == "X")
    }
}
