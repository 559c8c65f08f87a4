import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Hover: the text each locale serves, or what reads a YAML key.
extension LanguageServer {
    /// On a Swift property: the text each locale serves, and from which locale of the chain;
    /// its placeholders and their types. On a YAML key: what reads it.
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let path = Self.path(of: params.textDocument.uri) else { return nil }
        let text = DocumentText(path: path, documents: documents)
        let (line, column) = text.location(of: params.position, encoding: encoding)
        for snapshot in workspace.snapshots(holding: path) {
            if let item = snapshot.schemaItem(atFile: path, line: line, column: column) {
                let key = item.requiredKey ?? item.key
                var lines = ["**\(key)** (`\(item.propertyName)`, \(item.kind.rawValue))", ""]
                let locales = Set(snapshot.catalog(holding: key).locales).union(
                    snapshot.configuration.locales ?? [])
                for locale in locales.sorted() {
                    guard let served = snapshot.servedText(forKey: key, in: locale) else {
                        lines.append("- \(locale): *missing*")
                        continue
                    }
                    let origin = served.isFallback ? " *(from \(served.entry.locale))*" : ""
                    lines.append("- \(locale): \(Self.preview(served.entry.value))\(origin)")
                }
                let placeholders = snapshot.placeholders(ofKey: key)
                if !placeholders.isEmpty {
                    lines.append("")
                    lines.append(
                        "Placeholders: "
                            + placeholders.map { "`%{\($0.name)}`" + ($0.type.map { ": \($0)" } ?? "") }
                            .joined(separator: ", "))
                }
                return Hover(contents: MarkupContent(value: lines.joined(separator: "\n")))
            }
            if let entry = snapshot.catalogEntry(atFile: path, line: line, column: column) {
                let places = snapshot.schemaItems(needing: entry.key)
                var readers =
                    places.isEmpty
                    ? ["No Swift code reads **\(entry.key)**."]
                    : places.map {
                        "Read by `\($0.propertyName)` of `\($0.typeName)` at \(($0.location.file as NSString).lastPathComponent):\($0.location.line)"
                    }
                // Why no quick fix deletes or renames it: l10nc could not read all it needs.
                if let scope = snapshot.unreadScope(covering: entry.key) {
                    readers += ["", "No fix deletes or renames it: \(scope.reason)."]
                }
                return Hover(
                    contents: MarkupContent(
                        value: (["**\(entry.key)**", ""] + readers).joined(separator: "\n")))
            }
        }
        return nil
    }

    static func preview(_ value: CatalogValue) -> String {
        switch value {
        case .string(let scalar): "“\(scalar.text)”"
        case .array(let scalars): "[" + scalars.map { "“\($0.text)”" }.joined(separator: ", ") + "]"
        case .mapping(let names): "{" + names.joined(separator: ", ") + "}"
        }
    }
}
