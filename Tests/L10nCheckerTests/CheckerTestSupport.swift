import Foundation
import L10nChecker
import L10nCore
import L10nRuntime
import L10nYAML

/// CLDR data from the repository's `Locales/`, read once for all tests.
let testLocaleData: LocaleDataStore = {
    do {
        return try LocaleDataStore()
    } catch {
        fatalError("cannot load Locales/: \(error)")
    }
}()

func locale(_ tag: String) -> LocaleIdentifier { LocaleIdentifier(tag)! }

/// Builds a catalog from inline files.
func makeCatalog(_ files: [(path: String, text: String)]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
    let result = CatalogReader().read(sources: files.map { ($0.path, Array($0.text.utf8)) })
    return (result.catalog, result.diagnostics)
}

/// A schema item declared in `T.swift` at `line`, column 5.
func property(
    _ key: String, _ kind: SchemaItem.Kind = .string, line: Int = 10, name: String? = nil,
    placeholders: [String]? = nil,
    arrayKey: String? = nil, index: Int? = nil, pieces: [CompoundPiece]? = nil, separatorKey: String? = nil
) -> SchemaItem {
    let typeName = String(key.prefix { $0 != "." })
    let propertyName = name ?? String(key.split(separator: ".").last!.prefix { $0 != "[" })
    return SchemaItem(
        key: key, kind: kind, typeName: typeName, propertyName: propertyName,
        location: SourceLocation(file: "\(typeName).swift", line: line, column: 5),
        placeholders: placeholders, arrayKey: arrayKey, index: index, pieces: pieces,
        separatorKey: separatorKey)
}

/// Runs the checker on inline YAML (one file, `T.yml` unless given) and a schema.
///
/// The runtime defaults to `.l10nc`, whose semantics (plurals, untrimmed text) most rule tests
/// were written for; the FOSMVVM tests pass `.fosmvvm`.
func check(
    _ yaml: String, path: String = "T.yml", items: [SchemaItem], defaultLocale: String = "en",
    locales: [String]? = nil, severities: [RuleID: RuleSeverity] = [:], runtime: ServingRuntime = .l10nc
) -> [Diagnostic] {
    check(
        files: [(path, yaml)], items: items, defaultLocale: defaultLocale, locales: locales,
        severities: severities, runtime: runtime)
}

func check(
    files: [(path: String, text: String)], items: [SchemaItem], defaultLocale: String = "en",
    locales: [String]? = nil, severities: [RuleID: RuleSeverity] = [:], runtime: ServingRuntime = .l10nc
) -> [Diagnostic] {
    let (catalog, _) = makeCatalog(files)
    let configuration = CheckConfiguration(
        defaultLocale: locale(defaultLocale), requiredLocales: locales?.map(locale),
        ruleSeverities: severities, runtime: runtime)
    return Checker(configuration: configuration, localeData: testLocaleData)
        .check(schema: Schema(items: items), catalog: catalog)
}

extension Diagnostic {
    /// `rule file:line:column`, for compact exact assertions.
    var summary: String { "\(rule) \(location)" }
}

extension Array where Element == Diagnostic {
    func with(_ rule: RuleID) -> [Diagnostic] { filter { $0.rule == rule } }
}
