import L10nChecker
import Testing

@testable import L10nCheckCache

@Suite struct CoverageSumTests {
    /// Runs of parts with the same locales, parts with others and parts with none add up to
    /// what `CoverageTally.+` gives, part by part.
    @Test func addsUpAsTalliesDo() {
        let tallies = [
            CoverageTally(needed: 3, translated: ["de": 2, "en": 3]),
            CoverageTally(needed: 1, translated: ["de": 1, "en": 1]),
            CoverageTally(needed: 2, translated: [:]),
            CoverageTally(needed: 4, translated: ["en": 4, "fr": 1]),
            CoverageTally(needed: 5, translated: ["de": 5, "en": 2]),
            CoverageTally(needed: 5, translated: ["de": 5, "en": 2]),
        ]
        var sum = CoverageSum()
        var expected = CoverageTally()
        for tally in tallies {
            sum.add(.init(diagnosticCount: 0, diagnostics: [], coverage: tally, leafKeyCount: 0))
            expected = expected + tally
        }
        #expect(sum.tally == expected)
        #expect(CoverageSum().tally == CoverageTally())
    }
}
