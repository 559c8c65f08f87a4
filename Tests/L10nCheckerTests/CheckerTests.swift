import L10nChecker
import L10nCore
import Testing

@Suite struct CheckerTests {
    let files = [
        (path: "b/T.yml", text: "en:\n  T:\n    old: \"x\"\n    title: \"\"\n"),
        (path: "a/U.yml", text: "en:\n  U:\n    gone: \"y\"\nde:\n  U: {}\n"),
    ]
    let items = [property("T.title"), property("U.name", line: 4)]

    @Test func findingsAreSortedByFileLineColumnAndRule() {
        let diagnostics = check(files: files, items: items)
        // Paths compare as strings: uppercase sorts before lowercase.
        #expect(
            diagnostics.map(\.summary) == [
                "missing-key T.swift:10:5", "missing-key U.swift:4:5", "orphan-key a/U.yml:3:5",
                "orphan-key b/T.yml:3:5", "empty-value b/T.yml:4:12",
            ])
        #expect(check(files: files, items: items) == diagnostics)
        #expect(check(files: files.reversed(), items: items) == diagnostics)
    }

    @Test func rulesTurnedOffAreNotRun() {
        let diagnostics = check(
            files: files, items: items, severities: [.orphanKey: .off, .emptyValue: .off])
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:10:5", "missing-key U.swift:4:5"])
        // `de` is required (it is in the catalog) and not covered by `en`.
        #expect(diagnostics[0].message.hasSuffix("is missing in locale 'de'; add it to that locale"))
        #expect(diagnostics[1].message.hasSuffix("is missing in locales 'de', 'en'; add it to each of them"))
    }

    @Test func defaultLocaleFallsBackToEnglishWhenNotConfigured() {
        #expect(ProjectConfiguration().checkConfiguration.defaultLocale == locale("en"))
        #expect(ProjectConfiguration().checkConfiguration.requiredLocales == nil)
    }
}
