import L10nChecker

/// The coverage counts of every part, added up: most parts count the same locales, whose
/// records share one list (`CheckCacheIndex.PartRecord.coverageLocales`), so a run of them is
/// added up as numbers, and a table is made once, not once per part (`CoverageTally.+`).
struct CoverageSum {
    private var needed = 0
    private var translated: [String: Int] = [:]
    private var runLocales: [String] = []
    private var runCounts: [Int] = []

    mutating func add(_ record: CheckCacheIndex.PartRecord) {
        needed += record.coverageNeeded
        if record.coverageLocales == runLocales {
            for index in runCounts.indices { runCounts[index] += record.coverageCounts[index] }
            return
        }
        flush()
        runLocales = record.coverageLocales
        runCounts = record.coverageCounts
    }

    /// The sum of the parts added.
    var tally: CoverageTally {
        var sum = self
        sum.flush()
        return CoverageTally(needed: needed, translated: sum.translated)
    }

    private mutating func flush() {
        for (locale, count) in zip(runLocales, runCounts) { translated[locale, default: 0] += count }
        runLocales = []
        runCounts = []
    }
}
