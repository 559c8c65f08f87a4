import Foundation
import L10nCore

/// One round of a check by parts (`ProjectPartition`): each part keeps its result when its
/// inputs are those it was made from, and the other parts are checked again, side by side;
/// every part's result is then taken in the partition's order, the order `PartChecker.combine`
/// puts together into a whole check's findings. `ProjectEngine` keeps results in memory by
/// part, the check cache on disk by the digest of their inputs; both decide and gather here.
public struct PartRound<Result: Sendable>: Sendable {
    /// The results kept from before: every part's, in the same places (the layout was kept),
    /// or some parts' found again by name (laid out again).
    private enum Kept: Sendable {
        case inPlace([Result])
        case found([Result?])
    }

    private let kept: Kept
    /// The parts to check again, in the partition's order.
    public let dirty: [Int]

    /// - Parameters:
    ///   - partCount: the number of parts.
    ///   - kept: a part's result from before when its inputs are the ones it was made from.
    public init(partCount: Int, kept: (Int) -> Result?) {
        let results = (0..<partCount).map(kept)
        self.kept = .found(results)
        dirty = results.indices.filter { results[$0] == nil }
    }

    /// The parts in the places they had, each keeping its result from before but for `dirty`:
    /// an edit checks a part or two again, and the others' results are not each looked at
    /// (taking and giving back two thousand results cost a tenth of a re-check).
    public init(keepingInPlace previous: [Result], dirty: [Int]) {
        kept = .inPlace(previous)
        self.dirty = dirty
    }

    /// The result kept for the part at `position`; `nil` for a dirty part.
    public func kept(_ position: Int) -> Result? {
        switch kept {
        case .inPlace(let results): dirty.contains(position) ? nil : results[position]
        case .found(let results): results[position]
        }
    }

    /// Every part's result, in the partition's order: the dirty parts checked by `check` on
    /// `concurrency` threads, the others kept. `nil` when a check gives none.
    public func results(concurrency: Int, check: @Sendable (Int) -> Result?) -> [Result]? {
        let dirty = dirty
        let checked = ParallelMap.map(count: dirty.count, concurrency: concurrency) { check(dirty[$0]) }
        switch kept {
        case .inPlace(var results):
            for (part, result) in zip(dirty, checked) {
                guard let result else { return nil }
                results[part] = result
            }
            return results
        case .found(var results):
            for (part, result) in zip(dirty, checked) {
                guard let result else { return nil }
                results[part] = result
            }
            var all: [Result] = []
            all.reserveCapacity(results.count)
            for result in results {
                guard let result else { return nil }
                all.append(result)
            }
            return all
        }
    }
}
