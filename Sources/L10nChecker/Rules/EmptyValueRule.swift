import L10nCore

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
        var keys = context.requirements.filter { !$0.isSeparatorOnly }.map(\.key)
        keys += context.compoundsByKey.keys
        var diagnostics: [Diagnostic] = []
        for key in Set(keys).sorted() {
            for locale in context.catalog.locales {
                guard let entry = context.catalog.entry(key, in: locale) else { continue }
                for message in context.messages(of: entry)
                where isEmpty(message, context.configuration.runtime) {
                    diagnostics.append(
                        Diagnostic(
                            rule: .emptyValue,
                            message:
                                "'\(key)'\(message.part) in locale '\(locale)' is empty, so users see nothing; "
                                + "write the text, or delete the key to fall back",
                            location: message.scalar.location))
                }
            }
        }
        return diagnostics
    }

    private func isEmpty(_ message: CatalogMessage, _ runtime: ServingRuntime) -> Bool {
        guard runtime == .fosmvvm else { return message.scalar.text.isEmpty }
        if ServingRuntime.yamsType(of: message.scalar) == .null { return false }
        // FOSMVVM trims strings, not array items.
        let served = message.index == nil ? runtime.servedText(of: message.scalar) : message.scalar.text
        return served.isEmpty
    }
}
