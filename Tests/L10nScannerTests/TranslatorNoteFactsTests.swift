import L10nCore
import L10nScanner
import Testing

/// What the scanner records for translators' notes: the type of each substitution and the
/// maximum length a `// l10nc:max-length N` comment gives.
@Suite struct TranslatorNoteFactsTests {
    @Test func substitutionTypesFromCallsLiteralsWrappedCasesAndTheAnnotation() {
        let result = scan(
            """
            struct DashboardViewModel {
                @LocalizedSubs(substitutions: \\.subs) var welcome
                private var subs: [String: LocalizationArgument] {
                    [
                        "name": .string(userName),
                        "count": .int(LocalizableInt(value: count)),
                        "title": LocalizableString.constant(title),
                        "limit": 3,
                    ]
                }
            }
            """)
        #expect(
            result.schema.items.first?.placeholderTypes == [
                "name": "LocalizationArgument", "count": "LocalizableInt", "title": "LocalizableString",
                "limit": "Int",
            ])
    }

    @Test func theDictionaryAnnotationTypesTheRest() {
        let result = scan(
            """
            struct TaskCardViewModel {
                @LocalizedSubs(substitutions: \\Self.subs) var openTasks
                private var subs: [String: any Localizable] { ["count": count, "owner": LocalizableString.constant(owner)] }
            }
            """)
        #expect(
            result.schema.items.first?.placeholderTypes == [
                "count": "Localizable", "owner": "LocalizableString",
            ])
    }

    @Test func unknownValuesHaveNoType() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\.subs) var text
                var subs: [String: LocalizationArgument] { ["a": value] }
                @LocalizedSubs(substitutions: \\.other) var other
                var other: Subs { ["b": value] }
            }
            """)
        #expect(result.schema.items.map(\.placeholders) == [["b"], ["a"]])
        #expect(result.schema.items.map(\.placeholderTypes) == [nil, ["a": "LocalizationArgument"]])
    }

    @Test func maximumLengthFromACommentBeforeOrAfterTheDeclaration() {
        let result = scan(
            """
            struct T {
                // The tab bar has room for 12 characters. l10nc:max-length 12
                @LocalizedString var tab
                @LocalizedString var title  // l10nc:max-length=40
                @LocalizedString var body
            }
            """)
        let lengths = Dictionary(
            uniqueKeysWithValues: result.schema.items.map { ($0.propertyName, $0.maxLength) })
        #expect(lengths == ["tab": 12, "title": 40, "body": Int?.none])
    }
}

@Suite struct SubstitutionCaseTypeTests {
    @Test func withoutAnAnnotationABareCaseNamesTheValue() {
        let result = scan(
            """
            struct T {
                @LocalizedSubs(substitutions: \\.subs) var text
                var subs: Subs { ["name": .string(userName), "count": .int(LocalizableInt(value: n))] }
            }
            """)
        #expect(result.schema.items.first?.placeholderTypes == ["name": "string", "count": "LocalizableInt"])
    }
}
