import L10nCore
import L10nRuntime

/// `placeholder-drift`: a locale whose placeholder names differ from the default locale's for
/// the same key, which catches renamed or translated names (`%{nombre}`) when the code's
/// substitutions are not known statically. (When they are known, `placeholder-unknown` and
/// `placeholder-unused` say the same thing more precisely.)
///
/// A locale's names are those of all its variants together, so a plural `one` variant that
/// leaves out the count does not count as drift.
struct PlaceholderDriftRule: CheckRule {
    var rules: [RuleID] { [.placeholderDrift] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let reference = context.defaultLocale
        guard let referencePosition = context.localeIndex(of: reference) else { return [] }
        let referenceValues = context.values[referencePosition]
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            guard requirement.declaredSubstitutions == nil,
                let expected = names(of: index, in: referenceValues)
            else { continue }
            for (position, locale) in context.catalog.locales.enumerated() where locale != reference {
                guard let actual = names(of: index, in: context.values[position]), actual != expected else {
                    continue
                }
                let entry = context.entry(ofRequirement: index, inLocale: position)
                let referenceEntry = context.entry(ofRequirement: index, inLocale: referencePosition)
                var differences: [String] = []
                let lacking = expected.subtracting(actual).sorted()
                let extra = actual.subtracting(expected).sorted()
                if !lacking.isEmpty { differences.append("lacks \(list(lacking))") }
                if !extra.isEmpty { differences.append("has \(list(extra))") }
                diagnostics.append(
                    Diagnostic(
                        rule: .placeholderDrift,
                        message:
                            "'\(requirement.key)' in locale '\(locale)' \(differences.joined(separator: " and ")) "
                            + "compared with the default locale '\(reference)' (\(list(expected.sorted()))); "
                            + "use the same placeholder names in every locale",
                        location: context.valueLocation(of: entry),
                        related: [
                            Diagnostic.Related(
                                message: "the '\(reference)' text",
                                location: context.valueLocation(of: referenceEntry))
                        ]))
            }
        }
        return diagnostics
    }

    /// The placeholder names of all the value's texts, or `nil` when the locale has no value, a
    /// text does not parse, or the value is not a message (other rules report those).
    private func names(of index: Int, in values: LocaleValues) -> Set<String>? {
        guard values.kinds[index] != .array else { return nil }
        let texts = values.textRange(of: index)
        guard !texts.isEmpty else { return nil }
        var names = Set<String>()
        for text in texts {
            guard let textNames = values.placeholderNames(ofText: text) else { return nil }
            names.formUnion(textNames)
        }
        return names
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "no placeholders" : names.map { "%{\($0)}" }.joined(separator: ", ")
    }
}
