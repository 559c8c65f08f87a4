import Foundation
import L10nCore
import L10nYAML

/// Reads inline YAML as if it were the file `path`.
func readYAML(_ text: String, path: String = "test.yml", limits: YAMLReaderLimits = .default)
    -> YAMLReadResult
{
    YAMLReader(limits: limits).read(bytes: Array(text.utf8), path: path)
}

/// Builds a catalog from inline files.
func buildCatalog(_ files: [(path: String, text: String)]) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
    let result = CatalogReader().read(sources: files.map { ($0.path, Array($0.text.utf8)) })
    return (result.catalog, result.diagnostics)
}

let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("l10nc-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension Diagnostic {
    /// `rule@line:column`, for compact exact assertions.
    var summary: String { "\(rule)@\(location.line):\(location.column)" }
}
