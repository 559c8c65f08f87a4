import Foundation
import L10nCore

/// One round of a check by parts (`ProjectPartition`): each part keeps its result when its
/// inputs are those it was made from, and the other parts are checked again, side by side;
/// every part's result is then taken in the partition's order, the order `PartChecker.combine`
/// puts together into a whole check's findings. `ProjectEngine` keeps results in memory by
/// part, the check cache on disk by the digest of their inputs; both decide and gather here.
public struct PartRound<Result: Sendable>: Sendable {
    /// Per part, the result kept from before, if its inputs are unchanged.
    public let kept: [Result?]
    /// The parts to check again, in the partition's order.
    public let dirty: [Int]

    /// - Parameters:
    ///   - partCount: the number of parts.
    ///   - kept: a part's result from before when its inputs are the ones it was made from.
    public init(partCount: Int, kept: (Int) -> Result?) {
        let results = (0..<partCount).map(kept)
        self.kept = results
        dirty = results.indices.filter { results[$0] == nil }
    }

    /// Every part's result, in the partition's order: the dirty parts checked by `check` on
    /// `concurrency` threads, the others kept. `nil` when a check gives none.
    public func results(concurrency: Int, check: @Sendable (Int) -> Result?) -> [Result]? {
        let dirty = dirty
        let checked = ParallelMap.map(count: dirty.count, concurrency: concurrency) { check(dirty[$0]) }
        var results = kept
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
