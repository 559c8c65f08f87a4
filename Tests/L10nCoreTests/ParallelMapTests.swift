import Foundation
import Testing

@testable import L10nCore

@Suite struct ParallelMapTests {
    private struct Stop: Error {}

    /// Work of uneven length, so workers finish out of order.
    private static func work(_ index: Int) -> Int {
        var value = index
        for _ in 0..<((index * 7_919) % 5_000) { value = (value &* 31) &+ 7 }
        return value == .min ? 0 : index
    }

    @Test(arguments: [1, 2, 4])
    func consumesInIndexOrder(concurrency: Int) {
        var seen: [Int] = []
        ParallelMap.forEachInOrder(count: 300, concurrency: concurrency, window: 8) {
            Self.work($0)
        } consume: {
            index, value in
            #expect(index == value)
            seen.append(index)
        }
        #expect(seen == Array(0..<300))
    }

    @Test func workersStayWithinTheWindow() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var produced = 0
            var consumed = 0
            var largestLead = 0
        }
        let counter = Counter()
        ParallelMap.forEachInOrder(count: 200, concurrency: 3, window: 5) { index in
            counter.lock.lock()
            counter.produced += 1
            counter.largestLead = max(counter.largestLead, counter.produced - counter.consumed)
            counter.lock.unlock()
            return index
        } consume: { _, _ in
            counter.lock.lock()
            counter.consumed += 1
            counter.lock.unlock()
        }
        #expect(counter.consumed == 200)
        // A worker claims an index only within the window past the last one taken.
        #expect(counter.largestLead <= 5 + 1)
    }

    @Test func anErrorFromConsumeStopsTheWorkersAndIsRethrown() {
        #expect(throws: Stop.self) {
            try ParallelMap.forEachInOrder(count: 10_000, concurrency: 2, window: 4) {
                $0
            } consume: {
                (index, _) throws(Stop) in
                if index == 50 { throw Stop() }
            }
        }
    }

    /// Results that are objects come out in index order, each once: moved out of the workers'
    /// storage, none kept alive by it or freed twice.
    @Test(arguments: [1, 2, 3])
    func objectResultsAreHandedOverEachOnce(concurrency: Int) {
        final class Counted: @unchecked Sendable {
            static let lock = NSLock()
            nonisolated(unsafe) static var alive: [Int: Int] = [:]
            let index: Int
            let key: Int
            init(_ index: Int, key: Int) {
                self.index = index
                self.key = key
                Self.lock.withLock { Self.alive[key, default: 0] += 1 }
            }
            deinit { Self.lock.withLock { Self.alive[key, default: 0] -= 1 } }
        }
        let key = concurrency
        do {
            let results = ParallelMap.map(count: 2_000, concurrency: concurrency) { Counted($0, key: key) }
            #expect(results.map(\.index) == Array(0..<2_000))
            #expect(Counted.lock.withLock { Counted.alive[key] } == 2_000)
        }
        #expect(Counted.lock.withLock { Counted.alive[key] } == 0)
        let pair = ParallelMap.pair({ Counted(0, key: key) }, { Counted(1, key: key) })
        #expect(pair.0.index == 0 && pair.1.index == 1)
    }

    /// A background value whose computation waits for another is computed while every worker of
    /// the global queue is busy. On workers of that queue the computations waited until the pool
    /// grew, which libdispatch does on Linux after about a second (0.96 s here; the language
    /// server's first findings took a second for it). The half-second deadline tells that stall
    /// from threads of their own (1 ms).
    @Test func nestedBackgroundValuesDoNotWaitForTheGlobalQueue() {
        let release = DispatchSemaphore(value: 0)
        let busy = ProcessInfo.processInfo.activeProcessorCount * 4
        for _ in 0..<busy { DispatchQueue.global().async { release.wait() } }
        defer { for _ in 0..<busy { release.signal() } }
        let outer = BackgroundValue { () -> Int in
            let inner = BackgroundValue { 42 }
            return inner.value
        }
        let deadline = ContinuousClock.now + .milliseconds(500)
        while !outer.isReady, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(outer.isReady)
        #expect(outer.value == 42)
    }
}
