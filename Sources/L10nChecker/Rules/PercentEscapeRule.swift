import L10nCore

/// `percent-escape` (`runtime: fosmvvm` only): a text that writes `%%`, which l10nc's message
/// format reads as one `%` but FOSMVVM serves as it is written.
///
/// FOSMVVM fills a substitution by replacing each `%{name}` and nothing else
/// (`LocalizableSubstitutions.swift`, `localizedString`: `replacingOccurrences(of: "%{key}", …)`),
/// and serves every other text verbatim, so a user of a FOSMVVM app reads `50%% off`.
struct PercentEscapeRule: CheckRule {
    var rules: [RuleID] { [.percentEscape] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in context.requirements.indices {
            for locale in context.catalog.locales {
                guard let value = context.value(ofRequirement: index, in: locale) else { continue }
                for message in value.messages where message.scalar.text.contains("%%") {
                    let text = message.scalar.text
                    diagnostics.append(
                        Diagnostic(
                            rule: .percentEscape,
                            message:
                                "'\(value.entry.key)'\(message.part) in locale '\(locale)' writes '%%', which "
                                + "FOSMVVM serves as it is: users will see '\(Self.excerpt(of: text))'; write a "
                                + "single '%'",
                            location: message.scalar.location))
                }
            }
        }
        return diagnostics
    }

    /// The text around the first `%%`, short enough for a one-line message.
    private static func excerpt(of text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: "\\n")
        guard line.count > 60, let range = line.range(of: "%%") else { return line }
        let start = line.index(range.lowerBound, offsetBy: -25, limitedBy: line.startIndex) ?? line.startIndex
        let end = line.index(range.upperBound, offsetBy: 25, limitedBy: line.endIndex) ?? line.endIndex
        return (start == line.startIndex ? "" : "…") + line[start..<end] + (end == line.endIndex ? "" : "…")
    }
}
