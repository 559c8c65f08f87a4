/// What one `@Localized…` attribute asks of the resources, read from its literal arguments.
///
/// Key components are the ones after the type name: `@LocalizedString(parentKeys: "a",
/// propertyName: "x")` is `.string(keyComponents: ["a", "x"])`.
enum LocalizationWrapper: Hashable, Sendable, Codable {
    /// `@LocalizedString`.
    case string(keyComponents: [String])
    /// `@LocalizedString(propertyName:index:)`: one element of an array key.
    case element(arrayKeyComponents: [String], index: Int)
    /// `@LocalizedStrings`.
    case array(keyComponents: [String])
    /// `@LocalizedSubs`; `substitutionsProperty` is the same-type member the
    /// `substitutions:` key path names, `nil` when it is not such a key path.
    case subs(keyComponents: [String], substitutionsProperty: String?)
    /// `@LocalizedCompoundString`; the members its `pieces:` and `separator:` key paths name.
    case compound(keyComponents: [String], pieceProperties: [String], separatorProperty: String?)
    /// `@LocalizedInt`, `@LocalizedDouble`, `@LocalizedDate`.
    case formatted

    /// The wrappers the scanner reads, by attribute name.
    enum Name: String, CaseIterable, Sendable, Codable {
        case localizedString = "LocalizedString"
        case localizedStrings = "LocalizedStrings"
        case localizedSubs = "LocalizedSubs"
        case localizedCompoundString = "LocalizedCompoundString"
        case localizedInt = "LocalizedInt"
        case localizedDouble = "LocalizedDouble"
        case localizedDate = "LocalizedDate"
    }
}
