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
        // A needed key's texts were resolved once for all rules; a compound's pattern key that
        // no property needs is looked up here.
        var checked = Set<String>()
        for (index, requirement) in context.requirements.enumerated() where !requirement.isSeparatorOnly {
            checked.insert(requirement.key)
            for locale in context.catalog.locales {
                guard let value = context.value(ofRequirement: index, in: locale) else { continue }
                report(value.messages, key: requirement.key, locale: locale)
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
