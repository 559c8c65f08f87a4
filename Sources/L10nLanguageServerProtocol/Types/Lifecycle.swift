/// `WorkspaceFolder`: a root the client opened.
public struct WorkspaceFolder: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// `initialize` parameters: who the client is, its roots and what it can do. The capabilities
/// are kept as sent; the accessors read the ones a server decides on.
public struct InitializeParams: Sendable, Hashable, Codable {
    public var processId: Int?
    public var rootUri: DocumentURI?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: JSONValue
    public var initializationOptions: JSONValue?

    public init(
        processId: Int? = nil, rootUri: DocumentURI? = nil, workspaceFolders: [WorkspaceFolder]? = nil,
        capabilities: JSONValue = .object([:]), initializationOptions: JSONValue? = nil
    ) {
        self.processId = processId
        self.rootUri = rootUri
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
    }

    /// `general.positionEncodings`, in the client's order of preference; UTF-16 alone when
    /// the client names none (LSP 3.17).
    public var positionEncodings: [PositionEncodingKind] {
        guard case .array(let values)? = capabilities["general"]?["positionEncodings"] else {
            return [.utf16]
        }
        let kinds = values.compactMap { value -> PositionEncodingKind? in
            guard case .string(let name) = value else { return nil }
            return PositionEncodingKind(rawValue: name)
        }
        return kinds.isEmpty ? [.utf16] : kinds
    }

    /// Whether the client pulls diagnostics (`textDocument.diagnostic`).
    public var supportsPullDiagnostics: Bool { capabilities["textDocument"]?["diagnostic"] != nil }

    /// Whether the client pulls again when asked (`workspace.diagnostics.refreshSupport`).
    public var supportsDiagnosticRefresh: Bool {
        capabilities["workspace"]?["diagnostics"]?["refreshSupport"] == .bool(true)
    }

    /// Whether a workspace edit may create files (`workspace.workspaceEdit.resourceOperations`
    /// holds `create`, with `documentChanges`).
    public var supportsCreatingFiles: Bool {
        guard capabilities["workspace"]?["workspaceEdit"]?["documentChanges"] == .bool(true),
            case .array(let operations)? = capabilities["workspace"]?["workspaceEdit"]?["resourceOperations"]
        else { return false }
        return operations.contains(.string("create"))
    }

    /// Whether the client lets the server register file watchers
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    public var supportsWatchedFileRegistration: Bool {
        capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
    }
}

/// `ServerCapabilities`: what the server offers; an absent member is not offered.
public struct ServerCapabilities: Sendable, Hashable, Codable {
    /// `TextDocumentSyncKind`: 0 none, 1 full text, 2 incremental changes.
    public enum TextDocumentSyncKind: Int, Sendable, Hashable, Codable {
        case none = 0, full, incremental
    }

    /// `TextDocumentSyncOptions`.
    public struct TextDocumentSyncOptions: Sendable, Hashable, Codable {
        public var openClose: Bool
        public var change: TextDocumentSyncKind
        public var save: Bool

        public init(openClose: Bool = true, change: TextDocumentSyncKind = .incremental, save: Bool = true) {
            self.openClose = openClose
            self.change = change
            self.save = save
        }
    }

    /// `DiagnosticOptions` of pull diagnostics.
    public struct DiagnosticOptions: Sendable, Hashable, Codable {
        public var identifier: String?
        /// Whether a change in one file can change another file's diagnostics.
        public var interFileDependencies: Bool
        public var workspaceDiagnostics: Bool

        public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
            self.identifier = identifier
            self.interFileDependencies = interFileDependencies
            self.workspaceDiagnostics = workspaceDiagnostics
        }
    }

    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var hoverProvider: Bool?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var codeActionProvider: Bool?
    public var inlayHintProvider: Bool?
    public var completionProvider: JSONValue?
    public var renameProvider: JSONValue?

    public init(
        positionEncoding: PositionEncodingKind? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
        diagnosticProvider: DiagnosticOptions? = nil, hoverProvider: Bool? = nil,
        definitionProvider: Bool? = nil,
        referencesProvider: Bool? = nil, codeActionProvider: Bool? = nil, inlayHintProvider: Bool? = nil
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.diagnosticProvider = diagnosticProvider
        self.hoverProvider = hoverProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.codeActionProvider = codeActionProvider
        self.inlayHintProvider = inlayHintProvider
    }
}

/// `initialize` result.
public struct InitializeResult: Sendable, Hashable, Codable {
    /// `serverInfo`.
    public struct ServerInfo: Sendable, Hashable, Codable {
        public var name: String
        public var version: String?

        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

/// `$/cancelRequest` parameters.
public struct CancelParams: Sendable, Hashable, Codable {
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}
