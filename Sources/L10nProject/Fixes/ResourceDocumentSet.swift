import Foundation
import L10nEditing

/// The resource files a set of fixes edits, each read once, on first use.
public struct ResourceDocumentSet: Sendable {
    public private(set) var documents: [String: ResourceDocument] = [:]

    /// Calls `body` with the document of `path`, reading it first (or starting a new file when
    /// there is none).
    public init() {}

    public mutating func edit(
        _ path: String, _ body: (inout ResourceDocument) throws(ResourceEditError) -> Void
    )
        throws(ResourceEditError)
    {
        var document: ResourceDocument
        if let open = documents[path] {
            document = open
        } else if FileManager.default.fileExists(atPath: path) {
            document = try ResourceDocument(path: path)
        } else {
            document = ResourceDocument(creating: path)
        }
        try body(&document)
        documents[path] = document
    }

    /// Re-indents the tab-indented lines of `path` (read first when it is not yet open), so
    /// that the file parses.
    public mutating func reindent(_ path: String) throws(ResourceEditError) {
        guard documents[path] == nil else { return }
        documents[path] = try ResourceDocument(reindenting: path)
    }

    /// The documents an edit changed, by path.
    public var changed: [ResourceDocument] {
        documents.values.filter(\.hasChanges).sorted { $0.path < $1.path }
    }
}
