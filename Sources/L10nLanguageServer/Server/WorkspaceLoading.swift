import Foundation
import L10nCore
import L10nProject

/// `l10nc lsp --cache DIR` as it starts: the cached check's findings first, then the engines,
/// one after the other on another thread, while the server answers `initialize` and waits for
/// the client.
///
/// The engines start once the cached check is done, so that the first findings do not share
/// the processors with a whole analysis.
struct WorkspaceLoading: Sendable {
    let first: BackgroundValue<CachedFirstFindings>
    let workspace: BackgroundValue<ProjectWorkspace>
    /// Whether the first findings were published (and their notes logged).
    var firstPublished = false

    init(folders: [String], cacheDirectory: String, workingDirectory: String) {
        let first = BackgroundValue {
            CachedFirstFindings(
                folders: folders, cacheDirectory: cacheDirectory, workingDirectory: workingDirectory)
        }
        self.first = first
        workspace = BackgroundValue {
            _ = first.value
            return ProjectWorkspace(folders: folders)
        }
    }
}
