import L10nCore
import L10nScanner
import Testing

@Suite struct ExplicitKeyTests {
    @Test func literalPropertyNameInAnObservableClass() {
        let result = scan(
            """
            @MainActor @Observable final class FeedViewModel {
                var errorMessage: LocalizableString?

                func load() async {
                    do {
                        try await fetch()
                    } catch {
                        errorMessage = .localized(for: Self.self, propertyName: "loadFailed")
                    }
                }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "FeedViewModel.loadFailed", .string, type: "FeedViewModel", property: "loadFailed",
                    line: 8, column: 69, keyLiterals: [literal("loadFailed", line: 8, column: 70, first: 1)])
            ])
    }

    @Test func namedTypeParentTypeAndParentKeys() {
        let result = scan(
            """
            struct LoadErrorViewModel {
                static let retry = LocalizableString.localized(for: LoadErrorViewModel.self, propertyName: "retry")
                let hint = LocalizableRef(for: Self.self, parentType: Page<Int>.self, parentKeys: "errors", propertyName: "hint")
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "LoadErrorViewModel.retry", .string, type: "LoadErrorViewModel", property: "retry",
                    line: 2, column: 96, keyLiterals: [literal("retry", line: 2, column: 97, first: 1)]),
                item(
                    "Page.LoadErrorViewModel.errors.hint", .string, type: "Page", property: "hint", line: 3,
                    column: 111,
                    keyLiterals: [
                        literal("errors", line: 3, column: 88, first: 2),
                        literal("hint", line: 3, column: 112, first: 3),
                    ]),
            ])
    }

    @Test func sameKeyInSeveralPlacesIsOneItemAtTheFirst() {
        let result = scan(
            """
            final class T {
                func a() -> LocalizableString { .localized(for: Self.self, propertyName: "failed") }
                func b() -> LocalizableString { .localized(for: Self.self, propertyName: "failed") }
            }
            """)
        #expect(result.schema.items.map(\.location) == [SourceLocation(file: "T.swift", line: 2, column: 78)])
        // Both places spell the key: a rename rewrites both.
        #expect(
            result.schema.items.first?.keyLiterals == [
                literal("failed", line: 2, column: 79, first: 1),
                literal("failed", line: 3, column: 79, first: 1),
            ])
    }

    @Test func variablePropertyNameIsANoteAndNoItem() {
        let result = scan(
            """
            struct T {
                func message(_ name: String) -> LocalizableString { .localized(for: Self.self, propertyName: name) }
                func unrelated() -> String { value.localized(with: "x") }
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == [.sourceUnresolvedKey])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "T.swift", line: 2, column: 98)])
    }
}
