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

/// `WorkspaceEdit` in its `changes` form: the edits of each document.
public struct WorkspaceEdit: Sendable, Hashable, Codable {
    public var changes: [DocumentURI: [TextEdit]]
    public init(changes: [DocumentURI: [TextEdit]]) { self.changes = changes }
}
