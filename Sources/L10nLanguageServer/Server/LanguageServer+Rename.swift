import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Renaming a key in every locale file and in the Swift literals that spell it.
extension LanguageServer {
    /// The key a rename at the cursor renames, its snapshot and the range of the renamed name:
    /// a YAML key, or a key component a Swift string literal spells (`"Shared.title"`).
    func renamedKey(_ params: TextDocumentPositionParams) -> Result<
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

    func prepareRename(_ params: TextDocumentPositionParams) -> Result<
        PrepareRenameResult, ResponseError
    > {
        renamedKey(params).map { found in
            PrepareRenameResult(
                range: found.range, placeholder: String(found.key.split(separator: ".").last ?? ""))
        }
    }

    /// The key's last component renamed in every locale's entry and in the Swift literals
    /// that spell it (`ProjectSnapshot.renameEdits(ofKey:to:)`).
    func rename(_ params: RenameParams) -> Result<WorkspaceEdit, ResponseError> {
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
}
