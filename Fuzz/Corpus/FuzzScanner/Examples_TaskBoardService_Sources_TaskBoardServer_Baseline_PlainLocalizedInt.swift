/// A localized integer in FOSMVVM's wire format, as the localizing encoder writes it: the value
/// for sorting (`v`), the grouping options, and the localized text (`ls`).
public struct PlainLocalizedInt: Codable, Sendable, Hashable {
    public var v: Int
    public var sgep: Bool
    public var gsepsz: Int
    public var ls: String

    public init(value: Int, text: String, grouping: Bool = true, groupingSize: Int = 3) {
        v = value
        sgep = grouping
        gsepsz = groupingSize
        ls = text
    }
}
