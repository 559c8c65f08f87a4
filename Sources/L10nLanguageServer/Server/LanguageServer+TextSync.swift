import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Text synchronization and file changes: what the editor and the disk tell the server.
extension LanguageServer {
    func notice(_ method: String, params: JSONValue?) {
        switch method {
        case "initialized":
            // The first findings: a server sends nothing but logs before its initialize
            // response has reached the client.
            publishFirstDiagnostics()
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
            if any {
                memories.removeAll()
                publishDiagnostics()
            }
        default:
            break
        }
    }

    /// A file changed: in an editor buffer (`contents`), or on disk.
    func changed(_ uri: DocumentURI, contents: [UInt8]?) {
        guard let path = Self.path(of: uri) else { return }
        editedFiles.insert(path)
        let change: ProjectChange =
            contents.map { .unsaved(path: path, contents: $0) } ?? .onDisk(path: path)
        if workspace.apply(change, log: log) {
            memories.removeAll()
            publishDiagnostics()
            HeapTrim.afterUpdate()
        }
    }
}
