import Foundation
import L10nCore
import Testing

/// A value handed to `BackgroundRelease` is freed on its queue, never by the caller that let it go.
@Suite struct BackgroundReleaseTests {
    /// Where (on which thread) a tracked object was freed.
    private final class FreedOn: @unchecked Sendable {
        // Safety: `thread` is guarded by `lock`.
        private let lock = NSLock()
        private var thread: pthread_t?
        let done = DispatchSemaphore(value: 0)

        func record() {
            lock.lock()
            thread = pthread_self()
            lock.unlock()
            done.signal()
        }

        var recorded: pthread_t? {
            lock.lock()
            defer { lock.unlock() }
            return thread
        }
    }

    private final class Tracked: Sendable {
        let freedOn: FreedOn
        init(_ freedOn: FreedOn) { self.freedOn = freedOn }
        deinit { freedOn.record() }
    }

    @Test func aValueIsFreedOnTheQueueNotByTheCaller() throws {
        let freedOn = FreedOn()
        let caller = pthread_self()
        let value = [Tracked(freedOn)]
        BackgroundRelease.release(consume value)
        #expect(freedOn.done.wait(timeout: .now() + 10) == .success)
        let thread = try #require(freedOn.recorded)
        #expect(pthread_equal(thread, caller) == 0)
    }
}
