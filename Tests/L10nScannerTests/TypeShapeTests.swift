import L10nCore
import L10nScanner
import Testing

@Suite struct TypeShapeTests {
    @Test func extensionsAcrossFilesMergeIntoOneType() throws {
        let root = FixturePaths.path("Extensions")
        let result = try SchemaScanner(concurrency: 2).scan(roots: [root])
        let fields = root + "/ProfileViewModel+Fields.swift"
        #expect(
            result.schema.items == [
                item(
                    "ProfileViewModel.greeting", .subs, type: "ProfileViewModel", property: "greeting",
                    line: 2,
                    column: 62, file: fields, placeholders: ["userName"], substitutionsMember: "greetingSubs",
                    placeholderTypes: ["userName": "LocalizableString"]),
                item(
                    "ProfileViewModel.sections", .array, type: "ProfileViewModel", property: "sections",
                    line: 3, column: 34, file: fields),
                item(
                    "ProfileViewModel.title", .string, type: "ProfileViewModel", property: "title", line: 3,
                    column: 33,
                    file: root + "/ProfileViewModel.swift"),
            ])
        #expect(
            result.schema.scannedFiles == [
                fields, root + "/ProfileViewModel+Substitutions.swift", root + "/ProfileViewModel.swift",
            ])
        #expect(result.schema.localizedFiles == [fields, root + "/ProfileViewModel.swift"])
    }

    @Test func everyIfConfigBranchCountsAndDuplicatesAreOneItem() {
        let result = scan(
            """
            struct T {
                #if os(iOS)
                @LocalizedString var title
                @LocalizedString var tapHint
                #elseif os(macOS)
                @LocalizedString var title
                @LocalizedString var clickHint
                #else
                #if DEBUG
                @LocalizedString var debugOnly
                #endif
                #endif
                @LocalizedStrings
                #if os(iOS)
                @MainActor
                #endif
                var tabs
            }
            """)
        #expect(
            result.schema.items == [
                item("T.clickHint", .string, type: "T", property: "clickHint", line: 7, column: 26),
                item("T.debugOnly", .string, type: "T", property: "debugOnly", line: 10, column: 26),
                item("T.tabs", .array, type: "T", property: "tabs", line: 17, column: 9),
                item("T.tapHint", .string, type: "T", property: "tapHint", line: 4, column: 26),
                item("T.title", .string, type: "T", property: "title", line: 3, column: 26),
            ])
    }

    @Test func attributeInsideIfConfigCounts() {
        let result = scan(
            """
            struct T {
                #if canImport(FOSMVVM)
                @LocalizedString
                #endif
                var title
            }
            """)
        #expect(
            result.schema.items == [
                item("T.title", .string, type: "T", property: "title", line: 5, column: 9)
            ])
    }

    @Test func genericArgumentsAreDropped() {
        let result = scan(
            """
            struct Page<Item: Sendable>: ViewModel {
                @LocalizedString var title
            }
            extension Page<String> {
                @LocalizedString var subtitle
            }
            extension Page where Item == Int {
                var label: LocalizableString { .localized(for: Page<Int>.self, propertyName: "label") }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "Page.label", .string, type: "Page", property: "label", line: 8, column: 82,
                    keyLiterals: [literal("label", line: 8, column: 83, first: 1)]),
                item("Page.subtitle", .string, type: "Page", property: "subtitle", line: 5, column: 26),
                item("Page.title", .string, type: "Page", property: "title", line: 2, column: 26),
            ])
    }

    @Test func nestedTypesUseTheirOwnName() {
        let result = scan(
            """
            struct Outer {
                @LocalizedString var title
                struct Inner {
                    @LocalizedString var title
                    class Deepest { @LocalizedString var note }
                }
            }
            extension Outer.Inner {
                @LocalizedString var extra
            }
            """)
        #expect(
            result.schema.items == [
                item("Deepest.note", .string, type: "Deepest", property: "note", line: 5, column: 46),
                item("Inner.extra", .string, type: "Inner", property: "extra", line: 9, column: 26),
                item("Inner.title", .string, type: "Inner", property: "title", line: 4, column: 30),
                item("Outer.title", .string, type: "Outer", property: "title", line: 2, column: 26),
            ])
    }

    @Test func typeAttributesDoNotMatter() {
        let result = scan(
            """
            @ViewModel struct A { @LocalizedString var a }
            @ViewModel(options: [.clientHostedFactory]) struct B { @LocalizedString var b }
            @FieldValidationModel struct C { @LocalizedString var c }
            @LocalizableError enum D: Error { case x; @LocalizedString var d }
            actor E { @LocalizedString var e }
            """)
        #expect(result.schema.items.map(\.key) == ["A.a", "B.b", "C.c", "D.d", "E.e"])
        #expect(result.schema.items.map(\.location.line) == [1, 2, 3, 4, 5])
        #expect(result.schema.typeNames == ["A", "B", "C", "D", "E"])
    }
}
