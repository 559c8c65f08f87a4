import Foundation

/// Lets a large value go on a thread of its own, after the caller has moved on: freeing a tree
/// of thousands of objects (an agent's batch plans a parsed document per file it edits) costs
/// as much as a phase of the call that made it, and the answer need not wait for it.
/// Values are freed one after another, in the order given; a process that ends does not wait
/// for them.
public enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "l10nc.background-release", qos: .utility)

    /// Takes `value` and frees it on the queue. The queue empties the box it goes in, so the
    /// value is freed there whichever thread lets the box go last.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let held = Held(value)
        queue.async { held.empty() }
    }

    private final class Held<Value: Sendable>: @unchecked Sendable {
        // Safety: written once here, then only by the queue's one closure.
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func empty() {
            value = nil
        }
    }
}
