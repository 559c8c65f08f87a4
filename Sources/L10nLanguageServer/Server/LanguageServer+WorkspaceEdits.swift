import Foundation
import L10nCore
import L10nLanguageServerProtocol
import L10nProject
import L10nReporting
import L10nRuntime

/// Planned writes as workspace edits the editor applies.
extension LanguageServer {
    /// A fix as a workspace edit, its regions in the text the editor holds (the fix was
    /// planned on it: unsaved buffers replace the disk's contents); a fix into a file that does
    /// not exist yet creates it first, where the client can create files.
    ///
    /// A new lock is left out for a client that cannot create files: it records what the fix
    /// did (`l10nc fix` writes it later), and the resources are the fix.
    func workspaceEdit(_ fix: DiagnosticFix, lockPath: String? = nil) -> WorkspaceEdit? {
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
}
