import L10nCore
import L10nRuntime

/// `empty-value`: an empty text (a string, a plural variant, an array element or a compound
/// pattern) where a property needs one. Compound separators are exempt: joining pieces with
/// nothing between them is a normal choice.
///
/// Under `runtime: fosmvvm` a string is judged as FOSMVVM serves it, trimmed
/// (`YamlLocalizationStore.swift`, `flattenKeys`), so a whitespace-only string is empty; array
/// items are not trimmed there. A plain empty value is null to Yams and is `value-not-text`'s.
struct EmptyValueRule: CheckRule {
    var rules: [RuleID] { [.emptyValue] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ messages: [CatalogMessage], key: String, locale: LocaleIdentifier) {
            for message in messages
            where context.configuration.runtime.servesEmpty(message.scalar, isArrayItem: message.index != nil)
            {
                diagnostics.append(
                    Diagnostic(
                        rule: .emptyValue,
                        message:
                            "'\(key)'\(message.part) in locale '\(locale)' is empty, so users see nothing; "
                            + "write the text, or delete the key to fall back",
                        location: message.scalar.location))
            }
        }
        // A needed key's texts were read once for all rules, with their facts: only a text the
        // facts say may be served empty is made into a message.
        let runtime = context.configuration.runtime
        var checked = Set<String>()
        for requirement in context.requirements where !requirement.isSeparatorOnly {
            checked.insert(requirement.key)
        }
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            for index in context.requirements.indices {
                for text in values.textRange(of: index)
                where runtime.mayServeEmpty(
                    values.texts[text].facts, isArrayItem: values.texts[text].index != nil)
                    && !context.requirements[index].isSeparatorOnly
                {
                    report(
                        [context.message(values.texts[text], inLocale: position)],
                        key: context.requirements[index].key, locale: locale)
                }
            }
        }
        for key in context.compoundsByKey.keys where !checked.contains(key) {
            for locale in context.catalog.locales {
                guard let entry = context.catalog.entry(key, in: locale) else { continue }
                report(context.messages(of: entry), key: key, locale: locale)
            }
        }
        return diagnostics
    }
}
