import Foundation
import L10nRuntime

/// The profile settings form: field titles, placeholders and validation messages.
public struct SettingsFormViewModel: Encodable, Sendable {
    @LocalizedString public var title
    @LocalizedString(parentKeys: "displayName", propertyName: "title") public var displayNameTitle
    @LocalizedString(parentKeys: "displayName", propertyName: "placeholder") public var displayNamePlaceholder
    @LocalizedString(parentKeys: "email", propertyName: "title") public var emailTitle
    @LocalizedStrings(parentKeys: "language", propertyName: "options") public var languageOptions

    @LocalizedString("displayName", messageGroup: "validationMessages", messageKey: "required")
    public var displayNameRequired
    @LocalizedString("email", messageGroup: "validationMessages", messageKey: "invalid")
    public var emailInvalid

    public let displayName: String
    public let email: String

    /// The form filled with the user's current `displayName` and `email`.
    public init(displayName: String, email: String) {
        self.displayName = displayName
        self.email = email
    }

    public static func stub() -> Self {
        .init(displayName: "Ada", email: "ada@example.com")
    }
}
