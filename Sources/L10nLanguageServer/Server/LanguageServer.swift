import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nMemory
import L10nProject
import L10nReporting
import L10nRuntime

/// `l10nc lsp`: the checker behind an editor, over the Language Server Protocol.
///
/// Messages are handled one at a time, in order, on the thread that reads them; every
/// project of the workspace is a `ProjectEngine`, which an edit updates by its part. Requests
/// still queued when the client cancels them are answered `RequestCancelled` without being
/// worked on. With a check cache (`--cache`, or `initializationOptions.cacheDirectory`), the
/// first findings come from it and the engines load meanwhile on another thread
/// (`WorkspaceLoading`); a message that needs them waits for them.
public final class LanguageServer {
    enum State {
        case uninitialized, running, shuttingDown
    }

    let send: ([UInt8]) -> Void
    let logToStandardError: (String) -> Void
    var state = State.uninitialized
    var encoding = PositionEncodingKind.utf16
    var workspace = ProjectWorkspace(folders: [])
    var documents: [DocumentURI: DocumentSnapshot] = [:]
    /// What was last published per file (l10nc's findings and the protocol's), so that only
    /// files whose findings changed are converted and sent, and a file with none left is
    /// cleared.
    var published:
        [String: (findings: [L10nCore.Diagnostic], sent: [L10nLanguageServerProtocol.Diagnostic])] =
            [:]
    /// Files whose text changed in the editor since their findings were converted.
    var editedFiles: Set<String> = []
    var cancelled: Set<RequestID> = []
    var clientCreatesFiles = false
    /// The locale whose text inlay hints show (`initializationOptions.inlayHintLocale`); the
    /// project's default locale when not set.
    var inlayHintLocale: LocaleIdentifier?
    /// A client that pulls diagnostics gets them on request (and a refresh when they change);
    /// any other has them pushed.
    var clientPulls = false
    var clientRefreshes = false
    var refreshRequests = 0
    var clientRegistersWatchers = false
    /// The workspace folders, for paths shown relative to them (quick-fix titles).
    var workspaceFolders: [String] = []
    /// Each project's translation memory (`memory(of:)`), by lock path; emptied by every change
    /// the engines take. `.some(nil)`: its `memory:` files could not be read.
    var memories: [String: TranslationMemory?] = [:]
    /// The check cache of `--cache` (or `initializationOptions.cacheDirectory`, which wins).
    var cacheDirectory: String?
    /// The engines while they load behind the cached findings; `nil` once they serve.
    var loading: WorkspaceLoading?

    /// - Parameters:
    ///   - send: writes one message's content (the server frames it).
    ///   - log: a line for standard error.
    ///   - cacheDirectory: the check cache the first findings come from (`l10nc lsp --cache`).
    public init(
        send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void, cacheDirectory: String? = nil
    ) {
        self.send = send
        logToStandardError = log
        self.cacheDirectory = cacheDirectory
    }

    /// Serves standard input and output until `exit`; the process's exit status (0 after
    /// `shutdown`, 1 otherwise, as the protocol asks).
    ///
    /// - Parameter cacheDirectory: the check cache the first findings come from.
    public static func serveStandardStreams(cacheDirectory: String? = nil) -> Int32 {
        let output = FileHandle.standardOutput
        let server = LanguageServer(
            send: { output.write(Data(MessageFramer.frame($0))) },
            log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, cacheDirectory: cacheDirectory)
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // While the engines load, the client may stay silent: they are taken (and their
            // findings published) as soon as they are ready, not at the next message.
            if server.loading != nil {
                var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                let ready = poll(&input, 1, 20)
                if ready == 0 || (ready < 0 && errno == EINTR) {
                    server.finishLoading(wait: false)
                    continue
                }
            }
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

    func handle(_ message: Message) -> Int32? {
        if loading != nil, Self.needsEngines(message) { finishLoading(wait: true) }
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

    func respond(to method: String, params: JSONValue?) -> Result<JSONValue, ResponseError> {
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
}
