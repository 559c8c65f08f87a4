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
        for requirement in context.requirements where !requirement.isSeparatorOnly {
            guard let referenceEntry = context.catalog.entry(requirement.key, in: reference) else { continue }
            var referenceTexts: [String: String] = [:]
            for message in context.messages(of: referenceEntry) {
                referenceTexts[variantKey(message)] = message.scalar.text
            }
            for locale in context.catalog.locales where locale.language != reference.language {
                guard let entry = context.catalog.entry(requirement.key, in: locale) else { continue }
                for message in context.messages(of: entry) {
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
