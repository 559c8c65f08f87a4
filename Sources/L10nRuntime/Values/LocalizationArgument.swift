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

    /// Whether the argument is encoded as an object of its own (a number or a date) rather
    /// than as text.
    var isFormatted: Bool {
        switch self {
        case .int, .double, .date: true
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
extension LocalizableInt {
    public var localizationArgument: LocalizationArgument { .int(self) }
}
extension LocalizableDouble {
    public var localizationArgument: LocalizationArgument { .double(self) }
}
extension LocalizableDate {
    public var localizationArgument: LocalizationArgument { .date(self) }
}
extension LocalizableString {
    public var localizationArgument: LocalizationArgument { .localized(self) }
}
extension LocalizableSubstitutions {
    public var localizationArgument: LocalizationArgument { .substitutions(self) }
}
extension LocalizableCompoundValue {
    /// The pieces placed by a template of their own, `%{0}%{s}%{1}`: each piece rendered in
    /// the target locale, the separator between them.
    public var localizationArgument: LocalizationArgument {
        var template: [MessageTemplate.Segment] = []
        var arguments: [String: LocalizationArgument] = [:]
        for (position, piece) in pieces.enumerated() {
            if position > 0, let separator {
                template.append(.placeholder("separator"))
                arguments["separator"] = .localized(separator)
            }
            template.append(.placeholder("\(position)"))
            arguments["\(position)"] = piece.value
        }
        return .substitutions(
            LocalizableSubstitutions(
                base: .constant(MessageTemplate(segments: template).sourceText), substitutions: arguments))
    }
}

extension LocalizableArray {
    /// The elements joined without a separator, as FOSMVVM's `localizedString` joins them; an
    /// array message by reference stands for its first element.
    public var localizationArgument: LocalizationArgument {
        switch self {
        case .empty: .string("")
        case .constant(let elements): LocalizableCompoundValue(pieces: elements).localizationArgument
        case .localized(let ref): .localized(.localized(ref.key, index: ref.index ?? 0))
        }
    }
}
