import Foundation

/// A value computed on another thread once something asks for it to be started (`start()`,
/// from any thread, any number of times): for work whose need shows only part-way through
/// another (the check cache loads the CLDR data as soon as its stat of the files meets a
/// changed file, not after the last one). `value` starts it if nothing did, and waits for it.
public final class StartableValue<Value: Sendable>: @unchecked Sendable {
    private let compute: @Sendable () -> Value
    private let lock = NSLock()
    // Set once, under `lock`.
    private var running: BackgroundValue<Value>?

    public init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// Starts computing the value, unless that is under way or done.
    public func start() {
        _ = started()
    }

    /// Whether `start()` (or `value`) was called.
    public var isStarted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running != nil
    }

    /// The value, started now if it was not.
    public var value: Value { started().value }

    private func started() -> BackgroundValue<Value> {
        lock.lock()
        defer { lock.unlock() }
        if let running { return running }
        let new = BackgroundValue(compute)
        running = new
        return new
    }
}
