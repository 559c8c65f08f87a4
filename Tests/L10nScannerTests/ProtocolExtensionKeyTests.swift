import L10nCore
import L10nScanner
import Testing

/// The Fields pattern (FOSMVVM `Forms/FormField.swift` documentation): `Self.self` in an
/// extension of a protocol is the conforming type at run time (`LocalizableRef.typeName(for:)`
/// is `String(describing:)` of it), so the key is needed under every conforming type.
@Suite struct ProtocolExtensionKeyTests {
    private static let fields = (
        path: "UserFields.swift",
        source: """
        protocol UserFields: Codable, Sendable {
            var email: String? { get set }
        }

        extension UserFields {
            static var emailField: FormField<String?> { .init(
                fieldId: .init(id: "email"),
                title: .localized(for: Self.self, parentKeys: "email", propertyName: "title"),
                placeholder: .localized(for: Self.self, parentKeys: "email", propertyName: "placeholder"),
                type: .text(inputType: .emailAddress)
            )}
        }
        """
    )

    @Test func keysAreRequiredUnderEveryConformingTypeInAnyFile() {
        let result = scan([
            Self.fields,
            // Direct conformance, in a file without any localization (found by the second pass).
            (path: "SignUpRequest.swift", source: "struct SignUpRequest: UserFields { var email: String? }"),
            // Through protocol inheritance, and a generic type (keyed without its arguments).
            (
                path: "Profile.swift",
                source: """
                protocol ProfileFields: UserFields {}
                @ViewModel struct ProfileViewModel<Item>: ProfileFields {
                    @LocalizedString var heading
                    var email: String?
                }
                """
            ),
            // Through an extension that adds the conformance, and a subclass.
            (
                path: "Editor.swift",
                source: """
                class EditorModel { var email: String? }
                extension EditorModel: FOSTests.UserFields {}
                final class AdminEditorModel: EditorModel {}
                """
            ),
        ])
        #expect(result.diagnostics.isEmpty)
        let userFieldKeys = result.schema.items.filter { $0.requiredByProtocol == "UserFields" }
        #expect(
            userFieldKeys.map(\.key) == [
                "AdminEditorModel.email.placeholder", "AdminEditorModel.email.title",
                "EditorModel.email.placeholder", "EditorModel.email.title",
                "ProfileViewModel.email.placeholder", "ProfileViewModel.email.title",
                "SignUpRequest.email.placeholder", "SignUpRequest.email.title",
            ])
        #expect(userFieldKeys.allSatisfy { $0.location.file == "UserFields.swift" })
        #expect(!result.schema.items.contains { $0.key.hasPrefix("UserFields.") })
    }

    /// `extension P where Self: Q` applies only to the conformers of `P` that are also `Q`.
    @Test func whereSelfClauseNarrowsTheConformers() {
        let result = scan(
            """
            protocol Titled {}
            protocol Screen {}
            extension Titled where Self: Screen {
                var title: LocalizableString { .localized(for: Self.self, propertyName: "title") }
            }
            struct Home: Titled, Screen {}
            struct Badge: Titled {}
            """)
        #expect(result.schema.items.map(\.key) == ["Home.title"])
    }

    @Test func selfInAnExtensionOfAConcreteTypeIsThatType() {
        let result = scan(
            """
            struct Card {}
            extension Card {
                var hint: LocalizableString { .localized(for: Self.self, propertyName: "hint") }
            }
            """)
        #expect(result.schema.items.map(\.key) == ["Card.hint"])
        #expect(result.schema.items.first?.requiredByProtocol == nil)
    }

    @Test func aProtocolNobodyConformsToIsAnUnresolvedKey() {
        let result = scan([Self.fields])
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.map(\.rule) == [.sourceUnresolvedKey, .sourceUnresolvedKey])
        #expect(result.diagnostics.map(\.location.line) == [8, 9])
    }
}
