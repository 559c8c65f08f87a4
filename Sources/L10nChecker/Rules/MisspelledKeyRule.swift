import L10nCore

/// `misspelled-key`: a key of a locale that looks like a misspelling of a key the code needs
/// there and the locale lacks (`MisspelledKeys`), reported once at the misspelled key with the
/// spelling the code uses as its fix-it.
struct MisspelledKeyRule: CheckRule {
    var rules: [RuleID] { [.misspelledKey] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.misspelledKeys.pairs.map { pair in
            let requirement = context.requirements[pair.requirement]
            let name = MisspelledKeys.lastComponent(pair.neededKey)
            // In an advisory locale (`localePolicy:`), as a key missing there would be: a warning.
            return Diagnostic(
                rule: .misspelledKey,
                severity: context.configuration.isAdvisory(pair.locale) ? .warning : nil,
                message:
                    "'\(pair.orphanKey)' in locale '\(pair.locale)' is needed by no property, and '\(pair.neededKey)', "
                    + "which \(requirement.propertyDescription) needs, is missing there: did you mean '\(name)'? "
                    + "Rename the key",
                location: pair.orphanLocation,
                related: [
                    Diagnostic.Related(
                        message: "'\(pair.neededKey)' is needed by \(requirement.propertyDescription)",
                        location: requirement.primaryItem.location)
                ],
                fixIt: name)
        }
    }
}
