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
        for locale in context.catalog.locales {
            for entry in context.catalog.entries(in: locale) {
                let scalars: [CatalogScalar]
                switch entry.value {
                case .string(let scalar): scalars = [scalar]
                case .array(let elements): scalars = elements
                case .mapping: continue
                }
                for scalar in scalars {
                    do {
                        _ = try MessageTemplate(parsing: scalar.text)
                    } catch {
                        let (location, isExact) = ScalarOffsetLocator.location(
                            ofOffset: error.offset, in: scalar)
                        let position = isExact ? "" : " (at character \(error.offset + 1) of the text)"
                        diagnostics.append(
                            Diagnostic(
                                rule: .malformedPlaceholder,
                                message: "'\(entry.key)' in locale '\(locale)'\(position): \(error)",
                                location: location))
                    }
                }
            }
        }
        return diagnostics
    }
}
