import Testing

@testable import L10nCore

/// `exclude:` as every walk and the servers' watch apply it: a path and what is below it, both
/// sides tidied the same way.
@Suite struct ExcludedPathsTests {
    @Test(arguments: [
        // (excluded, path, whether it is excluded)
        ("Sources/Generated", "Sources/Generated", true),
        ("Sources/Generated", "Sources/Generated/Cards.swift", true),
        ("Sources/Generated", "Sources/GeneratedMore/Cards.swift", false),
        ("Sources/Generated", "Sources", false),
        ("./Sources/Generated/", "Sources/Generated/Cards.swift", true),
        ("Sources//Generated", "./Sources/Generated/Deep/Cards.swift", true),
        ("Sources/./Generated", "Sources/Generated/Cards.swift", true),
        ("Sources/Other/../Generated", "Sources/Generated/Cards.swift", true),
        ("Sources/Generated", "Sources/Other/../Generated/Cards.swift", true),
        ("../Shared/Generated", "../Shared/Generated/Cards.yml", true),
        ("../Shared/Generated", "Shared/Generated/Cards.yml", false),
        ("/work/App/Sources/Generated", "/work/App/Sources/Generated/Cards.swift", true),
        ("/work/App/Sources/Generated", "/work/App/Sources/Cards.swift", false),
        ("/work/App/Sources/Generated/", "/work/App/Sources/Generated", true),
        ("Cards.swift", "Cards.swift", true),
        ("Cards.swift", "Sources/Cards.swift", false),
        (".", "Sources/Cards.swift", true),
        ("./", "Cards.yml", true),
    ])
    func excludesAPathAndWhatIsBelowIt(excluded: String, path: String, expected: Bool) {
        #expect(ExcludedPaths([excluded]).contains(path) == expected)
    }

    @Test func nothingExcludesNothing() {
        let none = ExcludedPaths([])
        #expect(none.isEmpty)
        #expect(!none.contains("Sources/Cards.swift"))
        #expect(!none.contains("."))
        #expect(!none.contains("/"))
    }

    @Test(arguments: [
        ("./a/./b//c/", "a/b/c"), ("a/../b", "b"), ("../a", "../a"), ("../../a/..", "../.."),
        ("/a/../../b", "/b"),
        (".", "."), ("./", "."), ("a/..", "."), ("/", "/"),
    ])
    func normalized(path: String, expected: String) {
        #expect(PathComponents.normalized(path) == expected)
    }
}
