import L10nCore
import L10nRuntime

/// One text of a catalog value: the whole string, one plural variant, or one array element.
struct CatalogMessage: Sendable {
    var scalar: CatalogScalar
    /// The variant's category, for a plural mapping.
    var category: PluralCategory?
    /// The element's index, for an array.
    var index: Int?

    /// Where the text sits in its value, for messages: `` (variant `few`) ``.
    var part: String {
        if let category { return " (variant '\(category.rawValue)')" }
        if let index { return " (element \(index))" }
        return ""
    }
}
