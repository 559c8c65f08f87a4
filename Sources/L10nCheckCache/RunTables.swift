import Foundation

/// A finished run's state, held until `release()` frees it, on whichever thread calls it.
final class RunTables: @unchecked Sendable {
    // Set once in `init`, emptied once by `release()`; touched by no one else.
    private var run: IncrementalCheckRun?

    init(_ run: consuming IncrementalCheckRun) {
        self.run = run
    }

    /// Frees the run's state.
    func release() { run = nil }
}
