import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Findings as the protocol's diagnostics: pushed, or pulled by clients that ask.
extension LanguageServer {
    /// Publishes every file's findings that changed since they were last published, and
    /// clears those of files that have none left.
    ///
    /// - Parameter byFile: the findings; the engines' by default (the cached check's while they
    ///   load).
    func publishDiagnostics(_ byFile: [String: [L10nCore.Diagnostic]]? = nil) {
        var changed = false
        var current:
            [String: (findings: [L10nCore.Diagnostic], sent: [L10nLanguageServerProtocol.Diagnostic])] = [:]
        for (file, findings) in byFile ?? workspace.diagnosticsByFile() {
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

    func protocolDiagnostic(_ diagnostic: L10nCore.Diagnostic, in text: DocumentText)
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
}
