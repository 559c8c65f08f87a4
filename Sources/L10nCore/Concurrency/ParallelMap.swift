import Dispatch
import Foundation

/// Maps indices to results on several threads, results in index order.
///
/// Workers take batches of indices from a shared counter, so a few large files do not leave
/// the other threads idle; the order of the results never depends on the scheduling.
public enum ParallelMap {
    /// The processors this process may use, read once: Foundation's `activeProcessorCount`
    /// reads the cgroup's CPU quota files at every call on Linux (three files opened and read),
    /// and every parallel step of a check or an agent's batch asks for it, thousands of times.
    public static let processorCount = ProcessInfo.processInfo.activeProcessorCount

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

    /// `transform` applied to `0..<count` on up to `concurrency` worker threads, each result
    /// handed to `consume` on the calling thread in index order as soon as it and all before
    /// it are ready.
    ///
    /// Consuming overlaps with transforming, and workers stay at most `window` results ahead
    /// of `consume`, so only that many results are held at once. When `consume` throws, the
    /// workers stop and the error is rethrown once they have.
    public static func forEachInOrder<Result: Sendable, Failure: Error>(
        count: Int, concurrency: Int, window: Int = 64, _ transform: @Sendable (Int) -> Result,
        consume: (Int, Result) throws(Failure) -> Void
    ) throws(Failure) {
        let workers = max(1, min(concurrency, count))
        guard workers > 1 else {
            for index in 0..<count { try consume(index, transform(index)) }
            return
        }
        let pipeline = OrderedPipeline<Result>(count: count, window: max(window, workers))
        let group = DispatchGroup()
        try withoutActuallyEscaping(transform) { (transform) throws(Failure) in
            for _ in 0..<workers {
                DispatchQueue.global().async(group: group) {
                    while let index = pipeline.claim() { pipeline.deliver(transform(index), at: index) }
                }
            }
            defer {
                pipeline.cancel()
                group.wait()
            }
            for index in 0..<count { try consume(index, pipeline.take(index)) }
        }
    }

    /// `first()` and `second()` run at the same time (`second` on another thread), both
    /// results returned once both are done.
    ///
    /// For two independent stages that are each parallel inside but have serial parts (the
    /// catalog's in-order merge, the scanner's resolution): side by side, one fills the cores
    /// the other leaves idle.
    public static func pair<First, Second: Sendable>(
        _ first: () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let slot = Slots<Second>(count: 1)
        let done = DispatchSemaphore(value: 0)
        // A thread of its own, not a Dispatch worker: both stages use Dispatch's pool inside,
        // which is as wide as the machine and would otherwise run one stage after the other.
        let thread = Thread {
            slot.store(second(), at: 0)
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let firstResult = first()
        done.wait()
        return (firstResult, slot.results()[0])
    }

    /// The shared state of `forEachInOrder`.
    private final class OrderedPipeline<Result: Sendable>: @unchecked Sendable {
        // Safety: every stored property is read and written with `condition` locked.
        private let condition = NSCondition()
        private var ready: [Int: Result] = [:]
        private var nextToClaim = 0
        private var taken = 0
        private var cancelled = false
        private let count: Int
        private let window: Int

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
        }

        /// The next index to transform, once it is within the window; `nil` when done.
        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled, nextToClaim < count, nextToClaim >= taken + window { condition.wait() }
            guard !cancelled, nextToClaim < count else { return nil }
            nextToClaim += 1
            return nextToClaim - 1
        }

        func deliver(_ result: Result, at index: Int) {
            condition.lock()
            ready[index] = result
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for the result at `index`.
        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let result = ready.removeValue(forKey: index) {
                    taken = index + 1
                    condition.broadcast()
                    return result
                }
                condition.wait()
            }
        }

        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Result storage that each index is written to by exactly one worker.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        // Safety: `next` is guarded by `lock`; each element of `storage` is written once, by
        // the worker that took its index, and read only after `concurrentPerform` returns.
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private let storage: UnsafeMutableBufferPointer<Result?>
        /// Whether `results()` moved the results out, leaving `storage` uninitialized.
        private var movedOut = false

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            if !movedOut { storage.deinitialize() }
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

        /// Every result, moved out: called once, after every index was stored. Moved, not
        /// copied: a copy retained each result and the storage's release released it again (a
        /// tenth of stamping a cached project's 4,000 files).
        func results() -> [Result] {
            guard let base = storage.baseAddress else { return [] }
            let results = [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    (buffer.baseAddress! + index).initialize(to: (base + index).move()!)
                }
                initialized = count
            }
            movedOut = true
            return results
        }
    }
}

/// A value computed on another thread while the caller goes on; `value` waits for it.
///
/// For work that is needed only later, and maybe not at all (an incremental check loads the
/// CLDR data while it works out what changed).
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once on the worker before `done` is signalled, read only after waiting on it.
    private var result: Value?

    public init(_ compute: @escaping @Sendable () -> Value) {
        // A thread of its own, not a worker of the global queue: a computation may itself wait
        // for another background value (the language server's cached check waits for the
        // cache's index, read on one), and workers that wait starve the queue's pool, which on
        // Linux grows only after about a second.
        let thread = Thread {
            self.result = compute()
            self.done.signal()
        }
        // As the main thread's: the Swift parser recurses deeply on nested code.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, once computed.
    public var value: Value {
        done.wait()
        done.signal()
        return result!
    }

    /// Whether the value is computed: `value` would not wait.
    public var isReady: Bool {
        guard done.wait(timeout: .now()) == .success else { return false }
        done.signal()
        return true
    }
}
