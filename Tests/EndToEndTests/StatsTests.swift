import Foundation
import Testing

/// `l10nc stats` on the clean and the broken example.
@Suite("Stats")
struct StatsTests {
    /// The parts of `stats --format json` the tests compare.
    struct Coverage: Decodable, Equatable {
        struct Row: Decodable, Equatable {
            var locale: String
            var translated: Int
            var missing: Int
            var total: Int
            var percent: Double
            var missingKeys: [String]
            /// `false` for a locale `locales:` leaves out (`unlisted-locale`).
            var required: Bool = true
        }

        var version: Int
        var keySource: String
        var defaultLocale: String
        var locales: [Row]
    }

    static func coverage(_ arguments: [String], in directory: URL) throws -> Coverage? {
        guard let run = L10ncRun.run(["stats", "--format", "json"] + arguments, in: directory) else {
            return nil
        }
        #expect(run.exitStatus == 0)
        return try JSONDecoder().decode(Coverage.self, from: Data(run.standardOutput.utf8))
    }

    @Test("the clean example is fully translated, default locale first")
    func cleanText() throws {
        let run = try #require(L10ncRun.run(["stats"], in: ProjectPaths.cleanExample))
        #expect(run.exitStatus == 0)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                en  ████████████████████  20/20  100.0%
                ar  ████████████████████  20/20  100.0%
                de  ████████████████████  20/20  100.0%
                ja  ████████████████████  20/20  100.0%
                ru  ████████████████████  20/20  100.0%
                20 keys needed by the sources, 5 locales

                """)
    }

    @Test(
        "the broken example lacks one key everywhere, one more in de and ja and a misspelled one in ar; one ar text is to translate"
    )
    func brokenJSON() throws {
        let coverage = try #require(try Self.coverage([], in: ProjectPaths.brokenExample))
        let text = try #require(L10ncRun.run(["stats"], in: ProjectPaths.brokenExample))
        #expect(
            text.standardOutput.contains("18/21   85.7%  (2 missing, 1 to translate)\n"),
            "\(text.standardOutput)")
        #expect(coverage.version == 1)
        #expect(coverage.keySource == "sources")
        #expect(coverage.defaultLocale == "en")
        let everywhere = ["ArchiveViewModel.title"]
        #expect(
            coverage.locales == [
                .init(
                    locale: "en", translated: 20, missing: 1, total: 21, percent: 95.2,
                    missingKeys: everywhere),
                // Its loadFailed is still the text `fix --fill` wrote (l10nc.lock): to translate.
                // Its `lastNmae` is misspelled, so `lastName` is missing.
                .init(
                    locale: "ar", translated: 18, missing: 2, total: 21, percent: 85.7,
                    missingKeys: ["ArchiveViewModel.title", "UserNameViewModel.lastName"]),
                .init(
                    locale: "de", translated: 19, missing: 2, total: 21, percent: 90.5,
                    missingKeys: ["ArchiveViewModel.title", "FeedViewModel.loadFailed"]),
                .init(
                    locale: "ja", translated: 19, missing: 2, total: 21, percent: 90.5,
                    missingKeys: ["ArchiveViewModel.title", "FeedViewModel.loadFailed"]),
                // Korean is in the resources but not in `locales:`: counted, marked not required.
                .init(
                    locale: "ko", translated: 1, missing: 20, total: 21, percent: 4.8,
                    missingKeys: coverage.locales.first { $0.locale == "ko" }?.missingKeys ?? [],
                    required: false),
                .init(
                    locale: "ru", translated: 20, missing: 1, total: 21, percent: 95.2,
                    missingKeys: everywhere),
            ])
        #expect(coverage.locales.first { $0.locale == "ko" }?.missingKeys.count == 20)
    }

    @Test("the broken example's text shows a partial bar and the missing count")
    func brokenText() throws {
        let run = try #require(L10ncRun.run(["stats"], in: ProjectPaths.brokenExample))
        #expect(run.exitStatus == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[2] == "de  ██████████████████░░  19/21   90.5%  (2 missing)")
        #expect(
            lines[4]
                == "ko  ░░░░░░░░░░░░░░░░░░░░   1/21    4.8%  (20 missing, not in `locales:`, so `check` does not require it)"
        )
        #expect(lines[6] == "21 keys needed by the sources, 6 locales")
        #expect(run.standardError == "l10nc: note: 19 findings at error severity; `l10nc check` lists them\n")
    }

    @Test("without sources, the keys are the resources' own, a plural mapping counting once")
    func resourcesOnly() throws {
        let coverage = try #require(
            try Self.coverage(["--resources", "Sources"], in: ProjectPaths.cleanExample))
        #expect(coverage.keySource == "resources")
        // ja alone gives a pattern for the compound `fullName`: without the sources, nothing
        // says that key is optional.
        #expect(coverage.locales.map(\.locale) == ["en", "ar", "de", "ja", "ru"])
        #expect(coverage.locales.map(\.total) == [21, 21, 21, 21, 21])
        #expect(
            coverage.locales.map(\.missingKeys) == [
                ["UserNameViewModel.fullName"], ["UserNameViewModel.fullName"],
                ["UserNameViewModel.fullName"], [],
                ["UserNameViewModel.fullName"],
            ])
    }
}
