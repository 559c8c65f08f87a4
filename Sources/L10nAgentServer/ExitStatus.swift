import Foundation

/// The exit status the server's task hands to the thread that waits for it.
final class ExitStatus: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var code: Int32 = 0

    func set(_ code: Int32) {
        lock.lock()
        self.code = code
        lock.unlock()
    }

    var value: Int32 {
        lock.lock()
        defer { lock.unlock() }
        return code
    }
}
