import L10nCore
import L10nRuntime

/// `placeholder-unknown`: a `%{name}` the property does not substitute, when the code
/// declares its substitutions as a literal. Each unknown name is reported once per text, at
/// the placeholder.
struct PlaceholderUnknownRule: CheckRule {
    var rules: [RuleID] { [.placeholderUnknown] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Declared substitutions, per requirement that has them, as a set.
        let knownByRequirement = context.requirements.map { requirement in
            requirement.shape == .message ? requirement.declaredSubstitutions.map { ($0, Set($0)) } : nil
        }
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            for index in context.requirements.indices {
                guard let (declared, known) = knownByRequirement[index] else { continue }
                let requirement = context.requirements[index]
                for text in values.textRange(of: index) {
                    // A text without `%` has no placeholder; one that parsed has exactly its
                    // template's placeholders: when all are known, there is nothing to locate. (One
                    // that did not parse is scanned: its well-formed placeholders are still reported.)
                    guard values.texts[text].facts.contains(.percent) else { continue }
                    if let names = values.placeholderNames(ofText: text), names.allSatisfy(known.contains) {
                        continue
                    }
                    let message = context.message(values.texts[text], inLocale: position)
                    var reported = Set<String>()
                    let claims = PlaceholderSuggestions.claims(in: message.scalar.text, declared: declared)
                    for occurrence in PlaceholderScanner.occurrences(in: message.scalar.text)
                    where !known.contains(occurrence.name) && reported.insert(occurrence.name).inserted {
                        let location = ScalarOffsetLocator.location(
                            ofOffset: occurrence.offset, in: message.scalar)
                        let names =
                            declared.isEmpty ? "none" : declared.map { "%{\($0)}" }.joined(separator: ", ")
                        let intro =
                            "'%{\(occurrence.name)}' in '\(requirement.key)'\(message.part), locale "
                            + "'\(locale)', is not a substitution of \(requirement.propertyDescription) "
                            + "(it substitutes \(names))"
                        let suggestion = claims[occurrence.name]
                        diagnostics.append(
                            Diagnostic(
                                rule: .placeholderUnknown,
                                message: intro
                                    + (suggestion.map { ": did you mean '%{\($0)}'? Rename it" }
                                        ?? "; rename it or add the substitution in code"),
                                location: location.location, fixIt: suggestion.map { "%{\($0)}" }))
                    }
                }
            }
        }
        return diagnostics
    }
}
