import Foundation
import Testing

/// `// l10nc:ignore rule-id …` in Swift: on the line of the finding, or alone on the line above
/// the code it applies to; an id that suppresses nothing is `unused-ignore`, as in YAML. The
/// cache applies the same comments (`check --cache` gives the same output).
@Suite(.serialized) struct SwiftIgnoreCommentTests {
    static let files: [String: String] = [
        "l10nc.yml": "sources: [Sources]\nresources: [Sources]\ndefaultLocale: en\nlocales: [en, de]\n",
        "Sources/KeyTests.swift": """
        // Keys built on purpose that no resource holds: the missing-key path is what is tested.
        struct KeyFormationTests {
            let plain = LocalizableString.localized(key: "Absent.plain") // l10nc:ignore missing-key
            // l10nc:ignore missing-key
            let above = LocalizableString.localized(key: "Absent.above")

            // l10nc:ignore missing-key, source-unresolved-key
            // (the comment above applies across this one and the blank line)

            let both = LocalizableString.localized(key: "Absent.both")
            let dynamic = LocalizableString.localized(key: name) // l10nc:ignore source-unresolved-key
            let reported = LocalizableString.localized(key: "Absent.reported")
            let name = "x" // l10nc:ignore missing-key
        }
        """,
        "Sources/CardViewModel.swift": """
        struct CardViewModel {
            // l10nc:ignore missing-key
            @LocalizedString var title
            @LocalizedString var subtitle // l10nc:ignore orphan-key
        }
        """,
        "Sources/CardViewModel.yml": "en:\n  CardViewModel:\n    subtitle: \"Sub\"\n",
    ]

    @Test func suppressedOnTheLineAndFromTheLineAboveUnusedOnesReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "l10nc-swift-ignore-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { diagnostic -> String in
            let location = diagnostic["location"] as? [String: Any] ?? [:]
            let file = (location["file"] as? String ?? "").split(separator: "/").last ?? ""
            return "\(diagnostic["rule"] ?? "") \(file):\(location["line"] ?? 0):\(location["column"] ?? 0)"
        }
        #expect(
            found == [
                // `title` has its ignore comment above: not reported. `subtitle` needs no orphan
                // ignore: the comment ignores nothing, while its missing German text is reported.
                "missing-key CardViewModel.swift:4:26",
                "unused-ignore CardViewModel.swift:4:51",
                // The comment alone on line 7 applies to line 10 across a comment and a blank
                // line; its second id ignores nothing there.
                "unused-ignore KeyTests.swift:7:21",
                "missing-key KeyTests.swift:12:53",
                "unused-ignore KeyTests.swift:13:36",
            ], "\(run.standardOutput)")
        let unusedAbove = diagnostics.first {
            ($0["location"] as? [String: Any])?["line"] as? Int == 7
        }
        #expect(
            unusedAbove?["message"] as? String
                == "no 'source-unresolved-key' finding on this line to ignore; remove 'source-unresolved-key' from the comment"
        )
        #expect(run.exitStatus == 1)
        // The check cache applies the same comments, first run and again.
        let cache = root.appendingPathComponent(".cache").path
        for attempt in 0..<2 {
            let cached = try #require(
                L10ncRun.run(["check", "--format", "json", "--cache", cache], in: root))
            #expect(
                IncrementalCheckTests.withoutTiming(cached.standardOutput)
                    == IncrementalCheckTests.withoutTiming(run.standardOutput), "cached run \(attempt)")
        }
    }
}
