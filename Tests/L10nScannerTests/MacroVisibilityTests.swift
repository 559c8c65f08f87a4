import L10nCore
import L10nScanner
import Testing

/// Members FOSMVVM's `@ViewModel` macro does not see (FOSUtilities
/// `Sources/FOSMacros/ViewModelMacro.swift`: direct `VariableDeclSyntax` members only, attribute
/// names compared as written) are recorded in the schema for `macro-invisible-member`.
@Suite struct MacroVisibilityTests {
    @Test func conditionalAndQualifiedMembersAreRecorded() {
        let result = scan(
            """
            @ViewModel struct DashboardViewModel {
                @LocalizedString var seen
                #if DEBUG
                @LocalizedString var debugBanner
                #endif
                @FOSMVVM.LocalizedStrings var tabs
                #if os(iOS)
                @LocalizedString
                #endif
                var platformHint
                #if DEBUG
                @LocalizedInt(value: 3) var counter
                #endif
                struct Nested {
                    @FOSMVVM.LocalizedString var notAMacroMember
                }
            }
            """)
        let byProperty = Dictionary(uniqueKeysWithValues: result.schema.items.map { ($0.propertyName, $0) })
        #expect(byProperty["seen"]?.macroInvisibility == nil)
        #expect(
            byProperty["debugBanner"]?.macroInvisibility
                == MacroInvisibility(macro: "ViewModel", reason: .conditionalMember))
        #expect(
            byProperty["tabs"]?.macroInvisibility
                == MacroInvisibility(
                    macro: "ViewModel", reason: .qualifiedAttribute, attribute: "FOSMVVM.LocalizedStrings"))
        #expect(
            byProperty["platformHint"]?.macroInvisibility
                == MacroInvisibility(macro: "ViewModel", reason: .conditionalAttribute))
        // Formatted values carry their value: the macro's binding is not needed.
        #expect(byProperty["counter"] != nil)
        #expect(byProperty["counter"]?.macroInvisibility == nil)
        // `Nested` has no macro of its own; its property names are bound by hand, if at all.
        #expect(byProperty["notAMacroMember"]?.macroInvisibility == nil)
    }

    /// The name's trailing trivia (a comment on its line) is part of the `description` the
    /// macro compares.
    @Test func aCommentAfterTheAttributeNameHidesTheMember() {
        let result = scan(
            """
            @ViewModel struct T {
                @LocalizedString // shown on the card
                var caption
                @LocalizedString
                var footer
            }
            """)
        #expect(
            result.schema.items.map { "\($0.key) \($0.macroInvisibility?.reason.rawValue ?? "-")" } == [
                "T.caption commented-attribute", "T.footer -",
            ])
    }

    @Test func everyBindingMacroCountsAndNoMacroMeansNoFinding() {
        let result = scan(
            """
            @FieldValidationModel struct A {
                #if DEBUG
                @LocalizedString var a
                #endif
            }
            @LocalizableError struct B: Error {
                @FOSMVVM.LocalizedString var b
            }
            struct C {
                #if DEBUG
                @LocalizedString var c
                #endif
            }
            """)
        let macros = result.schema.items.map { "\($0.key) \($0.macroInvisibility?.macro ?? "-")" }
        #expect(macros == ["A.a FieldValidationModel", "B.b LocalizableError", "C.c -"])
    }
}
