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
        // Whether a text holds `%%` was found once, from its bytes (`TextFacts`).
        for (position, locale) in context.catalog.locales.enumerated() {
            let values = context.values[position]
            for index in context.requirements.indices {
                for text in values.textRange(of: index)
                where values.texts[text].facts.contains(.doublePercent) {
                    let message = context.message(values.texts[text], inLocale: position)
                    let key = context.requirements[index].key
                    diagnostics.append(
                        Diagnostic(
                            rule: .percentEscape,
                            message:
                                "'\(key)'\(message.part) in locale '\(locale)' writes '%%', which "
                                + "FOSMVVM serves as it is: users will see '\(Self.excerpt(of: message.scalar.text))'; "
                                + "write a single '%'",
                            location: message.scalar.location))
                }
            }
        }
        return diagnostics
    }

    /// The text around the first `%%`, short enough for a one-line message.
    private static func excerpt(of text: String) -> String {
        var line = ""
        for character in text.unicodeScalars {
            if character == "\n" { line += "\\n" } else { line.unicodeScalars.append(character) }
        }
        guard line.count > 60, let found = firstDoublePercent(in: line) else { return line }
        let start = line.index(found.lowerBound, offsetBy: -25, limitedBy: line.startIndex) ?? line.startIndex
        let end = line.index(found.upperBound, offsetBy: 25, limitedBy: line.endIndex) ?? line.endIndex
        return (start == line.startIndex ? "" : "…") + line[start..<end] + (end == line.endIndex ? "" : "…")
    }

    /// The range of the first `%%` in `line`, in characters.
    private static func firstDoublePercent(in line: String) -> Range<String.Index>? {
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == "%", next < line.endIndex, line[next] == "%" {
                return index..<line.index(after: next)
            }
            index = next
        }
        return nil
    }
}
