/// What a rule catches and how to fix it: the text behind `--format sarif`'s rule
/// metadata and the rules reference in the docs.
public struct RuleMetadata: Sendable, Hashable {
    public let id: RuleID
    public let defaultSeverity: Severity
    /// One sentence: what the rule catches.
    public let summary: String
    /// Why it matters and how to fix it.
    public let help: String
    /// `false` for rules that are off unless the configuration turns them on.
    public let enabledByDefault: Bool
    /// The runtimes whose serving the rule judges. Under any other runtime its findings are
    /// never produced: what it catches is not wrong there (FOSMVVM serves no plurals to get
    /// wrong; l10nc's table keeps a `no` as text).
    public let runtimes: Set<ServingRuntime>

    public init(
        id: RuleID, defaultSeverity: Severity, summary: String, help: String, enabledByDefault: Bool = true,
        runtimes: Set<ServingRuntime> = Set(ServingRuntime.allCases)
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.enabledByDefault = enabledByDefault
        self.runtimes = runtimes
    }

    /// Every rule, in documentation order.
    public static let all: [RuleMetadata] = [
        RuleMetadata(
            id: .yamlSyntax, defaultSeverity: .error,
            summary: "The resource file is not valid YAML.",
            help: "libyaml could not parse the file at this position; the rest of the file is not read. "
                + "Fix the syntax (indentation, an unclosed quote, a tab used for indentation)."),
        RuleMetadata(
            id: .duplicateKey, defaultSeverity: .error,
            summary: "The same key is defined twice.",
            help:
                "A key appears twice in one mapping, or the same locale and key path is defined in two files. "
                + "Which one wins would depend on parse or file order, so neither is trusted: keep one definition."
        ),
        RuleMetadata(
            id: .invalidLocale, defaultSeverity: .error,
            summary: "A top-level key is not a BCP 47 locale identifier.",
            help:
                "Every top-level key of a resource file names a locale, such as `en`, `en-GB` or `zh-Hant-TW` "
                + "(`_` and any case are accepted). Rename the key or nest its content under a locale."),
        RuleMetadata(
            id: .invalidStructure, defaultSeverity: .error,
            summary: "The resource does not have the shape locale → type → property → text.",
            help: "The top level must be a mapping of locales; values are strings, sequences of strings or "
                + "mappings; mapping keys are plain strings. Restructure the value as the message says."),
        RuleMetadata(
            id: .yaml11Scalar, defaultSeverity: .warning,
            summary: "A plain scalar that YAML 1.1 reads as a boolean, number, null or date.",
            help:
                "Other YAML loaders turn `no` into false, `1.10` into 1.1 and `~` into null. l10nc keeps the "
                + "exact text, but quote the value so every tool agrees. Under `runtime: fosmvvm`, with sources "
                + "scanned, `value-not-text` reports the values FOSMVVM would serve blank instead."),
        RuleMetadata(
            id: .invalidEncoding, defaultSeverity: .error,
            summary: "The file is not UTF-8 text.",
            help:
                "Resource and source files must be UTF-8 (a UTF-8 byte order mark is accepted). Re-save the "
                + "file as UTF-8; the message gives the byte offset of the first bad byte."),
        RuleMetadata(
            id: .yamlAliasLimit, defaultSeverity: .error,
            summary: "Aliases expand to more nodes than allowed.",
            help: "Anchors and aliases are allowed, but their expansion is bounded to stop exponential "
                + "'billion laughs' documents. Write the values out or reduce the nesting of aliases."),
        RuleMetadata(
            id: .yamlUnsupportedTag, defaultSeverity: .error,
            summary: "An explicit YAML tag such as `!!binary` or `!custom`.",
            help:
                "Every value of a resource is text; tags would change its meaning in other loaders. Remove the "
                + "tag and quote the value."),
        RuleMetadata(
            id: .resourceTooLarge, defaultSeverity: .error,
            summary: "The file is larger than the configured limit.",
            help:
                "Files above the limit (16 MiB by default) are not read. Split the file, or raise the limit "
                + "with `--max-file-size` if the size is intended."),
        RuleMetadata(
            id: .emptyFile, defaultSeverity: .note,
            summary: "The resource file holds no content.",
            help: "An empty file defines nothing. Delete it or add its translations."),
        RuleMetadata(
            id: .unreadableFile, defaultSeverity: .error,
            summary: "A file under the resource or source roots cannot be read.",
            help:
                "A name that is not UTF-8 (shown with `\\xHH` escapes), a symbolic link to nothing, a file "
                + "this user may not read, or a folder or FIFO named like a `.yml` or `.swift` file. It is not "
                + "read; the rest of the project is checked. Rename, fix or delete it, or exclude it."),
        RuleMetadata(
            id: .sourceParse, defaultSeverity: .warning,
            summary: "A Swift source file does not parse.",
            help: "The scanner reads the declarations that did parse, but the types the file declares are "
                + "incomplete: their missing and orphan keys are held back, no fix adds, renames or deletes "
                + "their keys, and nothing is deleted or renamed anywhere until it parses. Fix the syntax "
                + "error at this position."),
        RuleMetadata(
            id: .sourceUnresolvedKey, defaultSeverity: .warning,
            summary: "The key a localization expression names cannot be read statically.",
            help:
                "The scanner only reads literals (`parentKeys: \"a\"`, `index: 0`, `.value(keys: \"A\", \"b\")`); "
                + "a variable, a computed key or a constructor it does not know means the key cannot be known "
                + "without running the code, so it is skipped, not guessed, and the check is incomplete. Use "
                + "literals to have it checked."),
        RuleMetadata(
            id: .macroInvisibleMember, defaultSeverity: .error,
            summary: "FOSMVVM's `@ViewModel` macro does not see this localized member.",
            help:
                "The macro binds property names only for direct members whose attribute is spelled "
                + "`@LocalizedString` (etc.) exactly; a member under `#if`, or written `@FOSMVVM.LocalizedString`, "
                + "gets no binding and FOSMVVM throws when it encodes the view model. Move the member out of "
                + "`#if` and write the bare attribute name. Reported under `runtime: fosmvvm` only.",
            runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .constantPlaceholder, defaultSeverity: .error,
            summary: "A constant text with `%{name}` that FOSMVVM serves unfilled (`runtime: fosmvvm`).",
            help:
                "FOSMVVM encodes a `.constant(\"Hi %{name}\")` base of substitutions stored in a view model as it is "
                + "written, and inserts a constant substitution value as it is, filling its placeholders only when "
                + "a later substitution of the same dictionary names them, in an order Swift does not fix: the "
                + "user reads `%{name}`. "
                + "Put the text in the resources and look it up, or build the final text in code. Reported "
                + "under `runtime: fosmvvm` only (l10nc's runtime fills a constant base).",
            runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .missingKey, defaultSeverity: .error,
            summary: "A key the code needs is missing in a required locale.",
            help: "The view model would show blank or fallback text. Add the key to the listed locales; a "
                + "regional locale (`de-AT`) may inherit its language's value (`de`), but never another "
                + "language's."),
        RuleMetadata(
            id: .misspelledKey, defaultSeverity: .error,
            summary: "A key looks like a misspelling of a key the code needs, which the locale lacks.",
            help:
                "One finding at the misspelled key, with the spelling the code uses as its fix-it, in place "
                + "of an orphan-key warning here and a missing-key error at the property. Rename the key; "
                + "`l10nc fix --rule misspelled-key` does, keeping the translation (a suggestion is applied "
                + "only when asked for)."),
        RuleMetadata(
            id: .orphanKey, defaultSeverity: .warning,
            summary: "A key no property needs.",
            help: "Usually a renamed or removed property, or a misspelled key. Delete the key or fix its "
                + "spelling to match the property."),
        RuleMetadata(
            id: .shapeMismatch, defaultSeverity: .error,
            summary: "A value has the wrong shape for its property.",
            help: "A string where the property needs an array or a plural mapping, or the reverse, or an "
                + "`index:` beyond the array's length. Change the value's shape to what the property reads."),
        RuleMetadata(
            id: .placeholderUnknown, defaultSeverity: .error,
            summary: "A placeholder the property does not substitute.",
            help:
                "The `%{name}` would show literally to users. Use one of the property's substitution names, "
                + "or add the substitution in code."),
        RuleMetadata(
            id: .placeholderUnused, defaultSeverity: .warning,
            summary: "A declared substitution the message never uses.",
            help:
                "The value is computed but not shown in this locale, often a dropped or renamed placeholder. "
                + "Add `%{name}` to the message (not required in plural `zero`, `one` and `two` variants)."),
        RuleMetadata(
            id: .placeholderDrift, defaultSeverity: .error,
            summary: "A locale's placeholders differ from the default locale's.",
            help:
                "A translated or renamed placeholder name (`%{nombre}` for `%{name}`) is never substituted. "
                + "Use the default locale's placeholder names in every locale."),
        RuleMetadata(
            id: .malformedPlaceholder, defaultSeverity: .error,
            summary: "A placeholder that does not parse.",
            help:
                "`%{` without `}`, `%{}` or a name with spaces. Close the placeholder, name it, or write `%%` "
                + "for a literal percent sign."),
        RuleMetadata(
            id: .pluralMissingCategory, defaultSeverity: .error,
            summary: "A plural mapping lacks a category the locale uses.",
            help: "CLDR's plural rules for the locale select this category for some counts, which would then "
                + "show the wrong form or none. Add the listed categories; `other` is always required.",
            runtimes: [.l10nc]),
        RuleMetadata(
            id: .pluralExtraCategory, defaultSeverity: .warning,
            summary: "A plural mapping has a category the locale never selects.",
            help: "The variant is dead text for this locale (English never selects `few`). Remove it.",
            runtimes: [.l10nc]),
        RuleMetadata(
            id: .compoundUnknownPiece, defaultSeverity: .error,
            summary: "A compound pattern names a piece the compound does not have.",
            help:
                "A locale's pattern (`%{lastName}%{firstName}`) may only use the compound's piece names. Fix "
                + "the name or add the piece in code.", runtimes: [.l10nc]),
        RuleMetadata(
            id: .emptyValue, defaultSeverity: .warning,
            summary: "An empty translation.",
            help: "The user sees nothing. Write the text, or delete the key to fall back."),
        RuleMetadata(
            id: .untranslated, defaultSeverity: .note,
            summary: "Text identical to the default locale's.",
            help:
                "Often a copied, not yet translated value. Translate it, or ignore the finding for words that "
                + "are the same in both languages. Off by default: turn it on with `untranslated: note` under "
                + "`rules:` in l10nc.yml.", enabledByDefault: false),
        RuleMetadata(
            id: .fileTypeMismatch, defaultSeverity: .warning,
            summary: "`XViewModel.yml` defines keys of another type.",
            help:
                "A layout convention, reported only under `runtime: l10nc` (FOSMVVM's store merges every file "
                + "whatever its name): keys of another type in this file are easy to miss. Move them to that "
                + "type's file.", runtimes: [.l10nc]),
        // Serving under FOSMVVM
        RuleMetadata(
            id: .resourceNotLoaded, defaultSeverity: .error,
            summary: "A resource file FOSMVVM's YAML store never loads (`runtime: fosmvvm`).",
            help:
                "FOSMVVM loads only files whose extension is exactly `yml` (compared case-sensitively), so a "
                + "`.yaml` or `.YML` file is never read and every text in it is blank at run time. Rename the "
                + "file to end in `.yml`.", runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .valueNotText, defaultSeverity: .error,
            summary:
                "A plain value that FOSMVVM's YAML loader (Yams) reads as a boolean, number, null or date "
                + "(`runtime: fosmvvm`).",
            help:
                "FOSMVVM serves such a value blank; in an array it drops the item, so every later index moves "
                + "down one. Quote the value (`\"no\"`, `\"1.10\"`). Mapping keys are always strings and "
                + "are not reported.", runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .valueTrimmed, defaultSeverity: .warning,
            summary: "Leading or trailing spaces that FOSMVVM's YAML store trims away (`runtime: fosmvvm`).",
            help:
                "FOSMVVM trims every string value it loads (not array items), so a compound separator `\" | \"` "
                + "joins pieces as `a|b`, and a quoted value's outer spaces are lost. Put the spacing in the "
                + "code, or accept the trimmed text.", runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .percentEscape, defaultSeverity: .warning,
            summary: "`%%` in a text FOSMVVM serves as it is written (`runtime: fosmvvm`).",
            help:
                "l10nc's message format reads `%%` as one percent sign, but FOSMVVM only replaces `%{name}` "
                + "placeholders and shows every other character, so users read `50%% off`. Write a single `%`.",
            runtimes: [.fosmvvm]),
        RuleMetadata(
            id: .invalidConfig, defaultSeverity: .error,
            summary: "The configuration file has an unknown key or a bad value.",
            help: "A misspelled setting would otherwise be ignored silently. Fix the key or value at this "
                + "position; the keys are sources, resources, defaultLocale, locales, exclude, rules, "
                + "maxFileSize, runtime, localePolicy and projects, and docs/rules.md lists the rule ids. A file "
                + "that does not parse, or names nothing to read, is reported here too."),
        RuleMetadata(
            id: .unusedIgnore, defaultSeverity: .warning,
            summary: "An `# l10nc:ignore` comment that suppresses nothing.",
            help:
                "The finding it was written for is gone or has another rule id, and a stale ignore would hide "
                + "the next real finding on that line. Remove the id or the comment."),
        // Maintaining resources.
        RuleMetadata(
            id: .staleTranslation, defaultSeverity: .warning,
            summary: "A translation was made from a default-locale text that has changed since.",
            help:
                "`l10nc.lock` records, per key and locale, a hash of the default-locale text the translation "
                + "was made from. The text changed, so the translation may say something else: update it, then "
                + "mark it current with `l10nc fix --accept KEY --locale LOCALE`. Without a lock file (`l10nc "
                + "lock` writes one) the rule finds nothing."),
        RuleMetadata(
            id: .needsTranslation, defaultSeverity: .warning,
            summary: "A text is still the stub or copy `l10nc fix` wrote, not a translation.",
            help:
                "`l10nc fix` writes a visible stub (`TODO: Type.key`) in the default locale and, with `--fill`, "
                + "a copy (or an empty or pseudo text) in the others, and records each in `l10nc.lock` as not "
                + "yet translated. Until another text replaces it, check reports it (a note in an advisory "
                + "locale), `export --only missing` offers it and `stats` counts it as missing. Write or "
                + "translate the text."),
        RuleMetadata(
            id: .needsReview, defaultSeverity: .warning,
            summary: "A text is still the machine translation an agent wrote, which no one has reviewed.",
            help:
                "`l10nc mcp`'s `l10n_submit` writes an agent's translations and records each in `l10nc.lock` "
                + "(`needsReview:`) as a machine translation. Until a person accepts it (`l10nc fix --accept KEY "
                + "--locale LOCALE`, or the agent's `l10n_accept` on the person's word) or another text replaces "
                + "it, check reports it (a note in an advisory locale), `stats` counts it to review and `export` "
                + "marks it for review (XLIFF 1.2 `needs-review-translation`, XLIFF 2 `subState`, PO `fuzzy`). "
                + "Read the text; correct it if needed; then accept it."),
        RuleMetadata(
            id: .localeCoverage, defaultSeverity: .error,
            summary: "A locale translates a smaller share of the needed keys than its `minCoverage`.",
            help:
                "`localePolicy:` in `l10nc.yml` gives a locale a coverage threshold (`minCoverage: 90%`), usually "
                + "an advisory locale whose missing keys are only warnings. Translate the missing keys (`l10nc "
                + "stats` lists them), or lower the threshold."),
        RuleMetadata(
            id: .unlistedLocale, defaultSeverity: .error,
            summary: "The resources hold a locale that `locales:` in `l10nc.yml` does not list.",
            help:
                "`locales:` names the locales every needed key must exist in; a locale of the resources that "
                + "it leaves out is never checked for missing keys, although `l10nc stats` counts it. Add the "
                + "locale to `locales:` (or remove its entries). A regional variant of a listed locale (`en-GB` "
                + "with `en` listed) is served by fallback and is not reported. An error: the runtime serves "
                + "the locale, so its gaps ship unless it is checked; a locale whose translations arrive later "
                + "is listed with `localePolicy: advisory`. The finding names where the locale is written; "
                + "its fix adds it to the list (`l10nc fix --rule unlisted-locale`, SARIF, the editor's quick "
                + "fix)."),
    ]

    /// Metadata by rule id.
    public static let byID: [RuleID: RuleMetadata] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.id, $0) })
}
