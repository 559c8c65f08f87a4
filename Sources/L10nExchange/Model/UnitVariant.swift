import L10nRuntime

/// Which part of a message a unit holds, when it is not the whole message: one plural
/// variant, or one element of an array (`@LocalizedStrings`).
public enum UnitVariant: Sendable, Hashable, CustomStringConvertible {
    case plural(PluralCategory)
    case element(Int)

    /// `one`, `0`: what the unit id carries in brackets (`T.count[one]`, `T.tabs[0]`).
    public var description: String {
        switch self {
        case .plural(let category): category.rawValue
        case .element(let index): String(index)
        }
    }

    /// The variant a bracketed suffix names.
    public init?(_ text: Substring) {
        if let category = PluralCategory(rawValue: String(text)) {
            self = .plural(category)
        } else if let index = Int(text), index >= 0, String(index) == text {
            self = .element(index)
        } else {
            return nil
        }
    }
}
