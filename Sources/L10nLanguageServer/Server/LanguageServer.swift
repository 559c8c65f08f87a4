import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// `l10nc lsp`: the checker behind an editor, over the Language Server Protocol.
///
/// Messages are handled one at a time, in order, on the thread that reads them; every
/// project of the workspace is a `ProjectEngine`, which an edit updates by its part. Requests
/// still queued when the client cancels them are answered `RequestCancelled` without being
/// worked on.
public final class LanguageServer {
    private enum State {
        case uninitialized, running, shuttingDown
    }

    private let send: ([UInt8]) -> Void
    private let logToStandardError: (String) -> Void
    private var state = State.uninitialized
    private var encoding = PositionEncodingKind.utf16
    private var workspace = ProjectWorkspace(folders: [])
    private var documents: [DocumentURI: DocumentSnapshot] = [:]
    /// What was last published per file (l10nc's findings and the protocol's), so that only
    /// files whose findings changed are converted and sent, and a file with none left is
    /// cleared.
    private var published:
        [String: (findings: [L10nCore.Diagnostic], sent: [L10nLanguageServerProtocol.Diagnostic])] =
            [:]
    /// Files whose text changed in the editor since their findings were converted.
    private var editedFiles: Set<String> = []
    private var cancelled: Set<RequestID> = []
    private var clientCreatesFiles = false
    /// The locale whose text inlay hints show (`initializationOptions.inlayHintLocale`); the
    /// project's default locale when not set.
    private var inlayHintLocale: LocaleIdentifier?
    /// A client that pulls diagnostics gets them on request (and a refresh when they change);
    /// any other has them pushed.
    private var clientPulls = false
    private var clientRefreshes = false
    private var refreshRequests = 0
    private var clientRegistersWatchers = false

    /// - Parameters:
    ///   - send: writes one message's content (the server frames it).
    ///   - log: a line for standard error.
    public init(send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void) {
        self.send = send
        logToStandardError = log
    }

    /// Serves standard input and output until `exit`; the process's exit status (0 after
    /// `shutdown`, 1 otherwise, as the protocol asks).
    public static func serveStandardStreams() -> Int32 {
        let output = FileHandle.standardOutput
        let server = LanguageServer(
            send: { output.write(Data(MessageFramer.frame($0))) },
            log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // End of input without `exit`: the client is gone.
            guard count > 0 else { return 1 }
            framer.append(buffer[0..<count])
            var messages: [Message] = []
            while true {
                do {
                    guard let content = try framer.next() else { break }
                    do {
                        messages.append(try Message.decode(content))
                    } catch {
                        server.reply(id: error.id, .failure(error.responseError))
                    }
                } catch {
                    server.log("l10nc lsp: \(error.description); the message is skipped")
                }
            }
            if let status = server.handle(messages) { return status }
            HeapTrim.whenIdle()
        }
    }

    /// Handles messages read together; a cancellation among them is seen before the request
    /// it cancels is worked on. Returns the exit status once `exit` arrives.
    public func handle(_ messages: [Message]) -> Int32? {
        for message in messages {
            if case .notification("$/cancelRequest", let params) = message,
                let cancel = try? params?.decode(CancelParams.self)
            {
                cancelled.insert(cancel.id)
            }
        }
        for message in messages {
            if let status = handle(message) { return status }
        }
        cancelled.removeAll()
        return nil
    }

    private func handle(_ message: Message) -> Int32? {
        switch message {
        case .request(let id, let method, let params):
            if cancelled.contains(id) {
                reply(
                    id: id,
                    .failure(ResponseError(code: .requestCancelled, message: "cancelled by the client")))
                return nil
            }
            reply(id: id, respond(to: method, params: params))
        case .notification(let method, let params):
            if method == "exit" { return state == .shuttingDown ? 0 : 1 }
            guard state == .running else { return nil }
            notice(method, params: params)
        case .response:
            // Answers to the server's own requests (registrations) need no action.
            break
        }
        return nil
    }

