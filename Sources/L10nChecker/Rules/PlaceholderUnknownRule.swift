import L10nCore
import L10nRuntime

/// `placeholder-unknown`: a `%{name}` the property does not substitute, when the code
/// declares its substitutions as a literal. Each unknown name is reported once per text, at
/// the placeholder.
struct PlaceholderUnknownRule: CheckRule {
    var rules: [RuleID] { [.placeholderUnknown] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            guard let declared = requirement.declaredSubstitutions else { continue }
            let known = Set(declared)
            for locale in context.catalog.locales {
                guard let value = context.value(ofRequirement: index, in: locale) else { continue }
                for (position, message) in value.messages.enumerated() {
                    // A text that parsed has exactly its template's placeholders: when all are
                    // known, there is nothing to locate. (One that did not parse is scanned: its
                    // well-formed placeholders are still reported.)
                    if let names = value.placeholderNames[position], names.allSatisfy(known.contains) {
                        continue
                    }
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
