import Foundation

/// Gives freed heap memory back to the system when the server is idle.
///
/// An update frees the catalog of the part it replaces on the thread that read it; glibc keeps
/// such memory in that thread's arena, so a server that runs for hours would grow by what
/// every arena once held. `malloc_trim` (looked up at run time: glibc's `malloc.h` is not part
/// of Swift's `Glibc` module, and other C libraries have none) releases it. It runs only once
/// the messages read so far are answered and diagnostics published, never between an edit and
/// its diagnostics.
enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    nonisolated(unsafe) private static var updatesSinceTrim = 0
    private static let trim: Trim? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    /// Called by the server's one thread after each update.
    static func afterUpdate() { updatesSinceTrim += 1 }

    /// Called by the server's one thread before it waits for input.
    static func whenIdle() {
        guard updatesSinceTrim >= 8, let trim else { return }
        updatesSinceTrim = 0
        _ = trim(0)
    }
}
