import L10nCore
import L10nEditing

/// One change a writer plans, as data: an edit of a resource file, a resource file re-indented
/// so that it parses, or a Swift source's literal rewritten. Fixes, imported translations and
/// renames are lists of these, made by a `WriteTransaction`.
public enum PlannedEdit: Sendable, Hashable {
    case resource(file: String, ResourceEdit)
    /// Re-indents a resource file's tab-indented lines with spaces (`TabIndentation`).
    case reindent(file: String)
    /// Replaces text of a Swift source (a key literal a rename rewrites).
    case sourceText(SourceTextEdit)

    /// The file the edit changes.
    public var file: String {
        switch self {
        case .resource(let file, _), .reindent(let file): file
        case .sourceText(let edit): edit.location.file
        }
    }
}
