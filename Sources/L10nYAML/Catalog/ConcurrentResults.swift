import Foundation

/// A fixed-size array that concurrent workers fill, each writing its own indices.
final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    // Each index is written by exactly one worker before `value(at:)` is called after the
    // workers have joined; the lock only guards the storage's buffer against reallocation.
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    func value(at index: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return storage[index]!
    }
}
