import Dispatch
import Foundation

/// Maps indices to results on several threads, results in index order.
///
/// Workers take batches of indices from a shared counter, so a few large files do not leave
/// the other threads idle; the order of the results never depends on the scheduling.
public enum ParallelMap {
    /// `transform` applied to `0..<count` on up to `concurrency` threads.
    public static func map<Result: Sendable>(
        count: Int, concurrency: Int, _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        let workers = max(1, min(concurrency, count))
        guard workers > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Result>(count: count)
        let batchSize = max(1, min(32, count / (workers * 8)))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let range = slots.nextBatch(of: batchSize) {
                for index in range { slots.store(transform(index), at: index) }
            }
        }
        return slots.results()
    }

    /// Result storage that each index is written to by exactly one worker.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        // Safety: `next` is guarded by `lock`; each element of `storage` is written once, by
        // the worker that took its index, and read only after `concurrentPerform` returns.
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private let storage: UnsafeMutableBufferPointer<Result?>

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        func nextBatch(of size: Int) -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            let range = next..<min(next + size, count)
            next = range.upperBound
            return range
        }

        func store(_ result: Result, at index: Int) {
            storage[index] = result
        }

        func results() -> [Result] {
            storage.map { $0! }
        }
    }
}
