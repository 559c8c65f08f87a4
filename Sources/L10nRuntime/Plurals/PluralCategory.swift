/// A CLDR plural category.
///
/// Declared in CLDR's canonical order, which is also the order categories are listed in
/// diagnostics and in compiled tables.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case zero, one, two, few, many, other

    /// The category spelled exactly `rawValue`.
    ///
    /// Written out rather than synthesized: the checker asks it of every key of every mapping
    /// it reads (is this a plural mapping?), and the synthesized one searches a table of
    /// strings with full Unicode comparison, where the length and a few bytes decide.
    public init?(rawValue: String) {
        var name = rawValue
        guard let category = name.withUTF8({ PluralCategory(utf8: $0) }) else { return nil }
        self = category
    }

    /// The category spelled exactly `bytes` (UTF-8), for readers of keys stored as bytes.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        func equals(_ ascii: StaticString) -> Bool {
            ascii.withUTF8Buffer { $0.elementsEqual(bytes) }
        }
        let category: PluralCategory?
        switch (bytes.count, bytes.first) {
        case (3, UInt8(ascii: "o")): category = equals("one") ? .one : nil
        case (3, UInt8(ascii: "t")): category = equals("two") ? .two : nil
        case (3, UInt8(ascii: "f")): category = equals("few") ? .few : nil
        case (4, UInt8(ascii: "z")): category = equals("zero") ? .zero : nil
        case (4, UInt8(ascii: "m")): category = equals("many") ? .many : nil
        case (5, UInt8(ascii: "o")): category = equals("other") ? .other : nil
        default: category = nil
        }
        guard let category else { return nil }
        self = category
    }

    /// The position in CLDR's order.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }
}