    private func respond(to method: String, params: JSONValue?) -> Result<JSONValue, ResponseError> {
        switch (state, method) {
        case (.uninitialized, "initialize"): return initialize(params)
        case (.uninitialized, _):
            return .failure(ResponseError(code: .serverNotInitialized, message: "initialize first"))
        case (.shuttingDown, _):
            return .failure(ResponseError(code: .invalidRequest, message: "the server is shutting down"))
        case (.running, "shutdown"):
            state = .shuttingDown
            return .success(.null)
        case (.running, "textDocument/hover"):
            return decode(params, TextDocumentPositionParams.self).flatMap { encodeResult(hover($0)) }
        case (.running, "textDocument/definition"):
            return decode(params, TextDocumentPositionParams.self).flatMap { encodeResult(definition($0)) }
        case (.running, "textDocument/references"):
            return decode(params, TextDocumentPositionParams.self).flatMap { encodeResult(references($0)) }
        case (.running, "textDocument/diagnostic"):
            return decode(params, TextDocumentParams.self).flatMap { document in
                let file = Self.path(of: document.textDocument.uri) ?? ""
                return encodeResult(FullDocumentDiagnosticReport(items: published[file]?.sent ?? []))
            }
        case (.running, "workspace/diagnostic"):
            let reports = published.sorted { $0.key < $1.key }.map { file, entry in
                WorkspaceDocumentDiagnosticReport(
                    uri: Self.uri(of: file), version: documents[Self.uri(of: file)]?.version,
                    items: entry.sent)
            }
            return encodeResult(WorkspaceDiagnosticReport(items: reports))
        case (.running, "textDocument/inlayHint"):
            return decode(params, InlayHintParams.self).flatMap { encodeResult(inlayHints($0)) }
        case (.running, "textDocument/prepareRename"):
            return decode(params, TextDocumentPositionParams.self).flatMap { position in
                prepareRename(position).flatMap { encodeResult($0) }
            }
        case (.running, "textDocument/rename"):
            return decode(params, RenameParams.self).flatMap { rename($0).flatMap { encodeResult($0) } }
        case (.running, "textDocument/completion"):
            return decode(params, TextDocumentPositionParams.self).flatMap { encodeResult(completion($0)) }
        case (.running, "textDocument/codeAction"):
            return decode(params, CodeActionParams.self).flatMap { encodeResult(codeActions($0)) }
        case (.running, "initialize"):
            return .failure(ResponseError(code: .invalidRequest, message: "initialize was sent already"))
        default:
            return .failure(
                ResponseError(code: .methodNotFound, message: "'\(method)' is not a method l10nc serves"))
        }
    }

    private func notice(_ method: String, params: JSONValue?) {
        switch method {
        case "initialized":
            // The first findings: a server sends nothing but logs before its initialize
            // response has reached the client.
            publishDiagnostics()
            // Files other tools change (git, `l10nc fix`, a translator's import) reach the
            // engines through the client's watchers.
            guard clientRegistersWatchers else { return }
            let watchers: JSONValue = .array(
                ["**/*.yml", "**/*.yaml", "**/*.swift", "**/l10nc.lock", "**/l10nc.*.lock"].map {
                    .object(["globPattern": .string($0)])
                })
            write(
                .request(
                    id: .string("l10nc-watch-files"), method: "client/registerCapability",
                    params: try? JSONValue(
                        encoding: RegistrationParams(registrations: [
                            Registration(
                                id: "l10nc-watched-files", method: "workspace/didChangeWatchedFiles",
                                registerOptions: .object(["watchers": watchers]))
                        ]))))
        case "textDocument/didOpen":
            guard let opened = try? params?.decode(DidOpenTextDocumentParams.self) else { return }
            let document = DocumentSnapshot(
                uri: opened.textDocument.uri, version: opened.textDocument.version,
                text: opened.textDocument.text)
            documents[document.uri] = document
            changed(document.uri, contents: document.bytes)
        case "textDocument/didChange":
            guard let change = try? params?.decode(DidChangeTextDocumentParams.self),
                let document = documents[change.textDocument.uri]
            else { return }
            do {
                let updated = try document.applying(
                    change.contentChanges, version: change.textDocument.version, encoding: encoding)
                documents[updated.uri] = updated
                changed(updated.uri, contents: updated.bytes)
            } catch {
                log("l10nc lsp: a change to \(change.textDocument.uri) cannot be applied: \(error)")
            }
        case "textDocument/didClose", "textDocument/didSave":
            guard let closed = try? params?.decode(TextDocumentParams.self) else { return }
            if method == "textDocument/didClose" { documents[closed.textDocument.uri] = nil }
            // Saved: the disk now holds what the buffer held; closed: the disk's content again.
            if method == "textDocument/didClose" || documents[closed.textDocument.uri] == nil {
                changed(closed.textDocument.uri, contents: nil)
            } else if let document = documents[closed.textDocument.uri] {
                changed(document.uri, contents: document.bytes)
            }
        case "workspace/didChangeWatchedFiles":
            guard let watched = try? params?.decode(DidChangeWatchedFilesParams.self) else { return }
            var any = false
            for event in watched.changes where documents[event.uri] == nil {
                guard let path = Self.path(of: event.uri) else { continue }
                any = workspace.apply(.onDisk(path: path), log: log) || any
            }
            if any { publishDiagnostics() }
        default:
            break
        }
    }

