import L10nCore

/// A constant value with placeholders of a member's dictionary literal, kept in the member's
/// facts until the resolver knows which `@LocalizedSubs` reads the member.
struct ConstantPlaceholder: Hashable, Sendable, Codable {
    var key: String
    var text: String
    var placeholders: [String]
    var location: SourceLocation

    var diagnostic: Diagnostic {
        ConstantSubstitutionReader.diagnostic(
            role: .value(key: key), text: text, placeholders: placeholders, at: location)
    }
}
