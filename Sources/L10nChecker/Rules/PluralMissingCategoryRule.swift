import L10nCore
import L10nRuntime

/// `plural-missing-category`: a plural mapping without a category the locale's CLDR rules
/// select for some count (Russian needs one, few, many and other); `other` is always needed.
struct PluralMissingCategoryRule: CheckRule {
    var rules: [RuleID] { [.pluralMissingCategory] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Per locale once, not per key: the locale data resolves the locale's rules each time.
        let neededByLocale = Dictionary(
            uniqueKeysWithValues: context.catalog.locales.map {
                ($0, context.localeData.pluralCategories(for: $0).union([.other]))
            })
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            let needed = neededByLocale[locale]!.sorted()
            for index in context.requirements.indices
            where values.kinds[index] == .pluralMapping && context.requirements[index].shape == .message {
                let requirement = context.requirements[index]
                let variants = values.variants(of: index)
                // Few categories: a scan, not a set of the given ones.
                let missing = needed.filter { category in !variants.contains { $0.category == category } }
                guard !missing.isEmpty else { continue }
                let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                let all = needed.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        rule: .pluralMissingCategory,
                        message:
                            "plural mapping '\(requirement.key)' in locale '\(locale)' lacks \(names); "
                            + "'\(locale)' uses the categories \(all): add the missing "
                            + "\(missing.count == 1 ? "variant" : "variants")",
                        location: context.entry(ofRequirement: index, inLocale: position).keyLocation))
            }
        }
        return diagnostics
    }
}