    /// A file changed: in an editor buffer (`contents`), or on disk.
    private func changed(_ uri: DocumentURI, contents: [UInt8]?) {
        guard let path = Self.path(of: uri) else { return }
        editedFiles.insert(path)
        let change: ProjectChange =
            contents.map { .unsaved(path: path, contents: $0) } ?? .onDisk(path: path)
        if workspace.apply(change, log: log) {
            publishDiagnostics()
            HeapTrim.afterUpdate()
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, ResponseError> {
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
        workspace = ProjectWorkspace(folders: folders)
        state = .running
        for project in workspace.projects where project.engine == nil {
            log("l10nc lsp: \(project.loadError?.message ?? "a project cannot be read")")
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

    // MARK: Output

    func reply(id: RequestID?, _ result: Result<JSONValue, ResponseError>) {
        write(.response(id: id, result: result))
    }

    private func notify(_ method: String, _ params: some Encodable) {
        guard let value = try? JSONValue(encoding: params) else { return }
        write(.notification(method: method, params: value))
    }

    private func write(_ message: Message) {
        guard let bytes = try? message.encoded() else {
            logToStandardError("l10nc lsp: a message could not be encoded")
            return
        }
        send(bytes)
    }

    /// A line for the client's log (and standard error, where editors keep server output).
    func log(_ line: String) {
        logToStandardError(line)
        if state == .running { notify("window/logMessage", LogMessageParams(type: 3, message: line)) }
    }

    private func decode<T: Decodable>(_ params: JSONValue?, _ type: T.Type) -> Result<T, ResponseError> {
        guard let params, let decoded = try? params.decode(type) else {
            return .failure(ResponseError(code: .invalidParams, message: "the parameters are not a \(type)"))
        }
        return .success(decoded)
    }

    private func encodeResult(_ value: some Encodable) -> Result<JSONValue, ResponseError> {
        do {
            return .success(try JSONValue(encoding: value))
        } catch {
            return .failure(ResponseError(code: .internalError, message: "the result could not be encoded"))
        }
    }

    // MARK: Diagnostics

    /// Publishes every file's findings that changed since they were last published, and
    /// clears those of files that have none left.
    private func publishDiagnostics() {
        var changed = false
        var current:
            [String: (findings: [L10nCore.Diagnostic], sent: [L10nLanguageServerProtocol.Diagnostic])] = [:]
        for (file, findings) in workspace.diagnosticsByFile() {
            if let previous = published[file], previous.findings == findings, !editedFiles.contains(file) {
                current[file] = previous
                continue
            }
            let text = DocumentText(path: file, documents: documents)
            let sent = findings.map { protocolDiagnostic($0, in: text) }
            current[file] = (findings, sent)
            if published[file]?.sent != sent {
                changed = true
                if !clientPulls {
                    notify(
                        "textDocument/publishDiagnostics",
                        PublishDiagnosticsParams(uri: Self.uri(of: file), diagnostics: sent))
                }
            }
        }
        for file in published.keys.sorted() where current[file] == nil {
            changed = true
            if !clientPulls {
                notify(
                    "textDocument/publishDiagnostics",
                    PublishDiagnosticsParams(uri: Self.uri(of: file), diagnostics: []))
            }
        }
        published = current
        editedFiles.removeAll()
        // A client that pulls asks again for every file once told that some changed (a YAML
        // edit moves findings into Swift files, and back).
        if clientPulls, clientRefreshes, changed {
            refreshRequests += 1
            write(
                .request(
                    id: .string("l10nc-refresh-\(refreshRequests)"), method: "workspace/diagnostic/refresh",
                    params: nil))
        }
    }

    private func protocolDiagnostic(_ diagnostic: L10nCore.Diagnostic, in text: DocumentText)
        -> L10nLanguageServerProtocol.Diagnostic
    {
        let severity: L10nLanguageServerProtocol.Diagnostic.Severity =
            switch diagnostic.severity {
            case .error: .error
            case .warning: .warning
            case .note: .information
            }
        let related = diagnostic.related.map { related in
            L10nLanguageServerProtocol.Diagnostic.RelatedInformation(
                location: Location(
                    uri: Self.uri(of: related.location.file),
                    range: DocumentText(path: related.location.file, documents: documents)
                        .tokenRange(at: related.location, encoding: encoding)),
                message: related.message)
        }
        return L10nLanguageServerProtocol.Diagnostic(
            range: text.tokenRange(at: diagnostic.location, encoding: encoding), severity: severity,
            code: diagnostic.rule.rawValue,
            codeDescription: Self.rulesReference.map { .init(href: $0 + "#" + diagnostic.rule.rawValue) },
            source: "l10nc", message: diagnostic.message,
            tags: [.orphanKey, .unusedIgnore].contains(diagnostic.rule) ? [.unnecessary] : nil,
            relatedInformation: related.isEmpty ? nil : related)
    }

    // MARK: Navigation

    /// On a Swift property: the text each locale serves, and from which locale of the chain;
    /// its placeholders and their types. On a YAML key: what reads it.
    private func hover(_ params: TextDocumentPositionParams) -> Hover? {
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

    /// From a Swift property to its key's entries in every locale; from a YAML key to the
    /// Swift places that need it.
    private func definition(_ params: TextDocumentPositionParams) -> [Location] {
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

    // MARK: Inlay hints

    /// After each localized property of a Swift file in the range: the text it serves in the
    /// chosen locale (and from which locale, when the chain served another's).
    private func inlayHints(_ params: InlayHintParams) -> [InlayHint] {
        guard let path = Self.path(of: params.textDocument.uri), path.hasSuffix(".swift") else { return [] }
        let text = DocumentText(path: path, documents: documents)
        var hints: [InlayHint] = []
        for snapshot in workspace.snapshots(holding: path) {
            let locale = inlayHintLocale ?? snapshot.defaultLocale
            for item in snapshot.schema?.items ?? [] where item.location.file == path {
                let range = text.tokenRange(at: item.location, encoding: encoding)
                guard range.start.line >= params.range.start.line, range.start.line <= params.range.end.line
                else { continue }
                let key = item.requiredKey ?? item.key
                guard let served = snapshot.servedText(forKey: key, in: locale) else {
                    hints.append(
                        InlayHint(position: range.end, label: "= missing in \(locale)", tooltip: key))
                    continue
                }
                let origin = served.isFallback ? " (\(served.entry.locale))" : ""
                hints.append(
                    InlayHint(
                        position: range.end, label: "= \(Self.preview(served.entry.value))\(origin)",
                        tooltip: key))
            }
        }
        return hints
    }

    // MARK: Rename

    /// The key a rename at the cursor renames, its snapshot and the range of the renamed name:
    /// a YAML key, or a key component a Swift string literal spells (`"Shared.title"`).
    private func renamedKey(_ params: TextDocumentPositionParams) -> Result<
        (snapshot: ProjectSnapshot, key: String, range: TextRange), ResponseError
    > {
        guard let path = Self.path(of: params.textDocument.uri) else {
            return .failure(ResponseError(code: .invalidParams, message: "not a file"))
        }
        let text = DocumentText(path: path, documents: documents)
        let (line, column) = text.location(of: params.position, encoding: encoding)
        for snapshot in workspace.snapshots(holding: path) {
            if let entry = snapshot.catalogEntry(atFile: path, line: line, column: column) {
                return .success(
                    (snapshot, entry.key, text.tokenRange(at: entry.keyLocation, encoding: encoding)))
            }
            if let spelled = snapshot.spelledKeyComponent(atFile: path, line: line, column: column) {
                let range = text.range(
                    at: spelled.location, length: spelled.name.unicodeScalars.count, encoding: encoding)
                return .success((snapshot, spelled.key, range))
            }
            if snapshot.schemaItem(atFile: path, line: line, column: column) != nil {
                return .failure(
                    ResponseError(
                        code: .requestFailed,
                        message:
                            "l10nc renames YAML keys and the string literals that spell them; rename a Swift property with the Swift language server, then its key here"
                    ))
            }
        }
        return .failure(ResponseError(code: .requestFailed, message: "no localized key here"))
    }

    private func prepareRename(_ params: TextDocumentPositionParams) -> Result<
        PrepareRenameResult, ResponseError
    > {
        renamedKey(params).map { found in
            PrepareRenameResult(
                range: found.range, placeholder: String(found.key.split(separator: ".").last ?? ""))
        }
    }

    /// The key's last component renamed in every locale's entry and in the Swift literals
    /// that spell it (`ProjectSnapshot.renameEdits(ofKey:to:)`).
    private func rename(_ params: RenameParams) -> Result<WorkspaceEdit, ResponseError> {
        let position = TextDocumentPositionParams(
            textDocument: params.textDocument, position: params.position)
        return renamedKey(position).flatMap { found in
            // Planned and checked as every write is (the lock's records go with the key), and
            // handed to the editor as edits of the text it holds.
            let replacements: [DiagnosticFix.Replacement]
            do {
                replacements = try found.snapshot.renameTransaction(
                    ofKey: found.key, to: params.newName, unsaved: workspace.unsaved
                ).replacements()
            } catch let error as KeyRenameError {
                let code: ResponseError.Code =
                    if case .invalidName = error { .invalidParams } else { .requestFailed }
                return .failure(ResponseError(code: code, message: error.description))
            } catch {
                return .failure(ResponseError(code: .requestFailed, message: "\(error)"))
            }
            guard
                let edit = workspaceEdit(
                    DiagnosticFix(description: "rename", replacements: replacements),
                    lockPath: found.snapshot.lockPath)
            else {
                return .failure(ResponseError(code: .requestFailed, message: "the rename changes nothing"))
            }
            return .success(edit)
        }
    }

    // MARK: Completion

    /// In a YAML file: the keys the schema needs under the mapping the line is indented into
    /// that this locale lacks; after `%{`, the placeholder names of the line's key.
    private func completion(_ params: TextDocumentPositionParams) -> [CompletionItem] {
        guard let path = Self.path(of: params.textDocument.uri),
            let snapshot = workspace.snapshots(holding: path).first
        else { return [] }
        if path.hasSuffix(".swift") { return keyCompletion(params, in: snapshot) }
        guard path.hasSuffix(".yml") || path.hasSuffix(".yaml") else { return [] }
        let text = DocumentText(path: path, documents: documents)
        guard let context = text.yamlContext(at: params.position, encoding: encoding),
            let locale = LocaleIdentifier(context.parents.first ?? "")
        else { return [] }
        let parents = context.parents.dropFirst().joined(separator: ".")
        if let placeholderPrefix = context.placeholderPrefix {
            // A plural variant's placeholders are its mapping's.
            let candidates =
                (context.key.map { [parents.isEmpty ? $0 : parents + "." + $0] } ?? []) + [parents]
            let names =
                candidates.lazy.map { snapshot.placeholders(ofKey: $0).filter(\.isDeclared) }
                .first { !$0.isEmpty } ?? []
            return names.filter { $0.name.hasPrefix(placeholderPrefix) }.map {
                CompletionItem(label: $0.name, kind: 6, detail: $0.type, insertText: $0.name + "}")
            }
        }
        guard !parents.isEmpty, let schema = snapshot.schema else { return [] }
        let catalog = snapshot.catalog(holding: parents)
        var offered = Set<String>()
        var items: [CompletionItem] = []
        for item in schema.items {
            guard let required = item.requiredKey, required.hasPrefix(parents + "."),
                !catalog.containsEntry(required, in: locale)
            else { continue }
            let rest = required.dropFirst(parents.count + 1)
            let name = String(rest.prefix { $0 != "." })
            guard offered.insert(name).inserted else { continue }
            let what = rest.contains(".") ? "a mapping" : item.kind.rawValue
            items.append(
                CompletionItem(
                    label: name, kind: 10, detail: "\(what), needed by \(item.propertyName)",
                    insertText: name + ":"))
        }
        return items
    }

    /// In Swift, inside the string of a raw key (`.localized(key: "`, `.value(key: "`): the
    /// default locale's keys that start with what is typed, each with its text.
    private func keyCompletion(_ params: TextDocumentPositionParams, in snapshot: ProjectSnapshot)
        -> [CompletionItem]
    {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        guard let before = text.lineText(before: params.position, encoding: encoding),
            let open = before.range(of: "key: \"", options: .backwards),
            !before[open.upperBound...].contains("\"")
        else { return [] }
        let typed = String(before[open.upperBound...])
        let locale = snapshot.defaultLocale
        var items: [CompletionItem] = []
        // Only the parts that can hold such a key are looked at: an engine reads a part's
        // catalog again when first asked for.
        for catalog in snapshot.catalogs(holdingKeysStartingWith: typed) {
            for entry in catalog.sortedEntries(in: locale) where entry.key.hasPrefix(typed) {
                guard case .string(let scalar) = entry.value else { continue }
                items.append(
                    CompletionItem(label: entry.key, kind: 10, detail: scalar.text, insertText: entry.key))
            }
        }
        return items.sorted { $0.label < $1.label }
    }

    // MARK: Code actions

    /// The fixes `l10nc fix` would make for the findings of the requested range, each as a
    /// quick fix whose edit changes exactly the bytes `fix` would (the lock included), in the
    /// text the editor holds. A missing key also gets what `fix --fill copy` adds, to the
    /// finding's locale alone and to every locale it names at once; an orphan what
    /// `fix --prune` deletes.
    private func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let path = Self.path(of: params.textDocument.uri) else { return [] }
        let text = DocumentText(path: path, documents: documents)
        let unsaved = workspace.unsaved
        var actions: [CodeAction] = []
        for snapshot in workspace.snapshots(withFindingsIn: path) {
            let findings = snapshot.diagnostics.filter { finding in
                guard finding.location.file == path else { return false }
                let range = text.tokenRange(at: finding.location, encoding: encoding)
                return range.start <= params.range.end && params.range.start <= range.end
            }
            guard !findings.isEmpty else { continue }
            let planner = FixPlanner(snapshot: snapshot)
            var fixes = planner.diagnosticFixes(unsaved: unsaved, updatingLock: true)
            // An orphan is deleted only when asked (`fix --prune`): offered here as its own action.
            if findings.contains(where: { $0.rule == .orphanKey }) {
                let pruning = FixPlanner(
                    snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.orphanKey], prune: true))
                fixes.merge(pruning.diagnosticFixes(unsaved: unsaved, updatingLock: true)) { $0 + $1 }
            }
            // On a missing key of a Swift file: every missing key of that file's view models in one.
            let missingHere = snapshot.diagnostics.filter {
                $0.rule == .missingKey && $0.location.file == path && fixes[$0] != nil
            }
            if path.hasSuffix(".swift"), findings.contains(where: { $0.rule == .missingKey }),
                missingHere.count > 1,
                let combined = planner.combinedFix(
                    of: Set(missingHere), unsaved: unsaved, updatingLock: true),
                let edit = workspaceEdit(combined, lockPath: snapshot.lockPath)
            {
                actions.append(
                    CodeAction(
                        title: "add every missing key of \((path as NSString).lastPathComponent) "
                            + "(\(missingHere.count.counted("finding")))",
                        diagnostics: missingHere.map { protocolDiagnostic($0, in: text) }, edit: edit))
            }
            let filled = fillingFixes(
                of: findings.filter { $0.rule == .missingKey }, in: snapshot, besides: fixes)
            for finding in findings {
                let shown = protocolDiagnostic(finding, in: text)
                let own = fixes[finding] ?? []
                for (index, fix) in (own + (filled[finding] ?? [])).enumerated() {
                    guard let edit = workspaceEdit(fix, lockPath: snapshot.lockPath) else { continue }
                    actions.append(
                        CodeAction(
                            title: fix.description, diagnostics: [shown],
                            isPreferred: own.count == 1 && index == 0, edit: edit))
                }
            }
        }
        return actions
    }

    /// For each missing-key finding, what `fix --fill copy` adds beyond the plain fixes: the
    /// default locale's text in each locale the finding names (recorded in the lock as not yet
    /// translated), and, when it names several, all of them in one edit.
    private func fillingFixes(
        of findings: [L10nCore.Diagnostic], in snapshot: ProjectSnapshot,
        besides plain: [L10nCore.Diagnostic: [DiagnosticFix]]
    ) -> [L10nCore.Diagnostic: [DiagnosticFix]] {
        guard !findings.isEmpty else { return [:] }
        let filler = FixPlanner(
            snapshot: snapshot, options: FixPlanOptions(ruleFilter: [.missingKey], fill: .copy))
        let filled = filler.diagnosticFixes(unsaved: workspace.unsaved, updatingLock: true)
        var result: [L10nCore.Diagnostic: [DiagnosticFix]] = [:]
        for finding in findings {
            let planned = Set((plain[finding] ?? []).map(\.description))
            let fills = filled[finding] ?? []
            var extra = fills.filter { !planned.contains($0.description) }.map {
                DiagnosticFix(
                    description: $0.description + ", with the default locale's text to translate",
                    replacements: $0.replacements)
            }
            if fills.count > 1,
                let all = filler.combinedFix(of: [finding], unsaved: workspace.unsaved, updatingLock: true)
            {
                extra.append(
                    DiagnosticFix(
                        description: "add the key to all \(fills.count) locales it is missing in, "
                            + "with the default locale's text to translate",
                        replacements: all.replacements))
            }
            result[finding] = extra
        }
        return result
    }

    /// A fix as a workspace edit, its regions in the text the editor holds (the fix was
    /// planned on it: unsaved buffers replace the disk's contents); a fix into a file that does
    /// not exist yet creates it first, where the client can create files.
    ///
    /// A new lock is left out for a client that cannot create files: it records what the fix
    /// did (`l10nc fix` writes it later), and the resources are the fix.
    private func workspaceEdit(_ fix: DiagnosticFix, lockPath: String? = nil) -> WorkspaceEdit? {
        var changes: [(uri: DocumentURI, edits: [TextEdit], creates: Bool)] = []
        for replacement in fix.replacements {
            let uri = Self.uri(of: replacement.file)
            let bytes =
                documents[uri]?.bytes
                ?? FileManager.default.contents(atPath: replacement.file).map { [UInt8]($0) }
            if bytes == nil, !clientCreatesFiles {
                guard replacement.file == lockPath else { return nil }
                continue
            }
            let document = DocumentSnapshot(uri: uri, version: 0, bytes: bytes ?? [])
            let range = TextRange(
                start: document.position(ofByte: replacement.byteOffset, encoding: encoding),
                end: document.position(
                    ofByte: replacement.byteOffset + replacement.byteLength, encoding: encoding))
            let edit = TextEdit(range: range, newText: replacement.insertedText)
            if let index = changes.firstIndex(where: { $0.uri == uri }) {
                changes[index].edits.append(edit)
            } else {
                changes.append((uri, [edit], bytes == nil))
            }
        }
        guard changes.contains(where: \.creates) else {
            return WorkspaceEdit(changes: Dictionary(changes.map { ($0.uri, $0.edits) }, uniquingKeysWith: +))
        }
        return WorkspaceEdit(
            documentChanges: changes.flatMap { change in
                (change.creates ? [DocumentChange.createFile(uri: change.uri)] : [])
                    + [.edit(uri: change.uri, edits: change.edits)]
            })
    }

    /// Every place of a key: its entries in every locale and the Swift places that need it,
    /// from either side.
    private func references(_ params: TextDocumentPositionParams) -> [Location] {
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

    private func location(_ location: SourceLocation) -> Location {
        Location(
            uri: Self.uri(of: location.file),
            range: DocumentText(path: location.file, documents: documents).tokenRange(
                at: location, encoding: encoding))
    }

    private static func preview(_ value: CatalogValue) -> String {
        switch value {
        case .string(let scalar): "“\(scalar.text)”"
        case .array(let scalars): "[" + scalars.map { "“\($0.text)”" }.joined(separator: ", ") + "]"
        case .mapping(let names): "{" + names.joined(separator: ", ") + "}"
        }
    }

    // MARK: Paths

    /// The rules reference (`docs/rules.md`) of the l10nc checkout the server was built in,
    /// as a file URI, when it is there: each finding links its rule's section.
    static let rulesReference: String? = {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("docs/rules.md")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.absoluteString }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static func path(of uri: DocumentURI) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(of path: String) -> DocumentURI {
        URL(fileURLWithPath: path).absoluteString
    }
}
