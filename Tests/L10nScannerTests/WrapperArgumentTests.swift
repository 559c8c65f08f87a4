import L10nCore
import L10nScanner
import Testing

/// Every argument of FOSMVVM's wrappers (`LocalizedProperty.swift`, `LocalizedArrayProperty.swift`):
/// key parts give the key as `_LocalizedProperty` builds it; value arguments leave it known.
@Suite struct WrapperArgumentTests {
    @Test func parentKeyAndParentKeysArrayForms() {
        let result = scan(
            """
            @ViewModel struct ProfileViewModel {
                @LocalizedString(parentKey: "email", propertyName: "required") var emailRequired
                @LocalizedString(parentKeys: ["address", "street"]) var title
                @LocalizedStrings(parentKey: "menu") var entries
                @LocalizedStrings(parentKeys: ["a", "b"], propertyName: "tabs") var tabs
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.schema.items.map { "\($0.key) \($0.kind)" } == [
                "ProfileViewModel.a.b.tabs array",
                "ProfileViewModel.address.street.title string",
                "ProfileViewModel.email.required string",
                "ProfileViewModel.menu.entries array",
            ])
    }

    /// `LocalizableRef.key` drops empty parent keys; `finalPropName` takes the Swift name for
    /// an empty `propertyName:`.
    @Test func emptyPartsResolveAsFOSMVVMResolvesThem() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString(parentKeys: "", "group", propertyName: "") var heading
                @LocalizedStrings(parentKey: "", propertyName: "") var rows
            }
            """)
        #expect(result.schema.items.map(\.key) == ["T.group.heading", "T.rows"])
    }

    @Test func nilArgumentsAreTheirDefaults() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString(parentKey: nil, propertyName: nil, index: nil) var plain
                @LocalizedStrings(parentKey: nil) var rows
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.schema.items.map { "\($0.key) \($0.kind)" } == ["T.plain string", "T.rows array"])
    }

    @Test func messageFormWithAndWithoutGroup() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString("field", messageKey: "title") var fieldTitle
                @LocalizedString("field", messageGroup: "errors", messageKey: "tooLong", vFirst: .v1_0_0) var tooLong
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.schema.items.map(\.key) == ["T.field.errors.tooLong", "T.field.title"])
    }

    @Test func valueArgumentsDoNotMakeTheKeyUnknown() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString(propertyName: "pieces", index: 1, vFirst: .vInitial, vLast: .v2) var second
                @LocalizedInt(value: count, showGroupingSeparator: false) var total
                @LocalizedDouble(value: ratio, maximumFractionDigits: digits) var ratio
                @LocalizedDate(value: now, dateStyle: .short, dateFormat: format) var updated
                @LocalizedSubs(substitutions: \\.subs, vFirst: .vInitial) var welcome
                @LocalizedStrings var pieces
                @LocalizedCompoundString(pieces: \\._pieces, vLast: .v2) var joined
                let subs: [String: LocalizableInt]
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.schema.items.map { "\($0.key) \($0.kind)" } == [
                "T.joined compound", "T.pieces array", "T.pieces[1] element", "T.ratio formatted",
                "T.total formatted", "T.updated formatted", "T.welcome subs",
            ])
    }

    @Test func nonLiteralKeyPartIsAnUnresolvedKeyWarning() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString(parentKey: Keys.group) var a
                @LocalizedStrings(parentKeys: ["x", name]) var b
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == [.sourceUnresolvedKey, .sourceUnresolvedKey])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.map(\.location.line) == [2, 3])
        #expect(result.diagnostics.map(\.location.column) == [33, 41])
    }
}
