import L10nChecker
import L10nCore
import Testing

@Suite struct ShapeMismatchRuleTests {
    @Test func wrongShapesAndIndexesBeyondTheArray() {
        let yaml = """
            en:
              T:
                title: ["a", "b"]
                tabs: "Overview"
                files:
                  one: "1 file"
                  other: "%{count} files"
                  lots: "many"
                pieces: ["a", "b"]
                count:
                  one: "x"
                  other: ["y"]
            """
        let items = [
            property("T.title"), property("T.tabs", .array), property("T.files"),
            property("T.pieces[2]", .element, name: "third", arrayKey: "T.pieces", index: 2),
            property("T.count"),
        ]
        let diagnostics = check(yaml, items: items).with(.shapeMismatch)
        #expect(
            diagnostics.map(\.summary) == [
                "shape-mismatch T.yml:3:5", "shape-mismatch T.yml:4:5", "shape-mismatch T.yml:5:5",
                "shape-mismatch T.yml:9:5", "shape-mismatch T.yml:12:7",
            ])
        #expect(
            diagnostics.map(\.message) == [
                "'T.title' in locale 'en' is an array, but property 'title' needs a string or a plural mapping; "
                    + "write one string, or use @LocalizedStrings",
                "'T.tabs' in locale 'en' is a string, but property 'tabs' needs an array of strings; write it as "
                    + "`[\"…\", \"…\"]` or one `- item` per line",
                "'T.files' in locale 'en' is a mapping whose key 'lots' is not a plural category, but property "
                    + "'files' needs a string or a plural mapping (keys zero, one, two, few, many, other)",
                "'T.pieces' in locale 'en' has 2 elements, but property 'third' reads index 2; add the missing "
                    + "elements or fix the index",
                "'T.count.other' in locale 'en' is an array, but a plural variant must be a string",
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func indexIsCheckedInEveryLocaleThatDefinesTheArray() {
        let yaml = """
            en:
              T:
                pieces: ["a", "b", "c"]
            de:
              T:
                pieces: ["a"]
            """
        let items = [property("T.pieces[1]", .element, name: "second", arrayKey: "T.pieces", index: 1)]
        #expect(check(yaml, items: items).map(\.summary) == ["shape-mismatch T.yml:6:5"])
    }
}
