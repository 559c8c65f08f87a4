import Foundation
import L10nProject

/// Removes the old contents a submission's commit kept (`WriteTransaction.commitKeepingBackups()`)
/// after the answer, on a queue of its own: unlinking a file once written through a rename can
/// wait on the file system, and the agent's next batch need not. A server that ends normally
/// waits for them (`finish()`), so only a kill can leave them, and the next run that lists or
/// writes their folder removes those.
public enum BackupRemoval {
    private static let queue = DispatchQueue(label: "l10nc.agent.backup-removal")
    private static let pending = DispatchGroup()

    /// Removes `backups` soon.
    static func remove(_ backups: [String]) {
        guard !backups.isEmpty else { return }
        queue.async(group: pending) { WriteTransaction.removeBackups(backups) }
    }

    /// Returns once every removal asked for so far is done.
    public static func finish() {
        pending.wait()
    }
}
