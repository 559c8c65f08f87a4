/// A unified diff (`diff -u` format, 3 lines of context) between two versions of a file,
/// for `--dry-run`. Lines are compared with Myers' algorithm, so the hunks are minimal.
public struct UnifiedDiff: Sendable, CustomStringConvertible {
    private enum Operation: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    public let path: String
    private let old: [Substring]
    private let new: [Substring]
    private let script: [Operation]

    public init(path: String, old: String, new: String) {
        self.path = path
        self.old = Self.lines(old)
        self.new = Self.lines(new)
        script = Self.editScript(self.old, self.new)
    }

    /// `true` when the two versions are identical.
    public var isEmpty: Bool { !script.contains { if case .keep = $0 { false } else { true } } }

    public var description: String {
        guard !isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        let context = 3
        let changes = script.indices.filter { !isKeep(script[$0]) }
        var groupStart = changes[0]
        var groupEnd = changes[0]
        for change in changes.dropFirst() {
            // Changes closer than twice the context share a hunk, as `diff -u` does.
            if change - groupEnd - 1 <= 2 * context {
                groupEnd = change
            } else {
                output += hunk(
                    script[max(0, groupStart - context)..<min(script.count, groupEnd + context + 1)])
                groupStart = change
                groupEnd = change
            }
        }
        output += hunk(script[max(0, groupStart - context)..<min(script.count, groupEnd + context + 1)])
        return output
    }

    /// The runs of lines that differ, as line-index ranges of the old and the new version
    /// (0-based, upper bound excluded), in order.
    public var changedLineRuns: [(old: Range<Int>, new: Range<Int>)] {
        var runs: [(old: Range<Int>, new: Range<Int>)] = []
        var oldCursor = 0
        var newCursor = 0
        var run: (oldStart: Int, newStart: Int)?
        func close() {
            if let start = run { runs.append((start.oldStart..<oldCursor, start.newStart..<newCursor)) }
            run = nil
        }
        for operation in script {
            switch operation {
            case .keep:
                close()
                oldCursor += 1
                newCursor += 1
            case .delete:
                if run == nil { run = (oldCursor, newCursor) }
                oldCursor += 1
            case .insert:
                if run == nil { run = (oldCursor, newCursor) }
                newCursor += 1
            }
        }
        close()
        return runs
    }

    private func isKeep(_ operation: Operation) -> Bool {
        if case .keep = operation { return true }
        return false
    }

    private func hunk(_ operations: ArraySlice<Operation>) -> String {
        var oldCount = 0
        var newCount = 0
        var body = ""
        var oldCursor = 0
        var newCursor = 0
        // Positions before the hunk.
        for operation in script[..<operations.startIndex] {
            switch operation {
            case .keep: oldCursor += 1; newCursor += 1
            case .delete: oldCursor += 1
            case .insert: newCursor += 1
            }
        }
        let oldStart = oldCursor
        let newStart = newCursor
        for operation in operations {
            switch operation {
            case .keep(let oldIndex, _):
                body += " " + Self.shown(old[oldIndex]) + "\n"
                oldCount += 1
                newCount += 1
            case .delete(let oldIndex):
                body += "-" + Self.shown(old[oldIndex]) + "\n"
                oldCount += 1
            case .insert(let newIndex):
                body += "+" + Self.shown(new[newIndex]) + "\n"
                newCount += 1
            }
        }
        func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
        }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
    }

    /// A line without its line break (a CR of a CRLF file stays out of the output too).
    private static func shown(_ line: Substring) -> String {
        String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Myers' O((N+M)D) shortest edit script, after trimming the common prefix and suffix.
    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let aMiddle = Array(a[prefix..<(a.count - suffix)])
        let bMiddle = Array(b[prefix..<(b.count - suffix)])
        var operations = (0..<prefix).map { Operation.keep($0, $0) }
        for operation in myers(aMiddle, bMiddle) {
            switch operation {
            case .keep(let i, let j): operations.append(.keep(i + prefix, j + prefix))
            case .delete(let i): operations.append(.delete(i + prefix))
            case .insert(let j): operations.append(.insert(j + prefix))
            }
        }
        for offset in 0..<suffix {
            operations.append(.keep(a.count - suffix + offset, b.count - suffix + offset))
        }
        return operations
    }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { .insert($0) } }
        if m == 0 { return (0..<n).map { .delete($0) } }
        let maxD = n + m
        let offset = maxD
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from (n, m).
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK =
                (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.keep(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    operations.append(.insert(y - 1))
                } else {
                    operations.append(.delete(x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return operations.reversed()
    }
}
