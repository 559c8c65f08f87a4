import Foundation
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
        let added = Self.keys(of: records, notIn: known.members).sorted()
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

    /// The keys of `records` that `members` lacks, in no particular order; a large section's
    /// keys are looked up in runs side by side (most are members: one lookup each, every time a
    /// lock is written).
    private static func keys<Value>(of records: [String: Value], notIn members: Set<String>) -> [String] {
        guard records.count >= LockTextWriter.keysWrittenSideBySide else {
            return records.keys.filter { !members.contains($0) }
        }
        let keys = Array(records.keys)
        let runs = ParallelMap.processorCount
        return ParallelMap.map(count: runs, concurrency: runs) { run in
            keys[keys.count * run / runs..<keys.count * (run + 1) / runs].filter { !members.contains($0) }
        }.flatMap { $0 }
    }
}
