import Foundation
import L10nCore

/// Findings recorded at one point in time (`check --write-baseline FILE`), so that a project
/// adopting l10nc, or one whose translations arrive later than the code, fails only on new
/// findings (`check --baseline FILE`).
///
/// A finding is identified by its rule, its file and its message with every `line:column`
/// position taken out: the message names the key and the locale, so edits elsewhere in the
/// file (lines moving) do not invalidate the record. The same finding twice is recorded with
/// a count.
public struct FindingBaseline: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: String
        public var file: String
        public var message: String
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    public static let currentVersion = 1

    public var version = Self.currentVersion
    /// Sorted by file, rule and message.
    public var findings: [Entry]

    /// The baseline of `diagnostics`.
    public init(diagnostics: [Diagnostic]) {
        var counts: [Identity: Int] = [:]
        for diagnostic in diagnostics { counts[Identity(diagnostic), default: 0] += 1 }
        findings = counts.map {
            Entry(rule: $0.key.rule, file: $0.key.file, message: $0.key.message, count: $0.value)
        }
        .sorted()
    }

    /// What applying a baseline did.
    public struct Outcome: Sendable {
        /// Every finding; the recorded ones as notes, marked `(baseline)`.
        public var diagnostics: [Diagnostic]
        /// How many findings the baseline covered.
        public var recordedCount: Int
        /// Recorded findings that no longer occur: the baseline can shrink.
        public var gone: [Entry]
    }

    /// Reports recorded findings as notes, so only new ones fail.
    public func apply(to diagnostics: [Diagnostic]) -> Outcome {
        var remaining: [Identity: Int] = [:]
        for entry in findings {
            remaining[Identity(rule: entry.rule, file: entry.file, message: entry.message), default: 0] +=
                entry.count
        }
        var recorded = 0
        let result = diagnostics.sorted().map { diagnostic -> Diagnostic in
            let identity = Identity(diagnostic)
            guard let left = remaining[identity], left > 0 else { return diagnostic }
            remaining[identity] = left - 1
            recorded += 1
            var noted = diagnostic
            if noted.severity != .note {
                noted.severity = .note
                noted.message += " (recorded in the baseline)"
            }
            return noted
        }
        let gone = remaining.filter { $0.value > 0 }.map {
            Entry(rule: $0.key.rule, file: $0.key.file, message: $0.key.message, count: $0.value)
        }.sorted()
        return Outcome(diagnostics: result, recordedCount: recorded, gone: gone)
    }

    // MARK: Files

    public static func read(path: String) throws(FindingBaselineError) -> FindingBaseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        let baseline: FindingBaseline
        do {
            baseline = try JSONDecoder().decode(FindingBaseline.self, from: data)
        } catch {
            throw .invalid(path: path, reason: "\(error)")
        }
        guard baseline.version <= currentVersion else {
            throw .invalid(path: path, reason: "version \(baseline.version) is newer than this l10nc reads")
        }
        return baseline
    }

    /// The file's text: pretty, sorted JSON, so it diffs line by line.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    private struct Identity: Hashable {
        var rule: String
        var file: String
        var message: String

        init(rule: String, file: String, message: String) {
            self.rule = rule
            self.file = file
            self.message = message
        }

        init(_ diagnostic: Diagnostic) {
            self.init(
                rule: diagnostic.rule.rawValue, file: diagnostic.location.file,
                message: Self.withoutPositions(diagnostic.message))
        }

        /// `T.yml:3:5` → `T.yml`, `at 3:5` → `at`: positions move when lines are added.
        static func withoutPositions(_ message: String) -> String {
            message.replacing(/:\d+:\d+/, with: "").replacing(/\ \d+:\d+/, with: "")
        }
    }
}

/// A baseline file that cannot be used.
public enum FindingBaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): the baseline file cannot be read"
        case .invalid(let path, let reason):
            "\(path) is not a baseline file (\(reason)); write one with `l10nc check --write-baseline \(path)`"
        }
    }
}
