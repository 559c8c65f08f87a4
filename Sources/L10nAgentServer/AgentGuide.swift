import MCP

/// How an agent works with l10nc: the server's instructions (clients may add them to the
/// model's context) and the `l10n_workflow` prompt, which says the same at more length.
enum AgentGuide {
    static let instructions = """
        l10nc checks and writes the localized texts of Swift view models (YAML beside each view model). \
        Translate in batches: l10n_status for the locales and counts, l10n_gaps (locale, only, limit, cursor) \
        for the units, l10n_submit for the translations with each unit's base. Every item is validated as \
        `l10nc check` and `l10nc import` would judge it; rejected items come back with the rule and the reason, \
        so fix and resend only those. Written texts are machine translations to review (needs-review): call \
        l10n_accept only when a person has reviewed them. l10n_check gives every finding.
        """

    static let prompt = Prompt(
        name: "l10n_workflow", title: "Translate with l10nc",
        description: "How to translate a project's missing and stale texts through l10nc's tools.",
        arguments: [
            .init(
                name: "locale",
                description: "The locale to translate into (such as de); every locale when absent.")
        ])

    static func get(_ parameters: GetPrompt.Parameters) throws -> GetPrompt.Result {
        guard parameters.name == prompt.name else {
            throw MCPError.invalidParams("no prompt '\(parameters.name)'; the prompt is \(prompt.name)")
        }
        let locale = parameters.arguments?["locale"].flatMap { $0.isEmpty ? nil : $0 }
        let target = locale.map { "into '\($0)'" } ?? "into every locale l10n_status lists but the default"
        let text = """
            Translate this project's texts \(target) with the l10nc tools.

            1. Call l10n_status: it lists the locales, how many keys each is missing, stale or to review, and \
            the project's findings.
            2. For each locale, call l10n_gaps with only: "missing" (then "stale"), a limit of 50 to 200, and \
            the nextCursor of each page as cursor until there is none. Each unit gives the source text (a \
            string, a list, or a plural message by CLDR category), the plural categories the target locale \
            needs, the placeholders to keep, notes on where the text is shown and its maximum length, and a \
            base.
            3. Translate each unit: keep every %{placeholder} exactly (move it where the language needs it), \
            give every plural category listed in pluralCategories, one string per element of a list, and stay \
            within maxLength. Keep the register and the terms of the locale's other texts (ask l10n_gaps with \
            only: "all" to see them).
            4. Call l10n_submit with the page's translations, each with its key, locale, text and base. Items \
            are accepted (written, in place) or rejected with a rule and a message: fix the rejected ones and \
            submit them again; a rejected item writes nothing.
            5. Call l10n_check: nothing but needs-review findings should remain from your work.
            6. Tell the user that the texts are machine translations to review (l10nc check reports them as \
            needs-review, `l10nc export` marks them for review). Call l10n_accept only when they have reviewed \
            them and say so.
            """
        return GetPrompt.Result(description: prompt.description, messages: [.user(.text(text: text))])
    }
}
