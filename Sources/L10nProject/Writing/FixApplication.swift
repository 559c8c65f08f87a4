import L10nChecker
import L10nCore
import L10nEditing

/// `l10nc fix` as a library: a snapshot's planned fixes made in one `WriteTransaction`, with
/// the lock they leave, ready to preview or commit.
public struct FixApplication: Sendable {
    /// The fixes made, in order.
    public private(set) var applied: [PlannedFix] = []
    /// The fixes that could not be made, and why (a file that does not parse, a key in a shape
    /// the editor does not change): nothing of them is in the transaction.
    public private(set) var failed: [(fix: PlannedFix, error: ResourceEditError)] = []
    /// The orphans `--prune` leaves because a key built at run time may read them
    /// (`FixPlanner.heldBackOrphans()`).
    public private(set) var heldBackOrphans: [(scope: UnreadScope, orphans: [ResourceGaps.OrphanKey])] = []
    /// Every change, the lock's included.
    public private(set) var transaction: WriteTransaction

    /// Plans and makes the fixes of `snapshot`.
    ///
    /// - Parameters:
    ///   - lock: the project's lock as it is (`nil`: none yet), which renames carry and stubs
    ///     and fills are recorded in; `lockPath` where it is written (`nil`: the project has no
    ///     place for a lock, and none is written).
    ///   - unsaved: contents that replace files on disk (an editor's unsaved buffers).
    public init(
        snapshot: ProjectSnapshot, options: FixPlanOptions, lock: TranslationLock?, lockPath: String?,
        unsaved: [String: [UInt8]] = [:]
    ) throws(ResourceEditError) {
        let planner = FixPlanner(snapshot: snapshot, options: options)
        let fixes = planner.fixes()
        transaction = WriteTransaction(unsaved: unsaved)
        let outcomes = transaction.apply(fixes)
        for (fix, outcome) in zip(fixes, outcomes) {
            if let outcome { failed.append((fix, outcome)) } else { applied.append(fix) }
        }
        heldBackOrphans = planner.heldBackOrphans()
        if let lockPath,
            let updated = FixPlanner.lock(
                after: applied, existing: lock, defaultLocale: snapshot.defaultLocale),
            updated.changed
        {
            try transaction.write(updated.lock, to: lockPath)
        }
    }
}
