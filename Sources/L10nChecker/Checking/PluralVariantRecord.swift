import L10nRuntime

/// A variant of a plural mapping, as the check context keeps it: its category and the record
/// of its value in the locale's table.
struct PluralVariantRecord: Sendable, BitwiseCopyable {
    var record: Int32
    /// The category's position in CLDR's order (`ValueText.index(of:)`).
    var categoryIndex: Int8

    init(record: Int, category: PluralCategory) {
        self.record = Int32(truncatingIfNeeded: record)
        categoryIndex = ValueText.index(of: category)
    }

    var category: PluralCategory { ValueText.category(at: categoryIndex) }
}
