import L10nCore
import L10nRuntime

/// `untranslated` (off by default): a text identical to the default locale's text for the
/// same key (and variant or element) in a locale of another language.
///
/// Regional variants of the default language (`en-GB` for `en`) legitimately share most text,
/// and texts without letters (`%{count}`, `—`) read the same everywhere, so neither is reported.
struct UntranslatedRule: CheckRule {
    var rules: [RuleID] { [.untranslated] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        let reference = context.defaultLocale
        var diagnostics: [Diagnostic] = []
        for (index, requirement) in context.requirements.enumerated() where !requirement.isSeparatorOnly {
            guard let referenceValue = context.value(ofRequirement: index, in: reference) else { continue }
            var referenceTexts: [String: String] = [:]
            for message in referenceValue.messages {
                referenceTexts[variantKey(message)] = message.scalar.text
            }
            for locale in context.catalog.locales where locale.language != reference.language {
                guard let value = context.value(ofRequirement: index, in: locale) else { continue }
                for message in value.messages {
                    let text = message.scalar.text
                    guard referenceTexts[variantKey(message)] == text, hasWords(text) else {
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            rule: .untranslated,
                            message:
                                "'\(requirement.key)'\(message.part) in locale '\(locale)' is identical to the "
                                + "'\(reference)' text; translate it, or ignore the finding if the word is the same",
                            location: message.scalar.location))
                }
            }
        }
        return diagnostics
    }

    /// `true` when the text outside placeholders has a letter.
    private func hasWords(_ text: String) -> Bool {
        guard let template = try? MessageTemplate(parsing: text) else {
            return text.contains(where: \.isLetter)
        }
        return template.segments.contains { segment in
            if case .literal(let literal) = segment { return literal.contains(where: \.isLetter) }
            return false
        }
    }

    private func variantKey(_ message: CatalogMessage) -> String {
        if let category = message.category { return category.rawValue }
        if let index = message.index { return String(index) }
        return ""
    }
}
