/// A value substituted for a `%{name}` placeholder: text, a number or a date formatted for
/// the target locale, or another localizable rendered first. A substituted value is never
/// scanned for placeholders again.
public indirect enum LocalizationArgument: Sendable, Hashable {
    /// Text inserted as is.
    case string(String)
    case int(LocalizableInt)
    case double(LocalizableDouble)
    case date(LocalizableDate)
    /// A message of its own, looked up and rendered in the same locale.
    case localized(LocalizableString)
    /// A message with substitutions of its own.
    case substitutions(LocalizableSubstitutions)

    /// Whether the argument can select a plural variant.
    var isNumeric: Bool {
        switch self {
        case .int, .double: true
        default: false
        }
    }
}

extension LocalizationArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(LocalizableInt(value: value)) }
    public init(floatLiteral value: Double) { self = .double(LocalizableDouble(value: value)) }
}

/// A value that can stand for a placeholder: what `@LocalizedSubs` accepts in its
/// substitutions dictionary.
public protocol LocalizationArgumentConvertible: Sendable {
    var localizationArgument: LocalizationArgument { get }
}

extension LocalizationArgument: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { self }
}
extension String: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .string(self) }
}
extension Int: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .int(LocalizableInt(value: self)) }
}
extension Double: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .double(LocalizableDouble(value: self)) }
}
extension LocalizableInt: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .int(self) }
}
extension LocalizableDouble: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .double(self) }
}
extension LocalizableDate: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .date(self) }
}
extension LocalizableString: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .localized(self) }
}
extension LocalizableSubstitutions: LocalizationArgumentConvertible {
    public var localizationArgument: LocalizationArgument { .substitutions(self) }
}
