import Foundation
import L10nCore
import Testing

@Suite struct StartableValueTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() {
            lock.lock()
            count += 1
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }

    /// Started from many threads, computed once; not started, never computed.
    @Test func computesOnceWhenStarted() {
        let counter = Counter()
        let value = StartableValue { () -> Int in
            counter.increment()
            return 42
        }
        #expect(!value.isStarted)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in value.start() }
        #expect(value.value == 42)
        #expect(counter.value == 1)
        let unused = StartableValue { () -> Int in
            counter.increment()
            return 0
        }
        #expect(!unused.isStarted)
        #expect(counter.value == 1)
    }

    /// Asked for without being started, it is computed then.
    @Test func valueStartsIt() {
        let value = StartableValue { "computed" }
        #expect(value.value == "computed")
        #expect(value.isStarted)
    }
}
