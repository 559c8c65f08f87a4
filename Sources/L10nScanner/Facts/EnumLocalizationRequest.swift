import L10nCore

/// A `.localized(for: Self.self, propertyName: rawValue)` (or `LocalizableRef(…)`) call: the
/// enum needs one key per case.
struct EnumLocalizationRequest: Hashable, Sendable, Codable {
    /// Where the enum may be declared, in lookup order (innermost scope first).
    var enumCandidates: [TypePath]
    /// The `parentType:` type's name, which then prefixes the keys.
    var parentTypeName: String?
    /// `parentKeys:` levels between the enum's name and the case's raw value.
    var parentKeys: [String]
    /// The `propertyName:` argument.
    var location: SourceLocation
}
