/// A CLDR plural category.
///
/// Declared in CLDR's canonical order, which is also the order categories are listed in
/// diagnostics and in compiled tables.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
