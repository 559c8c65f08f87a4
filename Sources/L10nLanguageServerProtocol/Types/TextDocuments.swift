/// `TextDocumentIdentifier`: names a document.
public struct TextDocumentIdentifier: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public init(uri: DocumentURI) { self.uri = uri }
}

/// `VersionedTextDocumentIdentifier`: a document at one version of the client's buffer.
public struct VersionedTextDocumentIdentifier: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public var version: Int
    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// `TextDocumentItem`: an opened document and its whole text.
public struct TextDocumentItem: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

/// `TextDocumentContentChangeEvent`: a replaced range, or the whole new text when `range` is
/// absent.
public struct TextDocumentContentChangeEvent: Sendable, Hashable, Codable {
    public var range: TextRange?
    public var text: String

    public init(range: TextRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}

/// `textDocument/didOpen` parameters.
public struct DidOpenTextDocumentParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentItem
    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// `textDocument/didChange` parameters: the changes, applied in order.
public struct DidChangeTextDocumentParams: Sendable, Hashable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(
        textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]
    ) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// `textDocument/didSave` and `textDocument/didClose` parameters.
public struct TextDocumentParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

/// Parameters of the requests at a position (`hover`, `definition`, `completion`, …).
public struct TextDocumentPositionParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `TextEdit`: replace `range` with `newText`.
public struct TextEdit: Sendable, Hashable, Codable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// `WorkspaceEdit`: the edits of each document (`changes`), or, when a file must be created
/// first, the same as ordered `documentChanges` (for clients that support resource
/// operations).
public struct WorkspaceEdit: Sendable, Hashable, Codable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [DocumentChange]?

    public init(changes: [DocumentURI: [TextEdit]]) { self.changes = changes }

    public init(documentChanges: [DocumentChange]) { self.documentChanges = documentChanges }
}

/// One entry of `WorkspaceEdit.documentChanges`: a `CreateFile` operation, or a
/// `TextDocumentEdit` (the edits of one document, at any version).
public enum DocumentChange: Sendable, Hashable, Codable {
    case createFile(uri: DocumentURI)
    case edit(uri: DocumentURI, edits: [TextEdit])

    private enum CodingKeys: String, CodingKey {
        case kind, uri, options, textDocument, edits
    }

    private struct Options: Codable, Hashable { var ignoreIfExists: Bool }

    private struct Document: Codable, Hashable {
        var uri: DocumentURI
        var version: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            // `OptionalVersionedTextDocumentIdentifier`: null means any version.
            try container.encode(version, forKey: .version)
        }

        private enum CodingKeys: String, CodingKey { case uri, version }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(String.self, forKey: .kind) == "create" {
            self = .createFile(uri: try container.decode(DocumentURI.self, forKey: .uri))
        } else {
            let document = try container.decode(Document.self, forKey: .textDocument)
            self = .edit(uri: document.uri, edits: try container.decode([TextEdit].self, forKey: .edits))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .createFile(let uri):
            try container.encode("create", forKey: .kind)
            try container.encode(uri, forKey: .uri)
            try container.encode(Options(ignoreIfExists: true), forKey: .options)
        case .edit(let uri, let edits):
            try container.encode(Document(uri: uri, version: nil), forKey: .textDocument)
            try container.encode(edits, forKey: .edits)
        }
    }
}
