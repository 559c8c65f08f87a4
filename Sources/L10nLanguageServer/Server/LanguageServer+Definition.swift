import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Go to definition and references: from a property to its keys in every locale, and back.
extension LanguageServer {
    /// From a Swift property to its key's entries in every locale; from a YAML key to the
    /// Swift places that need it.
    func definition(_ params: TextDocumentPositionParams) -> [Location] {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        let (line, column) = text.location(of: params.position, encoding: encoding)
        for snapshot in workspace.snapshots(holding: path) {
            if let item = snapshot.schemaItem(atFile: path, line: line, column: column) {
                return snapshot.entries(ofKey: item.requiredKey ?? item.key).map { location($0.keyLocation) }
            }
            if let entry = snapshot.catalogEntry(atFile: path, line: line, column: column) {
                return snapshot.swiftPlaces(needing: entry.key).map(location)
            }
        }
        return []
    }

    /// Every place of a key: its entries in every locale and the Swift places that need it,
    /// from either side.
    func references(_ params: TextDocumentPositionParams) -> [Location] {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        let (line, column) = text.location(of: params.position, encoding: encoding)
        for snapshot in workspace.snapshots(holding: path) {
            let key =
                snapshot.schemaItem(atFile: path, line: line, column: column).map { $0.requiredKey ?? $0.key }
                ?? snapshot.catalogEntry(atFile: path, line: line, column: column)?.key
            guard let key else { continue }
            return snapshot.swiftPlaces(needing: key).map(location)
                + snapshot.entries(ofKey: key).map { location($0.keyLocation) }
        }
        return []
    }

    func location(_ location: SourceLocation) -> Location {
        Location(
            uri: Self.uri(of: location.file),
            range: DocumentText(path: location.file, documents: documents).tokenRange(
                at: location, encoding: encoding))
    }
}
