/// Why FOSMVVM's `@ViewModel` (also `@FieldValidationModel`, `@LocalizableError`) macro does
/// not see a localized member, so that it generates no property-name binding for it.
///
/// The macro (FOSUtilities `Sources/FOSMacros/ViewModelMacro.swift`, `expansion(of:providingMembersOf:…)`)
/// walks only the direct members of the struct's member block, takes the first binding of each
/// `var`, and matches each attribute by `attributeName.description` trimmed of spaces against
/// the bare wrapper names (`LocalizedString`, …). A member it misses has no entry in
/// `propertyNames()`, and FOSMVVM's encoder throws `LocalizedPropertyError` when it encodes
/// the view model (`LocalizedProperty.swift`, `encode(to:)`).
public struct MacroInvisibility: Sendable, Hashable, Codable {
    /// How the member escapes the macro.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// The member is declared inside an `#if` block of the member list.
        case conditionalMember = "conditional-member"
        /// The wrapper attribute is inside an `#if` block of the attribute list.
        case conditionalAttribute = "conditional-attribute"
        /// The attribute's name is not spelled as the bare wrapper name
        /// (`@FOSMVVM.LocalizedString`).
        case qualifiedAttribute = "qualified-attribute"
        /// A comment follows the attribute's name on its line (`@LocalizedString // note`):
        /// the name's trailing trivia is part of the `description` the macro compares.
        case commentedAttribute = "commented-attribute"
    }

    /// The macro attached to the type (`ViewModel`, `FieldValidationModel`, `LocalizableError`).
    public var macro: String
    public var reason: Reason
    /// The attribute as written, for `qualifiedAttribute` (`FOSMVVM.LocalizedString`).
    public var attribute: String?

    public init(macro: String, reason: Reason, attribute: String? = nil) {
        self.macro = macro
        self.reason = reason
        self.attribute = attribute
    }
}
