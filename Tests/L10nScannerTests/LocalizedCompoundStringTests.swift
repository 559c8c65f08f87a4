import L10nCore
import L10nScanner
import Testing

@Suite struct LocalizedCompoundStringTests {
    @Test func keyPathArrayOfPiecesWithSeparator() {
        let result = scan(
            """
            struct UserNameViewModel {
                @LocalizedString var firstName
                @LocalizedString var lastName
                @LocalizedString var separator
                @LocalizedCompoundString(pieces: [\\._firstName, \\._lastName], separator: \\Self._separator) var fullName
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "UserNameViewModel.firstName", .string, type: "UserNameViewModel", property: "firstName",
                    line: 2, column: 26),
                item(
                    "UserNameViewModel.fullName", .compound, type: "UserNameViewModel", property: "fullName",
                    line: 5,
                    column: 100,
                    pieces: [
                        CompoundPiece(name: "firstName", key: "UserNameViewModel.firstName"),
                        CompoundPiece(name: "lastName", key: "UserNameViewModel.lastName"),
                    ],
                    separatorKey: "UserNameViewModel.separator"),
                item(
                    "UserNameViewModel.lastName", .string, type: "UserNameViewModel", property: "lastName",
                    line: 3, column: 26),
                item(
                    "UserNameViewModel.separator", .string, type: "UserNameViewModel", property: "separator",
                    line: 4, column: 26),
            ])
        #expect(result.schema.items.first { $0.kind == .compound }?.requiredKey == nil)
    }

    @Test func variadicPiecesAsTheRuntimeSpellsThem() {
        let result = scan(
            """
            struct N {
                @LocalizedString var first
                @LocalizedString var last
                @LocalizedString var sep
                @LocalizedCompoundString(pieces: \\Self._first, \\Self._last, separator: \\Self._sep) var full
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let compound = result.schema.items.first { $0.kind == .compound }
        #expect(compound?.key == "N.full")
        #expect(
            compound?.pieces == [
                CompoundPiece(name: "first", key: "N.first"), CompoundPiece(name: "last", key: "N.last"),
            ])
        #expect(compound?.separatorKey == "N.sep")
    }

    @Test func singleKeyPathToAnArrayProperty() {
        let result = scan(
            """
            struct T {
                @LocalizedStrings(parentKeys: "name") var pieces
                @LocalizedString(parentKeys: "name") var sep
                @LocalizedCompoundString(pieces: \\._pieces, separator: \\._sep) var full
            }
            """)
        let compound = result.schema.items.first { $0.kind == .compound }
        #expect(
            compound
                == item(
                    "T.full", .compound, type: "T", property: "full", line: 4, column: 72,
                    pieces: [CompoundPiece(name: "pieces", key: "T.name.pieces")], separatorKey: "T.name.sep")
        )
    }

    @Test func piecesMayBeDeclaredInAnExtensionAndWithoutSeparator() {
        let result = scan([
            (path: "A.swift", source: "struct T { @LocalizedCompoundString(pieces: [\\.a, \\.b]) var ab }"),
            (
                path: "B.swift",
                source:
                    "extension T {\n    @LocalizedString var a\n}\nextension T { @LocalizedString(propertyName: \"bee\") var b }"
            ),
        ])
        let compound = result.schema.items.first { $0.kind == .compound }
        #expect(
            compound
                == item(
                    "T.ab", .compound, type: "T", property: "ab", line: 1, column: 61, file: "A.swift",
                    pieces: [CompoundPiece(name: "a", key: "T.a"), CompoundPiece(name: "b", key: "T.bee")]))
    }

    @Test func pieceThatIsNotALocalizedPropertyIsSkippedWithANote() {
        let result = scan(
            """
            struct T {
                var plain: String
                @LocalizedCompoundString(pieces: [\\.plain]) var full
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == [.sourceUnresolvedKey])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "T.swift", line: 3, column: 53)])
    }
}
