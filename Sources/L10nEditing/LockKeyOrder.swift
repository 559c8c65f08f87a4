import L10nCore
import L10nRuntime

/// The keys of each of `l10nc.lock`'s sections in the order the lock's text last wrote them,
/// shared by a lock's copies: a lock written again after a few records changed (an agent's
/// batches, each adding hundreds of records to a lock of tens of thousands) sorts only the keys
/// new since, instead of every key again.
///
/// Only an aid to speed: each use checks the remembered keys against the section as it is, so
/// the order returned is always the section's keys sorted, whatever the copies did meanwhile;
/// never part of a lock's equality (`MemoTable`).
struct LockKeyOrder: Sendable, Hashable {
    /// Each section's keys, sorted, and the same keys as a set.
    private let memory = MemoTable<String, SortedKeys>()

    private struct SortedKeys: Sendable {
        var sorted: [String]
        var members: Set<String>
    }

    /// The keys of `records` sorted, for the section `name`.
    func sortedKeys<Value>(of name: String, _ records: [String: Value]) -> [String] {
        guard var known = memory[name] else {
            let sorted = records.keys.sorted()
            memory[name] = SortedKeys(sorted: sorted, members: Set(sorted))
            return sorted
        }
        // Taken out while it changes, so that its set grows in place instead of being copied.
        memory[name] = nil
        // The remembered keys the section still has, in their order, merged with the keys it
        // gained, sorted: the section's keys, sorted.
        let added = records.keys.filter { !known.members.contains($0) }.sorted()
        if known.sorted.count + added.count != records.count {
            known.sorted.removeAll { records[$0] == nil }
            known.members = Set(known.sorted)
        }
        if !added.isEmpty {
            known.sorted = SortedMerge.merge(known.sorted, added, by: <)
            known.members.formUnion(added)
        }
        memory[name] = known
        return known.sorted
    }
}
