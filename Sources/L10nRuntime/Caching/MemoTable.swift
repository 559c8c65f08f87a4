import Foundation

/// Values computed once per key and shared by the copies of the value that holds the table:
/// what a value type derives from its own contents (a locale's fallback chain from the CLDR
/// data, a lock's sorted keys) and would otherwise derive again at every use.
///
/// Never part of the holder's equality or hash: every table is equal to every other. Safe to
/// use from several threads. Holds at most `capacity` entries and forgets them all when full,
/// so keys that come from outside (a request's locale) cannot make it grow without bound.
public struct MemoTable<Key: Hashable & Sendable, Value: Sendable>: Sendable, Hashable {
    private let storage: Storage

    public init(capacity: Int = 256) {
        storage = Storage(capacity: capacity)
    }

    public static func == (_: MemoTable, _: MemoTable) -> Bool { true }
    public func hash(into _: inout Hasher) {}

    /// The value remembered for `key`, if any.
    public subscript(key: Key) -> Value? {
        get { storage.value(for: key) }
        nonmutating set { storage.set(newValue, for: key) }
    }

    /// The value remembered for `key`, else `compute()`'s, remembered. `compute` runs without
    /// the table's lock held: two threads may compute the same value, and one is kept.
    public func value(for key: Key, computing compute: () -> Value) -> Value {
        if let known = storage.value(for: key) { return known }
        let computed = compute()
        storage.set(computed, for: key)
        return computed
    }

    private final class Storage: @unchecked Sendable {
        /// Guards `values`.
        private let lock = NSLock()
        private var values: [Key: Value] = [:]
        private let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
        }

        func value(for key: Key) -> Value? {
            lock.lock()
            defer { lock.unlock() }
            return values[key]
        }

        func set(_ value: Value?, for key: Key) {
            lock.lock()
            defer { lock.unlock() }
            if value != nil, values[key] == nil, values.count >= capacity { values.removeAll() }
            values[key] = value
        }
    }
}
