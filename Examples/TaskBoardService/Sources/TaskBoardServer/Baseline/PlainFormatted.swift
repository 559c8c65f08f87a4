/// A formatted number or date as the localizing encoder writes it: the raw value for sorting
/// and parsing (an integer, or ISO 8601 in UTC for a date) and the localized text.
public struct PlainFormatted<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    public var value: Value
    public var text: String

    public init(value: Value, text: String) {
        self.value = value
        self.text = text
    }
}
