/// A message with `%{name}` placeholders and the values that fill them. A placeholder with
/// no value stays visible as `%{name}`; a value no placeholder names is ignored.
public struct LocalizableSubstitutions: Localizable {
    public var base: LocalizableString
    public var substitutions: [String: LocalizationArgument]
    /// The text decoded from an encoded value; `nil` on the side that encodes.
    public private(set) var decodedText: String?

    public init(base: LocalizableString, substitutions: [String: LocalizationArgument]) {
        self.base = base
        self.substitutions = substitutions
    }

    /// FOSMVVM's spelling: any `Localizable` values (`LocalizableInt(value: 3)`,
    /// `LocalizableString.constant("Ada")`) fill the placeholders.
    public init(baseString: LocalizableString, substitutions: [String: any Localizable]) {
        self.init(base: baseString, substitutions: substitutions.mapValues(\.localizationArgument))
    }

    /// FOSMVVM's name for `base`.
    public var baseString: LocalizableString { base }

    /// The decoded text; before encoding, a constant base with its constant and text values
    /// filled in (as FOSMVVM's does before `Codable`).
    public var localizedString: String {
        get throws {
            if let decodedText { return decodedText }
            let text = try base.localizedString
            guard let template = try? MessageTemplate(parsing: text) else { return text }
            // One pass over the template, so a substituted value is never scanned again.
            var result = ""
            for segment in template.segments {
                switch segment {
                case .literal(let literal): result += literal
                case .placeholder(let name):
                    guard let argument = substitutions[name] else {
                        result += "%{\(name)}"
                        continue
                    }
                    switch argument {
                    case .string(let string): result += string
                    case .localized(let string): result += try string.localizedString
                    case .substitutions(let nested): result += try nested.localizedString
                    case .int(let number): result += try number.localizedString
                    case .double(let number): result += try number.localizedString
                    case .date(let date): result += try date.localizedString
                    }
                }
            }
            return result
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        base = text.isEmpty ? .empty : .constant(text)
        substitutions = [:]
        decodedText = text
    }

    public func encode(to encoder: any Encoder) throws {
        if let core = encoder as? LocalizingEncoderCore {
            try core.writeLocalized(self)
            return
        }
        try base.encode(to: encoder)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.base == rhs.base && lhs.substitutions == rhs.substitutions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(substitutions)
    }
}
