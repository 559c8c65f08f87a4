import L10nCore

/// `value-trimmed` (`runtime: fosmvvm` only): a string value whose leading or trailing spaces
/// FOSMVVM's store trims away, where they matter: a compound separator (`" | "` joins pieces
/// as `a|b`), or a quoted value, whose outer spaces were written on purpose.
///
/// FOSMVVM trims every string value it loads (`YamlLocalizationStore.swift`, `flattenKeys`:
/// `trimmingCharacters(in: .whitespacesAndNewlines)`), but not array items. A block scalar's
/// closing line break is not reported: nothing shows it.
struct ValueTrimmedRule: CheckRule {
    var rules: [RuleID] { [.valueTrimmed] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        let separatorKeys = Set(
            context.schema.items.compactMap { $0.kind == .compound ? $0.separatorKey : nil })
        var diagnostics: [Diagnostic] = []
        let runtime = context.configuration.runtime
        // Whether trimming changes a text was found once, from its first and last scalars
        // (`TextFacts`): only those texts are made into messages.
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            for index in context.requirements.indices where values.kinds[index] == .string {
                guard let text = values.textRange(of: index).first.map({ values.texts[$0] }),
                    runtime.trims(text.facts), context.requirements[index].shape == .message
                else { continue }
                let requirement = context.requirements[index]
                let isSeparator = separatorKeys.contains(requirement.key)
                let isQuoted = text.style == .singleQuoted || text.style == .doubleQuoted
                guard isSeparator || isQuoted else { continue }
                let entry = context.entry(ofRequirement: index, inLocale: position)
                guard case .string(let scalar) = entry.value else { continue }
                let served = runtime.servedText(of: scalar)
                let what =
                    isSeparator
                    ? "separator '\(entry.key)'" : "'\(entry.key)'"
                let effect =
                    isSeparator
                    ? (served.isEmpty
                        ? "so the pieces are joined with nothing between them"
                        : "so the pieces are joined with '\(VisibleText.escaped(served))'")
                    : "so its outer spaces are lost"
                diagnostics.append(
                    Diagnostic(
                        rule: .valueTrimmed,
                        message:
                            "\(what) in locale '\(locale)' is '\(VisibleText.escaped(scalar.text))', which FOSMVVM's "
                            + "store trims to '\(VisibleText.escaped(served))', \(effect); put the spacing in the code, "
                            + "or write the trimmed text",
                        location: scalar.location))
            }
        }
        return diagnostics
    }
}
