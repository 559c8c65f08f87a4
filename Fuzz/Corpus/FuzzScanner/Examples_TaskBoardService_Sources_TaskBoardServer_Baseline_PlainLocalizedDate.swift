/// A localized date in FOSMVVM's wire format: seconds since 1970 (`v`), the date and time
/// styles as `DateFormatter.Style` raw values when set, and the localized text (`ls`).
public struct PlainLocalizedDate: Codable, Sendable, Hashable {
    public var v: Double
    public var ds: UInt?
    public var ts: UInt?
    public var ls: String

    public init(secondsSince1970: Double, dateStyle: UInt?, timeStyle: UInt? = nil, text: String) {
        v = secondsSince1970
        ds = dateStyle
        ts = timeStyle
        ls = text
    }
}
