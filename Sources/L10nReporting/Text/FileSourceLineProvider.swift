import Foundation
import L10nCore

/// Reads source lines from disk, each file once, for the text reporter.
///
/// A file that is missing, unreadable, larger than `maximumFileSize` or not UTF-8 gives no
/// lines: the finding is still printed, only without its source line.
public final class FileSourceLineProvider: SourceLineProvider, @unchecked Sendable {
    // @unchecked: the cache is only touched under `lock`. `Mutex` would say this to the
    // compiler, but it needs macOS 15 and the package supports macOS 14.
    private let lock = NSLock()
    private var cache: [String: [Substring]?] = [:]
    /// Where the last excerpt of each file found its column (`SourceExcerpt.Cursor`).
    private var cursors: [String: SourceExcerpt.Cursor] = [:]
    /// Files above this size are not read for display; the resource limit is 16 MiB too.
    public let maximumFileSize: Int

    public init(maximumFileSize: Int = 16 << 20) {
        self.maximumFileSize = maximumFileSize
    }

    public func line(_ number: Int, in file: String) -> String? {
        guard number >= 1, let lines = lines(of: file), number <= lines.count else { return nil }
        return String(lines[number - 1])
    }

    /// Cut from the cached line without copying it; findings of one line in column order walk
    /// it once in all.
    public func excerpt(line number: Int, column: Int, in file: String) -> SourceExcerpt? {
        guard number >= 1, let lines = lines(of: file), number <= lines.count else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let (excerpt, cursor) = SourceExcerpt.make(
            line: lines[number - 1], column: column, cursor: cursors[file])
        cursors[file] = cursor
        return excerpt
    }

    private func lines(of file: String) -> [Substring]? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[file] { return cached }
        let lines = read(file).map(SourceText.lines(of:))
        cache[file] = .some(lines)
        return lines
    }

    private func read(_ file: String) -> String? {
        // `RegularFile`, not `FileHandle`: a FIFO named like a resource (an `unreadable-file`
        // finding) would block a `FileHandle` forever.
        guard case .bytes(let bytes)? = try? RegularFile.read(file, sizeLimit: maximumFileSize) else {
            return nil
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
