import L10nCore
import L10nRuntime

/// Writes an exchange document as a GNU gettext PO file.
///
/// Each message is an entry whose `msgctxt` is its key and `msgid` the default locale's text.
/// A plural message is one entry with `msgid_plural` and a `msgstr[i]` per category of the
/// target locale, in the order of the `Plural-Forms` header generated from CLDR; an array's
/// elements are entries of their own (`T.tabs[0]`). Notes are extracted comments (`#.`), the
/// Swift file and line a reference (`#:`); a message with placeholders carries the
/// `l10nc-format` flag, a stale translation `fuzzy`.
public struct POWriter: Sendable {
    public static let formatFlag = "l10nc-format"

    public init() {}

    public func text(of document: ExchangeDocument) -> String {
        let forms = GettextPluralForms(rules: document.targetPluralRules)
        // A template leaves the language and its plural forms to be filled in, as xgettext's
        // `.pot` does (`msginit -l fr` fills both).
        let language = document.isTemplate ? "" : "\(document.targetLocale)"
        let pluralForms = document.isTemplate ? "nplurals=INTEGER; plural=EXPRESSION;" : forms.header
        let heading =
            document.isTemplate
            ? """
            # Template of the \(document.sourceLocale) texts to translate, written by l10nc export: start a locale \
            from it with `msginit -l LL -i template.pot -o LL.po`,
            # or write one with `l10nc export --locale LL`. Import with `l10nc import FILE`; msgctxt is the key, \
            do not change it.
            """
            : """
            # \(document.targetLocale) translations of the \(document.sourceLocale) texts, written by l10nc export.
            # Import with `l10nc import FILE`; msgctxt is the key, do not change it.
            """
        var output = heading + "\n"
        output += """
            msgid ""
            msgstr ""
            "Project-Id-Version: l10nc\\n"
            "Language-Team: \(language)\\n"
            "Last-Translator: \\n"
            "PO-Revision-Date: 1970-01-01 00:00+0000\\n"
            "Language: \(language)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: \(pluralForms)\\n"
            "X-Source-Language: \(document.sourceLocale)\\n"
            "X-Generator: l10nc \(L10nVersion.current)\\n"

            """
        for message in document.messages {
            output += "\n"
            if case .plural = message[0].id.variant {
                writePlural(message, forms: forms, to: &output)
            } else {
                for (index, unit) in message.enumerated() {
                    if index > 0 { output += "\n" }
                    writeComments(
                        unit, hasPlaceholders: !MessageRun.placeholders(of: unit.source).isEmpty, to: &output)
                    output += Self.keyword("msgctxt", unit.id.description)
                    output += Self.keyword("msgid", unit.source)
                    output += Self.keyword("msgstr", unit.target ?? "")
                }
            }
        }
        return output
    }

    private func writePlural(_ units: [ExchangeUnit], forms: GettextPluralForms, to output: inout String) {
        let byCategory = Dictionary(
            units.compactMap { unit -> (PluralCategory, ExchangeUnit)? in
                guard case .plural(let category) = unit.id.variant else { return nil }
                return (category, unit)
            }, uniquingKeysWith: { first, _ in first })
        let first = units[0]
        let hasPlaceholders = units.contains { !MessageRun.placeholders(of: $0.source).isEmpty }
        let state: TranslationState =
            units.contains { $0.state == .needsReview }
            ? .needsReview : units.allSatisfy { $0.target != nil } ? .translated : .needsTranslation
        var unit = first
        unit.state = state
        // One entry holds every form: say which msgstr is which category.
        unit.notes = first.notes.filter { !$0.hasPrefix("Plural form ") }
        unit.notes.append(
            "Plural message: msgstr[0…\(forms.categories.count - 1)] are the CLDR categories "
                + forms.categories.map(\.rawValue).joined(separator: ", ") + ", in that order.")
        writeComments(unit, hasPlaceholders: hasPlaceholders, to: &output)
        let (singular, plural) = Self.pluralSources(units)
        output += Self.keyword("msgctxt", first.id.key)
        output += Self.keyword("msgid", singular)
        output += Self.keyword("msgid_plural", plural)
        for (index, category) in forms.categories.enumerated() {
            output += Self.keyword("msgstr[\(index)]", byCategory[category]?.target ?? "")
        }
    }

    /// `msgid` and `msgid_plural` of a plural message: the source's `one` (else its first
    /// variant) and `other`.
    static func pluralSources(_ units: [ExchangeUnit]) -> (singular: String, plural: String) {
        var sources: [PluralCategory: String] = [:]
        for unit in units {
            if case .plural(let category) = unit.id.variant { sources[category] = unit.source }
        }
        let plural = sources[.other] ?? units.last?.source ?? ""
        let singular = sources[.one] ?? sources.sorted { $0.key < $1.key }.first?.value ?? plural
        return (singular, plural)
    }

    private func writeComments(_ unit: ExchangeUnit, hasPlaceholders: Bool, to output: inout String) {
        for note in unit.notes {
            for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                output += "#. " + line + "\n"
            }
        }
        if let base = unit.base { output += "#. \(TargetBase.poComment) \(base)\n" }
        for reference in unit.references {
            output += "#: \(reference.file):\(reference.line)\n"
        }
        var flags: [String] = []
        if unit.state == .needsReview { flags.append("fuzzy") }
        if hasPlaceholders { flags.append(Self.formatFlag) }
        if !flags.isEmpty { output += "#, " + flags.joined(separator: ", ") + "\n" }
    }

    /// A keyword line with its string; a text with line breaks continues on one line per line.
    static func keyword(_ keyword: String, _ value: String) -> String {
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return keyword + " \"" + escaped(value) + "\"\n" }
        var output = keyword + " \"\"\n"
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if isLast, line.isEmpty { break }
            output += "\"" + escaped(String(line)) + (isLast ? "" : "\\n") + "\"\n"
        }
        return output
    }

    /// C escapes as gettext reads them.
    static func escaped(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 < 0x20 || $0 == 0x7F }) {
            return value
        }
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{07}": output += "\\a"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{0B}": output += "\\v"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let octal = String(scalar.value, radix: 8)
                    output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
