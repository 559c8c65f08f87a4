import L10nCore
import L10nRuntime

/// One text of a requirement's value in one locale, as the check context keeps it: where it is
/// in the locale's table and what is known of it, in 16 bytes. A `CatalogMessage` (with its
/// text, location and source range) is made from it only for a finding.
struct ValueText: Sendable, BitwiseCopyable {
    /// The record of the string: the value's own, or a plural variant's; for an array, the
    /// array's.
    var record: Int32
    /// The element's index, for an array; -1 for a string.
    var element: Int32
    /// The text's placeholder names: an index into its `LocaleValues`' distinct name lists
    /// (`LocaleValues.placeholderNames(ofText:)`); -1 for none, as for a text without `%` or of
    /// a requirement that needs no message.
    var names: Int32
    /// The variant's category (`index(of:)`), for a plural mapping; -1 for none.
    var categoryIndex: Int8
    var facts: TextFacts
    var style: ScalarStyle

    init(
        record: Int, element: Int?, category: PluralCategory?, names: Int32, facts: TextFacts,
        style: ScalarStyle
    ) {
        self.record = Int32(truncatingIfNeeded: record)
        self.element = Int32(truncatingIfNeeded: element ?? -1)
        self.names = names
        categoryIndex = category.map(Self.index(of:)) ?? -1
        self.facts = facts
        self.style = style
    }

    var category: PluralCategory? {
        categoryIndex < 0 ? nil : Self.category(at: categoryIndex)
    }

    /// A category's position in CLDR's order; by switch, since `allCases` makes an array per
    /// call.
    static func index(of category: PluralCategory) -> Int8 {
        switch category {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    static func category(at index: Int8) -> PluralCategory {
        switch index {
        case 0: .zero
        case 1: .one
        case 2: .two
        case 3: .few
        case 4: .many
        default: .other
        }
    }

    /// The element's index, for an array.
    var index: Int? { element < 0 ? nil : Int(element) }

    /// Where the text sits in its value, for messages (`CatalogMessage.part`).
    var part: String {
        if let category { return " (variant '\(category.rawValue)')" }
        if let index { return " (element \(index))" }
        return ""
    }
}
