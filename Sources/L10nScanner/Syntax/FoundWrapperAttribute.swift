import SwiftSyntax

/// A `@Localized…` attribute found on a declaration.
struct FoundWrapperAttribute {
    var attribute: AttributeSyntax
    var name: LocalizationWrapper.Name
    /// `true` when the attribute is written inside an `#if` of the attribute list.
    var isConditional: Bool
}
