/// A message with `%{name}` placeholders and the values that fill them. A placeholder with
/// no value stays visible as `%{name}`; a value no placeholder names is ignored.
public struct LocalizableSubstitutions: Sendable, Hashable, Codable {
    public var base: LocalizableString
    public var substitutions: [String: LocalizationArgument]

    public init(base: LocalizableString, substitutions: [String: LocalizationArgument]) {
        self.base = base
        self.substitutions = substitutions
    }

    public init(from decoder: any Decoder) throws {
        base = try LocalizableString(from: decoder)
        substitutions = [:]
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        try base.encode(to: encoder)
    }
}
