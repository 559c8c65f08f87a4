import L10nCore
import L10nRuntime

/// `placeholder-unused`: a declared substitution a locale's text never uses.
///
/// In a plural `zero`, `one` or `two` variant, leaving out the count ("One file", Arabic's dual
/// "مهمتان") is normal: the count is the substitution named `count`, or the only one declared.
struct PlaceholderUnusedRule: CheckRule {
    var rules: [RuleID] { [.placeholderUnused] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, requirement) in context.requirements.enumerated() where requirement.shape == .message {
            guard let declared = requirement.declaredSubstitutions, !declared.isEmpty else { continue }
            let countName = declared.contains("count") ? "count" : (declared.count == 1 ? declared[0] : nil)
            for locale in context.catalog.locales {
                guard let value = context.value(ofRequirement: index, in: locale) else { continue }
                for (message, template) in zip(value.messages, value.templates) {
                    guard let template else { continue }
                    let used = Set(template.placeholderNames)
                    let mayDropCount =
                        message.category == .one || message.category == .zero || message.category == .two
                    let unused = declared.filter { name in
                        !used.contains(name) && !(mayDropCount && name == countName)
                    }
                    guard !unused.isEmpty else { continue }
                    let names = unused.map { "%{\($0)}" }.joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            rule: .placeholderUnused,
                            message:
                                "'\(requirement.key)'\(message.part) in locale '\(locale)' never uses \(names), "
                                + "which \(requirement.propertyDescription) substitutes; add "
                                + "\(unused.count == 1 ? "it" : "them") to the text",
                            location: message.scalar.location))
                }
            }
        }
        return diagnostics
    }
}
