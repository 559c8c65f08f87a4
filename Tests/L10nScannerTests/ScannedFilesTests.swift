import L10nCore
import Testing

@testable import L10nScanner

/// A scan lets each file's facts go once the resolver has merged them, keeping only what its
/// result needs of the files (`ScannedFiles`), and the resolver lets its merged facts go before
/// deduplicating: the result must be the one made from every file's facts, through each way
/// into the resolver (a whole scan, a scan whose analyses its caller keeps, a re-resolution of
/// kept analyses).
@Suite struct ScannedFilesTests {
    static let files: [(path: String, source: String)] = [
        (
            path: "A/T.swift",
            source: """
            struct T {
                @LocalizedSubs(substitutions: \\.subs) var line
                @LocalizedSubs(substitutions: \\.other) var other
                let subs: [String: Int]
                let other: [String: Int]
                init() {
                    subs = ["n": 0]
                    other = ["a": 0]
                }
            }
            """
        ),
        (
            // The same members are set again in another file: `subs` to the same keys (they are
            // known), `other` to different ones (they are not). It passes the prefilter by its
            // ignore comments alone, and localizes nothing.
            path: "B/T+Init.swift",
            source: """
            extension T {
                // l10nc:ignore missing-key
                init(n: Int) {
                    subs = ["n": n]
                    other = ["b": n] // l10nc:ignore orphan-key
                }
            }
            """
        ),
        (
            // Mentions nothing localized: the prefilter skips it, and the second pass parses it
            // for `U.subs`.
            path: "C/U+Subs.swift",
            source: """
            extension U {
                var subs: [String: Int] { ["m": 1] }
            }
            """
        ),
        (
            path: "D/U.swift",
            source: """
            struct U {
                @LocalizedSubs(substitutions: \\.subs) var welcome // l10nc:ignore missing-key
            }
            """
        ),
        (path: "E/Other.swift", source: "struct Other { var count = 0 }"),
    ]

    static var sources: [(path: String, bytes: [UInt8])] {
        files.map { (path: $0.path, bytes: Array($0.source.utf8)) }
    }

    @Test func wholeScanKeepsWhatTheResultNeedsOfEachFile() {
        let result = SchemaScanner(concurrency: 2).scan(sources: Self.sources)
        #expect(result.schema.items.map(\.key) == ["T.line", "T.other", "U.welcome"])
        #expect(result.schema.items.map(\.placeholders) == [["n"], nil, ["m"]])
        #expect(result.schema.scannedFiles == ["A/T.swift", "B/T+Init.swift", "C/U+Subs.swift", "D/U.swift"])
        #expect(result.schema.localizedFiles == ["A/T.swift", "D/U.swift"])
        #expect(
            result.ignoreComments.map { "\($0.location.file):\($0.line) \($0.rules.map(\.rawValue))" } == [
                "B/T+Init.swift:3 [\"missing-key\"]", "B/T+Init.swift:5 [\"orphan-key\"]",
                "D/U.swift:2 [\"missing-key\"]",
            ])
    }

    @Test func everyWayIntoTheResolverGivesTheSameResult() throws {
        let scanner = SchemaScanner(concurrency: 2)
        let whole = scanner.scan(sources: Self.sources)
        let sources = Self.sources
        let (kept, analyses, usedSecondPass) = try scanner.scan(
            paths: sources.map(\.path), reusing: { _ in nil }, contents: { sources[$0].bytes })
        #expect(kept == whole)
        #expect(usedSecondPass)
        #expect(analyses.count == sources.count)
        // Re-resolving the kept analyses again (the check cache's way) gives the same result,
        // but for the file that only the second pass parses.
        let (resolved, isComplete) = scanner.resolve(analyses)
        #expect(!isComplete)
        #expect(resolved.schema.scannedFiles == ["A/T.swift", "B/T+Init.swift", "D/U.swift"])
        #expect(resolved.ignoreComments == whole.ignoreComments)
        #expect(
            resolved.schema.items.filter { $0.typeName == "T" }
                == whole.schema.items.filter { $0.typeName == "T" })
    }
}
