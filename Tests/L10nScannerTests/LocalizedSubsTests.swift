import L10nCore
import L10nScanner
import Testing

@Suite struct LocalizedSubsTests {
    @Test func computedDictionaryLiteralGivesThePlaceholders() {
        let result = scan(
            """
            struct DashboardViewModel {
                @LocalizedSubs(substitutions: \\.subs) var welcome
                private var subs: [String: any Localizable] {
                    ["name": LocalizableString.constant(userName), "count": LocalizableInt(value: count)]
                }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "DashboardViewModel.welcome", .subs, type: "DashboardViewModel", property: "welcome",
                    line: 2,
                    column: 47, placeholders: ["count", "name"], substitutionsMember: "subs",
                    placeholderTypes: ["name": "LocalizableString", "count": "LocalizableInt"])
            ])
    }

    @Test func explicitGetterAndReturnStatement() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\Self.subs) var greeting
                var subs: [String: Int] {
                    get { return ["first": 1] }
                }
            }
            """)
        #expect(result.schema.items.map(\.placeholders) == [["first"]])
    }

    @Test func storedLetWithInitializer() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(parentKeys: "header", substitutions: \\T.values) var greeting
                let values = ["user": 1, "date": 2] as [String: Int]
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "T.header.greeting", .subs, type: "T", property: "greeting", line: 2, column: 72,
                    placeholders: ["date", "user"], substitutionsMember: "values",
                    placeholderTypes: ["user": "Int", "date": "Int"])
            ])
    }

    @Test func assignedOnceInInit() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(propertyName: "openTasks", substitutions: \\._subs) var open
                private let subs: [String: LocalizableInt]

                init(count: Int) {
                    self.subs = ["count": .init(value: count)]
                }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "T.openTasks", .subs, type: "T", property: "open", line: 2, column: 75,
                    placeholders: ["count"], substitutionsMember: "subs")
            ])
    }

    @Test func emptyDictionaryLiteralDeclaresNoPlaceholders() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\.subs) var plain
                let subs: [String: Int] = [:]
            }
            """)
        #expect(result.schema.items.map(\.placeholders) == [[]])
    }

    @Test func unknowableSubstitutionsAreNilNeverGuessed() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\.computed) var a
                @LocalizedSubs(substitutions: \\.stored) var b
                @LocalizedSubs(substitutions: \\.twice) var c
                @LocalizedSubs(substitutions: \\.mutated) var d
                @LocalizedSubs(substitutions: \\.variable) var e
                @LocalizedSubs(substitutions: mySubs) var f
                @LocalizedSubs(substitutions: \\Other.subs) var g
                @LocalizedSubs(substitutions: \\.interpolated) var h
                @LocalizedSubs var i
                @LocalizedSubs(substitutions: \\.patched) var j

                var computed: [String: Int] { makeSubs() }
                let stored: [String: Int]
                let twice: [String: Int]
                var mutated: [String: Int]
                var variable = ["x": 1]
                var interpolated: [String: Int] { ["\\(prefix)name": 1] }
                var patched: [String: Int]

                init(flag: Bool) {
                    if flag { twice = ["a": 1] } else { twice = ["b": 1] }
                    mutated = ["a": 1]
                    patched = ["a": 1]
                    patched["b"] = 2
                }

                mutating func update() { mutated = ["b": 2] }
            }
            """)
        #expect(
            result.schema.items.map(\.key) == [
                "T.a", "T.b", "T.c", "T.d", "T.e", "T.f", "T.g", "T.h", "T.i", "T.j",
            ])
        #expect(result.schema.items.allSatisfy { $0.kind == .subs && $0.placeholders == nil })
        #expect(result.diagnostics.isEmpty)
    }

    @Test func sameLiteralInEveryInitIsKnown() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\.subs) var line
                let subs: [String: Int]
                init() { subs = ["n": 0] }
                init(n: Int) { self.subs = ["n": n] }
            }
            """)
        #expect(result.schema.items.map(\.placeholders) == [["n"]])
    }

    @Test func substitutionsInAnExtensionOfAnotherFile() {
        // The second file holds no `Localized`: the prefilter skips it, and the second pass
        // parses it because it mentions both the type and the member.
        let result = scan([
            (
                path: "A/DashboardViewModel.swift",
                source: """
                struct DashboardViewModel {
                    @LocalizedSubs(substitutions: \\.subs) var welcome
                }
                """
            ),
            (
                path: "B/DashboardViewModel+Subs.swift",
                source: """
                extension DashboardViewModel {
                    var subs: [String: Int] { ["name": 1] }
                }
                """
            ),
            (path: "C/Unrelated.swift", source: "struct Unrelated { var subs = 0 }"),
        ])
        #expect(
            result.schema.items == [
                item(
                    "DashboardViewModel.welcome", .subs, type: "DashboardViewModel", property: "welcome",
                    line: 2,
                    column: 47, file: "A/DashboardViewModel.swift", placeholders: ["name"],
                    substitutionsMember: "subs", placeholderTypes: ["name": "Int"])
            ])
        #expect(
            result.schema.scannedFiles == ["A/DashboardViewModel.swift", "B/DashboardViewModel+Subs.swift"])
        #expect(result.schema.localizedFiles == ["A/DashboardViewModel.swift"])
    }
}
