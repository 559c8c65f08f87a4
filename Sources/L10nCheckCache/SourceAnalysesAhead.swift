import Foundation
import L10nCore
import L10nScanner

/// The analyses of the first few changed Swift files, each started on a thread of its own as
/// soon as the stat meets the file: a one-file Swift edit parses its file (swift-syntax's first
/// use in the process, a millisecond or two of type metadata besides the parse) while the
/// stat of the other files keeps the cores half idle in the kernel, rather than after it.
final class SourceAnalysesAhead: @unchecked Sendable {
    /// More changed files than this are left to the scan: a run after many edits relinks many
    /// files or scans whole, and a thread per file would only compete with the stat.
    static let limit = 4
    private let lock = NSLock()
    // Under `lock`.
    private var started: [String: BackgroundValue<SourceFileAnalysis>] = [:]

    /// Starts analysing `bytes`, the contents of the Swift file at `path`, unless `limit` files
    /// were started already.
    func start(_ path: String, bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard started.count < Self.limit, started[path] == nil else { return }
        started[path] = BackgroundValue { SchemaScanner.analyze(path: path, bytes: bytes) }
    }

    /// The analysis of `path` started ahead, waiting for it; `nil` when none was started.
    func analysis(of path: String) -> SourceFileAnalysis? {
        lock.lock()
        let running = started[path]
        lock.unlock()
        return running?.value
    }
}
