import L10nRuntime

/// A variant of a plural mapping, as the check context keeps it: its category and the record
/// of its value in the locale's table.
struct PluralVariantRecord: Sendable, BitwiseCopyable {
    var record: Int32
    /// `PluralCategory.allCases` index.
    var categoryIndex: Int8

    init(record: Int, category: PluralCategory) {
        self.record = Int32(truncatingIfNeeded: record)
        categoryIndex = Int8(PluralCategory.allCases.firstIndex(of: category)!)
    }

    var category: PluralCategory { PluralCategory.allCases[Int(categoryIndex)] }
}
