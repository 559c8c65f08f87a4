import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// The `initialize` handshake: what the client declares decides what the server does.
extension LanguageServer {
    func initialize(_ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        let initialize: InitializeParams
        switch decode(params, InitializeParams.self) {
        case .success(let decoded): initialize = decoded
        case .failure(let error): return .failure(error)
        }
        encoding = initialize.positionEncodings.contains(.utf8) ? .utf8 : .utf16
        clientCreatesFiles = initialize.supportsCreatingFiles
        if case .string(let tag)? = initialize.initializationOptions?["inlayHintLocale"] {
            inlayHintLocale = LocaleIdentifier(tag)
        }
        clientPulls = initialize.supportsPullDiagnostics
        clientRefreshes = initialize.supportsDiagnosticRefresh
        clientRegistersWatchers = initialize.supportsWatchedFileRegistration
        var folders = (initialize.workspaceFolders ?? []).compactMap { Self.path(of: $0.uri) }
        if folders.isEmpty, let root = initialize.rootUri.flatMap(Self.path(of:)) { folders = [root] }
        workspaceFolders = folders
        if case .string(let directory)? = initialize.initializationOptions?["cacheDirectory"] {
            cacheDirectory = directory
        }
        state = .running
        if let cacheDirectory {
            // Answered now; the first findings are the cached check's, published once initialized.
            loading = WorkspaceLoading(
                folders: folders, cacheDirectory: cacheDirectory,
                workingDirectory: FileManager.default.currentDirectoryPath)
        } else {
            workspace = ProjectWorkspace(folders: folders)
            for project in workspace.projects where project.engine == nil {
                log("l10nc lsp: \(project.loadError?.message ?? "a project cannot be read")")
            }
        }
        var capabilities = ServerCapabilities(
            positionEncoding: encoding,
            textDocumentSync: .init(openClose: true, change: .incremental, save: true),
            diagnosticProvider: .init(
                identifier: "l10nc", interFileDependencies: true, workspaceDiagnostics: true),
            hoverProvider: true, definitionProvider: true, referencesProvider: true, codeActionProvider: true,
            inlayHintProvider: true)
        capabilities.renameProvider = .object(["prepareProvider": .bool(true)])
        // Keys complete as a line is indented; placeholder names after `%{`.
        capabilities.completionProvider = .object(["triggerCharacters": .array([.string("{"), .string(" ")])])
        let result = InitializeResult(
            capabilities: capabilities, serverInfo: .init(name: "l10nc", version: L10nVersion.current))
        return encodeResult(result)
    }
}
