import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Inlay hints: the text each localized property serves.
extension LanguageServer {
    /// After each localized property of a Swift file in the range: the text it serves in the
    /// chosen locale (and from which locale, when the chain served another's).
    func inlayHints(_ params: InlayHintParams) -> [InlayHint] {
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
}
