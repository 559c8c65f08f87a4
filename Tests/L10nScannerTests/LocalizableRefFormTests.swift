import L10nCore
import L10nScanner
import Testing

/// `LocalizableRef` values and the `.localized(…)` constructors (FOSMVVM
/// `Localization/LocalizableRef.swift`, `LocalizableString.swift`, `LocalizableArray.swift`).
@Suite struct LocalizableRefFormTests {
    @Test func messageKeyFormAndInitForms() {
        let result = scan(
            """
            struct SignUpForm {
                static let a = LocalizableString.localized(for: SignUpMessages.self, propertyName: "email", messageKey: "title")
                static let b = LocalizableString.localized(for: SignUpMessages.self, propertyName: "email", messageGroup: "errors", messageKey: "required")
                static let c = LocalizableString.localized(.init(for: Self.self, parentType: Page.self, propertyName: "heading"))
                static let d = LocalizableString.localized(.init(for: Self.self, parentKeys: ["", "hints"], propertyName: "first", index: 2))
                static let e = LocalizableRef(for: Self.self, parentType: nil, parentKeys: "x", "y", propertyName: "z", index: nil)
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.schema.items.map { "\($0.key) \($0.kind) \($0.typeName)" } == [
                "Page.SignUpForm.heading string Page",
                "SignUpForm.hints.first[2] element SignUpForm",
                "SignUpForm.x.y.z string SignUpForm",
                "SignUpMessages.email.errors.required string SignUpMessages",
                "SignUpMessages.email.title string SignUpMessages",
            ])
        let element = result.schema.items.first { $0.kind == .element }
        #expect(element?.arrayKey == "SignUpForm.hints.first")
        #expect(element?.index == 2)
        #expect(element?.requiredKey == "SignUpForm.hints.first")
    }

    @Test func rawKeysAreRequiredKeysMarkedRaw() {
        let result = scan(
            """
            enum Texts {
                static let banner = LocalizableString.localized(.value(keys: "Common", "", "banner"))
                static let plain: LocalizableRef = .value(key: "Common.plain")
                static let third = LocalizableString.localized(.arrayValue(key: "Common.steps", index: 3))
                static let title = LocalizableString.localized(key: "title")
                static let menu = LocalizableArray<LocalizableString>.localized(key: "Common.menu")
                static let list = LocalizableArray<LocalizableString>.localized(.value(keys: "Common", "list"))
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.schema.items.map { "\($0.key) \($0.kind) \($0.typeName) \($0.requiredKey ?? "-")" } == [
                "Common.banner string Common Common.banner",
                "Common.list array Common Common.list",
                "Common.menu array Common Common.menu",
                "Common.plain string Common Common.plain",
                "Common.steps[3] element Common Common.steps",
                "title string title title",
            ])
        #expect(result.schema.items.allSatisfy { $0.isRawKey == true })
        let banner = result.schema.items[0].location
        #expect((banner.line, banner.column) == (2, 66))
    }

    /// FOSMVVM reads a raw key in the shape of the type the expression builds, which an implicit
    /// `.localized(key:)` takes from its context: the declared type of the property or the
    /// function's return type, or `LocalizableCompoundValue`'s `pieces:`.
    @Test func rawKeyShapeComesFromTheBuiltType() {
        let result = scan(
            """
            enum Onboarding {
                static var steps: LocalizableArray<LocalizableString> { .localized(key: "Onboarding.steps") }
                static var tips: FOSMVVM.LocalizableArray<LocalizableString> {
                    get { return .localized(.value(key: "Onboarding.tips")) }
                }
                static let hints: LocalizableArray<LocalizableString>? = .localized(key: "Onboarding.hints")
                static func faq() -> LocalizableArray<LocalizableString> { .localized(key: "Onboarding.faq") }
                static var title: LocalizableString { .localized(key: "Onboarding.title") }
                static let joined = LocalizableCompoundValue(pieces: .localized(key: "Onboarding.pieces"))
                static let mapped: [LocalizableString] = ["a"].map { _ in .localized(key: "Onboarding.mapped") }
            }
            struct Tour {
                let stops: LocalizableArray<LocalizableString>
                let name: LocalizableString
                init() {
                    self.stops = .localized(key: "Tour.stops")
                    name = .localized(key: "Tour.name")
                }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.schema.items.map { "\($0.key) \($0.kind)" } == [
                "Onboarding.faq array",
                "Onboarding.hints array",
                "Onboarding.mapped string",
                "Onboarding.pieces array",
                "Onboarding.steps array",
                "Onboarding.tips array",
                "Onboarding.title string",
                "Tour.name string",
                "Tour.stops array",
            ])
    }

    /// `LocalizableString.defaultOkTitle` etc. and `FormFieldModel`'s button titles
    /// (`Forms/FormFieldModel.swift` `init(_:default:saveButtonTitle:)`).
    @Test func sharedFormButtonTexts() {
        let result = scan([
            (
                path: "EditForm.swift",
                source: """
                final class EditForm {
                    @FormFieldModel(Self.nameField) var name: String
                    @FormFieldModel(Self.ageField, saveButtonTitle: .localized(key: "EditForm.apply")) var age: Int
                }
                """
            ),
            (
                path: "Alert.swift",
                source: """
                struct AlertModel { let confirm: LocalizableString = .defaultOkTitle }
                """
            ),
        ])
        #expect(
            result.schema.items.map { "\($0.key) \($0.file):\($0.location.line)" } == [
                "EditForm.apply EditForm.swift:3", "FOSForms.cancel EditForm.swift:2",
                "FOSForms.ok Alert.swift:1",
                "FOSForms.save EditForm.swift:2",
            ])
        #expect(result.schema.items.allSatisfy { $0.isRawKey == true })
    }

    @Test func matchingAReferenceInASwitchNamesNoKey() {
        let result = scan(
            """
            func describe(_ ref: LocalizableRef) -> String {
                switch ref {
                case .value(key: let key): key
                case .arrayValue(key: let key, index: let index): "\\(key)\\(index)"
                }
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unreadableFormsAreUnresolvedKeyWarningsAtTheExpression() {
        let result = scan(
            """
            struct T {
                func a(_ section: String) -> LocalizableString { .localized(.value(keys: "T", section)) }
                func b(_ key: String) -> LocalizableString { .localized(key: key) }
                func c(_ i: Int) -> LocalizableString { .localized(.arrayValue(key: "T.rows", index: i)) }
                func d() -> LocalizableString { .localized(for: Self.self, propertyName: "x", style: .short) }
                func e(_ type: Any.Type) -> LocalizableString { .localized(for: type, propertyName: "x") }
                func f(_ ref: LocalizableRef) -> LocalizableString { .localized(ref) }
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == Array(repeating: .sourceUnresolvedKey, count: 5))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == [
                "2:83", "3:66", "4:90", "5:83", "6:69",
            ])
    }
}

extension SchemaItem {
    fileprivate var file: String { location.file }
}
