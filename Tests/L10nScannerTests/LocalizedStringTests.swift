import L10nCore
import L10nScanner
import Testing

@Suite struct LocalizedStringTests {
    @Test func plainPropertyNeedsTypeDotName() {
        let result = scan(
            """
            struct DashboardViewModel {
                @LocalizedString var title
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "DashboardViewModel.title", .string, type: "DashboardViewModel", property: "title",
                    line: 2, column: 26)
            ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.schema.localizedFiles == ["T.swift"])
    }

    @Test func parentKeysInBothSpellings() {
        let result = scan(
            """
            struct T {
                @LocalizedString(parentKeys: "a", "b") var x
                @LocalizedString(parentKeys: ["c", "d"]) var y
                @LocalizedString(parentKeys: "e") var z
            }
            """)
        #expect(
            result.schema.items == [
                item("T.a.b.x", .string, type: "T", property: "x", line: 2, column: 48),
                item("T.c.d.y", .string, type: "T", property: "y", line: 3, column: 50),
                item("T.e.z", .string, type: "T", property: "z", line: 4, column: 43),
            ])
    }

    @Test func propertyNameReplacesTheSwiftName() {
        let result = scan(
            """
            struct T {
                @LocalizedString(parentKeys: "aField", propertyName: "title") var y
                @LocalizedString(propertyName: "heading") var z
            }
            """)
        #expect(
            result.schema.items == [
                item("T.aField.title", .string, type: "T", property: "y", line: 2, column: 71),
                item("T.heading", .string, type: "T", property: "z", line: 3, column: 51),
            ])
    }

    @Test func indexMakesAnElementOfTheArrayKey() {
        let result = scan(
            """
            struct T {
                @LocalizedString(propertyName: "pieces", index: 0) var first
                @LocalizedString(parentKeys: "p", propertyName: "pieces", index: 2) var third
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "T.p.pieces[2]", .element, type: "T", property: "third", line: 3, column: 77,
                    arrayKey: "T.p.pieces", index: 2),
                item(
                    "T.pieces[0]", .element, type: "T", property: "first", line: 2, column: 60,
                    arrayKey: "T.pieces", index: 0),
            ])
        #expect(result.schema.items.map(\.requiredKey) == ["T.p.pieces", "T.pieces"])
    }

    @Test func positionalNameWithMessageGroupAndKey() {
        let result = scan(
            """
            struct SettingsFormViewModel {
                @LocalizedString("email", messageGroup: "validationMessages", messageKey: "required") var emailRequired
                @LocalizedString(messageGroup: "validationMessages", messageKey: "tooShort") var password
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "SettingsFormViewModel.email.validationMessages.required", .string,
                    type: "SettingsFormViewModel",
                    property: "emailRequired", line: 2, column: 95),
                item(
                    "SettingsFormViewModel.password.validationMessages.tooShort", .string,
                    type: "SettingsFormViewModel",
                    property: "password", line: 3, column: 86),
            ])
    }

    @Test func classesQualifiedAttributesAndEscapedNames() {
        let result = scan(
            """
            final class T {
                @FOSMVVM.LocalizedString var `default`
                @LocalizedString
                var multiLine
                @MainActor @LocalizedString public private(set) var decorated
            }
            """)
        #expect(
            result.schema.items == [
                item("T.decorated", .string, type: "T", property: "decorated", line: 5, column: 57),
                item("T.default", .string, type: "T", property: "default", line: 2, column: 34),
                item("T.multiLine", .string, type: "T", property: "multiLine", line: 4, column: 9),
            ])
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // "é" is two UTF-8 bytes and "👋" four; each is one column.
        let result = scan(
            """
            struct T {
                /* é 👋 */ @LocalizedString var title
            }
            """)
        #expect(result.schema.items.map(\.location) == [SourceLocation(file: "T.swift", line: 2, column: 36)])
    }

    @Test func localVariablesAndTopLevelPropertiesAreNotMembers() {
        let result = scan(
            """
            @LocalizedString var global
            struct T {
                func make() {
                    @LocalizedString var local
                }
            }
            """)
        #expect(result.schema.items.isEmpty)
    }
}
