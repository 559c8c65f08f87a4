/// `MarkupContent`: text for a human, in Markdown or plain text.
public struct MarkupContent: Sendable, Hashable, Codable {
    /// `plaintext` or `markdown`.
    public var kind: String
    public var value: String

    public init(kind: String = "markdown", value: String) {
        self.kind = kind
        self.value = value
    }
}

/// `Hover`: what `textDocument/hover` answers.
public struct Hover: Sendable, Hashable, Codable {
    public var contents: MarkupContent
    public var range: TextRange?

    public init(contents: MarkupContent, range: TextRange? = nil) {
        self.contents = contents
        self.range = range
    }
}

/// `FileEvent` of `workspace/didChangeWatchedFiles`.
public struct FileEvent: Sendable, Hashable, Codable {
    /// `FileChangeType`: 1 created, 2 changed, 3 deleted.
    public var uri: DocumentURI
    public var type: Int

    public init(uri: DocumentURI, type: Int) {
        self.uri = uri
        self.type = type
    }
}

/// `DidChangeWatchedFilesParams`.
public struct DidChangeWatchedFilesParams: Sendable, Hashable, Codable {
    public var changes: [FileEvent]

    public init(changes: [FileEvent]) { self.changes = changes }
}

/// `LogMessageParams` of `window/logMessage`.
public struct LogMessageParams: Sendable, Hashable, Codable {
    /// `MessageType`: 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String

    public init(type: Int, message: String) {
        self.type = type
        self.message = message
    }
}

/// `Registration` of `client/registerCapability`.
public struct Registration: Sendable, Hashable, Codable {
    public var id: String
    public var method: String
    public var registerOptions: JSONValue?

    public init(id: String, method: String, registerOptions: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// `RegistrationParams`.
public struct RegistrationParams: Sendable, Hashable, Codable {
    public var registrations: [Registration]

    public init(registrations: [Registration]) { self.registrations = registrations }
}

/// `CodeActionContext`: the diagnostics the client shows in the range, and the kinds it wants.
public struct CodeActionContext: Sendable, Hashable, Codable {
    public var diagnostics: [Diagnostic]
    public var only: [String]?

    public init(diagnostics: [Diagnostic], only: [String]? = nil) {
        self.diagnostics = diagnostics
        self.only = only
    }
}

/// `CodeActionParams` of `textDocument/codeAction`.
public struct CodeActionParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var range: TextRange
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: TextRange, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

/// `CodeAction`: a fix the client applies as a workspace edit.
public struct CodeAction: Sendable, Hashable, Codable {
    public var title: String
    /// `quickfix` for the fix of a diagnostic.
    public var kind: String?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public init(
        title: String, kind: String? = "quickfix", diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}

/// `FullDocumentDiagnosticReport`: a document's diagnostics, as `textDocument/diagnostic`
/// answers (`kind` is always `full`: the server keeps no result ids).
public struct FullDocumentDiagnosticReport: Sendable, Hashable, Codable {
    public var kind: String
    public var items: [Diagnostic]

    public init(items: [Diagnostic]) {
        kind = "full"
        self.items = items
    }
}

/// `WorkspaceFullDocumentDiagnosticReport`: one document's report in `workspace/diagnostic`.
public struct WorkspaceDocumentDiagnosticReport: Sendable, Hashable, Codable {
    public var kind: String
    public var uri: DocumentURI
    /// The open document's version, `null` for a file on disk.
    public var version: Int?
    public var items: [Diagnostic]

    public init(uri: DocumentURI, version: Int?, items: [Diagnostic]) {
        kind = "full"
        self.uri = uri
        self.version = version
        self.items = items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
        try container.encode(items, forKey: .items)
    }
}

/// `WorkspaceDiagnosticReport`.
public struct WorkspaceDiagnosticReport: Sendable, Hashable, Codable {
    public var items: [WorkspaceDocumentDiagnosticReport]

    public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}

/// `CompletionItem`: a suggestion of `textDocument/completion`.
public struct CompletionItem: Sendable, Hashable, Codable {
    public var label: String
    /// `CompletionItemKind`: 10 property (a key), 6 variable (a placeholder).
    public var kind: Int?
    public var detail: String?
    public var insertText: String?
    /// What the client sorts by instead of `label`: keeps a ranked list (memory matches, best
    /// first) in its order.
    public var sortText: String?
    /// What the client filters by instead of `label`.
    public var filterText: String?

    public init(
        label: String, kind: Int? = nil, detail: String? = nil, insertText: String? = nil,
        sortText: String? = nil, filterText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText
        self.sortText = sortText
        self.filterText = filterText
    }
}

/// `InlayHintParams` of `textDocument/inlayHint`.
public struct InlayHintParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var range: TextRange

    public init(textDocument: TextDocumentIdentifier, range: TextRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// `InlayHint`: text the editor shows inline, after `position`.
public struct InlayHint: Sendable, Hashable, Codable {
    public var position: Position
    public var label: String
    public var paddingLeft: Bool?
    public var tooltip: String?

    public init(position: Position, label: String, paddingLeft: Bool? = true, tooltip: String? = nil) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
        self.tooltip = tooltip
    }
}

/// `RenameParams` of `textDocument/rename`.
public struct RenameParams: Sendable, Hashable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String

    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}

/// The `{ range, placeholder }` answer of `textDocument/prepareRename`.
public struct PrepareRenameResult: Sendable, Hashable, Codable {
    public var range: TextRange
    public var placeholder: String

    public init(range: TextRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}
