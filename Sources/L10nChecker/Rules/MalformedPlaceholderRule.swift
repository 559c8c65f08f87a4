import L10nCore
import L10nRuntime

/// `malformed-placeholder`: `%{` without `}`, `%{}`, or a name with spaces or other
/// characters, in any text of the catalog.
///
/// The finding points at the `%` when the scalar is written verbatim on one line (plain, or
/// quoted without escapes); otherwise at the scalar's start, with the offset in the message.
struct MalformedPlaceholderRule: CheckRule {
    var rules: [RuleID] { [.malformedPlaceholder] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The texts that do not parse come from each locale's one pass over its entries
        // (`EntryWalk`).
        for (locale, walk) in zip(context.catalog.locales, context.entryWalks) {
            for malformed in walk.malformed {
                let error = malformed.error
                let (location, isExact) = ScalarOffsetLocator.location(
                    ofOffset: error.offset, in: malformed.scalar)
                let position = isExact ? "" : " (at character \(error.offset + 1) of the text)"
                diagnostics.append(
                    Diagnostic(
                        rule: .malformedPlaceholder,
                        message: "'\(malformed.key)' in locale '\(locale)'\(position): \(error)",
                        location: location))
            }
        }
        return diagnostics
    }
}
