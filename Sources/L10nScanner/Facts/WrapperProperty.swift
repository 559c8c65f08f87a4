import L10nCore

/// A member property that carries a `@Localized…` attribute.
struct WrapperProperty: Hashable, Sendable, Codable {
    var typePath: TypePath
    /// The Swift name (`title` in `var title`), without backticks.
    var propertyName: String
    var wrapper: LocalizationWrapper
    /// The property's name in the declaration.
    var location: SourceLocation
    /// Set when FOSMVVM's macro on the enclosing struct does not see the member.
    var macroInvisibility: MacroInvisibility?
    /// The most characters the text may have, from a `// l10nc:max-length N` comment on the
    /// declaration.
    var maxLength: Int?
}
