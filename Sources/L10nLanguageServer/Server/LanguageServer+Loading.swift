import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject

/// `--cache`: the first findings from the check cache, then the engines loaded in the
/// background; what needs an engine waits for it.
extension LanguageServer {
    /// Publishes the first findings once the client is initialized: the cached check's, or,
    /// when it gives none, the engines' (waiting for them).
    func publishFirstDiagnostics() {
        guard var loading else {
            publishDiagnostics()
            return
        }
        let first = loading.first.value
        for note in first.notes { log(note) }
        loading.firstPublished = true
        self.loading = loading
        if let byFile = first.byFile {
            publishDiagnostics(byFile)
        } else {
            finishLoading(wait: true)
        }
    }

    /// Takes the loaded engines (waiting for them when `wait`, else only when they are ready)
    /// and publishes their findings where they differ from the cached check's: the engines'
    /// win.
    func finishLoading(wait: Bool) {
        guard let loading, wait || loading.workspace.isReady else { return }
        if !loading.firstPublished {
            for note in loading.first.value.notes { log(note) }
        }
        workspace = loading.workspace.value
        self.loading = nil
        for project in workspace.projects where project.engine == nil {
            log("l10nc lsp: \(project.loadError?.message ?? "a project cannot be read")")
        }
        if loading.firstPublished { publishDiagnostics() }
    }

    /// Whether handling `message` needs the engines: everything but the handshake, the end,
    /// cancellations, answers to the server's requests, and pulled diagnostics (the last
    /// published ones).
    static func needsEngines(_ message: Message) -> Bool {
        switch message {
        case .request(_, let method, _):
            return !["initialize", "shutdown", "textDocument/diagnostic", "workspace/diagnostic"].contains(
                method)
        case .notification(let method, _):
            return !["initialized", "exit", "$/cancelRequest"].contains(method)
        case .response:
            return false
        }
    }
}
