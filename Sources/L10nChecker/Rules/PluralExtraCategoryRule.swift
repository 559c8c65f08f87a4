import L10nCore
import L10nRuntime

/// `plural-extra-category`: a plural variant whose category the locale's CLDR rules never
/// select (English never selects `few`), reported at the variant's key.
struct PluralExtraCategoryRule: CheckRule {
    var rules: [RuleID] { [.pluralExtraCategory] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Per locale once, not per key: the locale data resolves the locale's rules each time.
        let usedByLocale = Dictionary(
            uniqueKeysWithValues: context.catalog.locales.map {
                ($0, context.localeData.pluralCategories(for: $0).union([.other]))
            })
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            let used = usedByLocale[locale]!
            for index in context.requirements.indices
            where values.kinds[index] == .pluralMapping && context.requirements[index].shape == .message {
                let requirement = context.requirements[index]
                for variant in values.variants(of: index) where !used.contains(variant.category) {
                    let all = used.sorted().map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            rule: .pluralExtraCategory,
                            message:
                                "'\(variant.category.rawValue)' of plural mapping '\(requirement.key)' is never "
                                + "selected in locale '\(locale)', which uses \(all); remove the variant",
                            location: context.entry(record: variant.record, inLocale: position).keyLocation))
                }
            }
        }
        return diagnostics
    }
}
