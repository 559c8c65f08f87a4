import L10nCore
import L10nScanner
import Testing

@Suite struct DirectoryScanTests {
    @Test func walkSkipsHiddenBuildExcludedAndNonSwiftFiles() throws {
        let root = FixturePaths.path("Walk")
        let result = try SchemaScanner(excludedPaths: [root + "/Generated/"]).scan(roots: [root])
        let feature = root + "/Sources/Feature/FeatureViewModel.swift"
        #expect(
            result.schema.items == [
                item(
                    "FeatureViewModel.headline", .string, type: "FeatureViewModel", property: "headline",
                    line: 2, column: 26, file: feature)
            ])
        // `Plain.swift` was read but skipped by the prefilter, so it was not scanned.
        #expect(result.schema.scannedFiles == [feature])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func withoutExclusionGeneratedFilesCount() throws {
        let root = FixturePaths.path("Walk") + "/"
        let result = try SchemaScanner().scan(roots: [root])
        #expect(result.schema.items.map(\.key) == ["FeatureViewModel.headline", "Generated.excluded"])
        // A root with a trailing slash gives no double slash.
        #expect(
            result.schema.items.last?.location.file == FixturePaths.path("Walk/Generated/Generated.swift"))
    }

    @Test func overlappingRootsScanEachFileOnce() throws {
        let root = FixturePaths.path("Walk")
        let result = try SchemaScanner().scan(roots: [
            root + "/Sources", root + "/Sources/Feature/FeatureViewModel.swift",
        ])
        #expect(result.schema.scannedFiles == [root + "/Sources/Feature/FeatureViewModel.swift"])
    }

    @Test func missingRootThrows() {
        let missing = FixturePaths.path("DoesNotExist")
        #expect(throws: ScanError.missingRoot(missing)) {
            try SchemaScanner().scan(roots: [missing])
        }
        #expect(
            ScanError.missingRoot("Sources").description
                == "source root 'Sources' does not exist; check the path given to --sources or in l10nc.yml"
        )
    }

    @Test func inMemorySourcesHonourExclusions() {
        let result = scan(
            [
                (path: "App/A.swift", source: "struct A { @LocalizedString var a }"),
                (path: "App/Generated/B.swift", source: "struct B { @LocalizedString var b }"),
            ], excluding: ["./App/Generated"])
        #expect(result.schema.items.map(\.key) == ["A.a"])
    }

    @Test func outputIsIdenticalWhateverTheConcurrency() {
        let sources = (0..<200).map { index in
            (
                path: "F\(index).swift",
                bytes: Array(
                    (index % 3 == 0
                        ? "struct V\(index % 17) { @LocalizedString(parentKeys: \"p\(index)\") var t\(index % 5) }"
                        : "struct Plain\(index) { let x = \(index) }").utf8)
            )
        }
        let single = SchemaScanner(concurrency: 1).scan(sources: sources)
        let many = SchemaScanner(concurrency: 8).scan(sources: sources.reversed())
        #expect(single == many)
        #expect(single.schema.items.count == 67)
        #expect(single.schema.scannedFiles.count == 67)
    }
}
