import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// File paths and URIs, and the rules reference findings link to.
extension LanguageServer {
    /// `text` with the absolute paths of files under a workspace folder written relative to it
    /// (`add 'T.title' to 'de' in Sources/App/T.yml`), as the editor shows paths: a fix's
    /// description names the files it plans with, which are absolute here.
    func relativeToWorkspace(_ text: String) -> String {
        var text = text
        // The deepest folder first, so a nested workspace folder wins over its parent.
        for folder in workspaceFolders.sorted(by: { $0.count > $1.count }) where folder != "/" {
            text = text.replacingOccurrences(of: folder + "/", with: "")
        }
        return text
    }

    /// The rules reference (`docs/rules.md`) of the l10nc checkout the server was built in,
    /// as a file URI, when it is there: each finding links its rule's section.
    static let rulesReference: String? = {
        guard let folder = RunningExecutable.folder else { return nil }
        var directory = URL(fileURLWithPath: folder, isDirectory: true)
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
