import L10nCore
import L10nRuntime

/// `plural-missing-category`: a plural mapping without a category the locale's CLDR rules
/// select for some count (Russian needs one, few, many and other); `other` is always needed.
struct PluralMissingCategoryRule: CheckRule {
    var rules: [RuleID] { [.pluralMissingCategory] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            for locale in context.catalog.locales {
                guard let value = context.value(ofRequirement: index, in: locale),
                    context.isPluralMapping(value.entry)
                else { continue }
                let entry = value.entry
                let needed = context.localeData.pluralCategories(for: locale).union([.other])
                let given = Set(value.variants.map(\.category))
                let missing = needed.subtracting(given).sorted()
                guard !missing.isEmpty else { continue }
                let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                let all = needed.sorted().map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        rule: .pluralMissingCategory,
                        message:
                            "plural mapping '\(requirement.key)' in locale '\(locale)' lacks \(names); "
                            + "'\(locale)' uses the categories \(all): add the missing "
                            + "\(missing.count == 1 ? "variant" : "variants")",
                        location: entry.keyLocation))
            }
        }
        return diagnostics
    }
}
