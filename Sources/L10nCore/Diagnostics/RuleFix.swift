/// The safe fix a rule's findings have, if any: the one table that `check`'s fix-it line,
/// SARIF's `fixes` and `l10nc fix` all follow, so none offers a fix another does not apply.
public enum RuleFix: String, Sendable, Hashable, CaseIterable {
    /// Replace the scalar at the finding's location with the finding's `fixIt` text (quoting a
    /// value YAML would type). A finding of such a rule without a `fixIt` has no safe fix.
    case replaceScalar
    /// Add the missing key (a stub in the default locale, `--fill` elsewhere), or carry an
    /// orphan that looks like the renamed property to the new key.
    case addKey
    /// Delete the orphan key; only with `fix --prune`.
    case deleteKey
    /// Re-indent the lines a tab indents with spaces (the finding's `fixIt` is the first
    /// line's new indentation); a syntax error of another kind has no `fixIt` and no fix.
    case reindent
    /// Respell a misspelled key or placeholder as the spelling the code uses (the finding's
    /// `fixIt`). A suggestion, not evidence: `l10nc fix` makes it only when `--rule` names its
    /// rule (`isOnRequest`); SARIF and the editor offer it.
    case suggestion
    /// Add the locale to the `locales:` list of `l10nc.yml`, in the list's own style. It stands
    /// for a choice (deleting the locale's entries may be what was meant: a locale made by
    /// accident), so, as `cargo fix` applies no suggestion that is only maybe right, `l10nc fix`
    /// makes it only when `--rule unlisted-locale` asks; SARIF and the editor offer it.
    case listLocale

    /// Which rule has which fix. Every rule whose findings carry a `fixIt` is here.
    public static let table: [RuleID: RuleFix] = [
        .yaml11Scalar: .replaceScalar,
        .valueNotText: .replaceScalar,
        .missingKey: .addKey,
        .orphanKey: .deleteKey,
        .yamlSyntax: .reindent,
        .misspelledKey: .suggestion,
        .placeholderUnknown: .suggestion,
        .unlistedLocale: .listLocale,
    ]

    /// The rules `l10nc fix` can repair, sorted, for help texts and suggestions.
    public static var fixableRules: [RuleID] {
        table.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// What the fix does, in the words of `l10nc fix --help`.
    public var summary: String {
        switch self {
        case .replaceScalar: "quotes the value, as the fix-it says"
        case .addKey:
            "adds the key (a visible stub in the default locale, the other locales only with --fill), or "
                + "renames an orphan that looks like the renamed property, keeping every translation"
        case .deleteKey: "deletes the key, with --prune"
        case .reindent: "re-indents the lines a tab indents with spaces, when that is the syntax error"
        case .suggestion:
            "respells the key or placeholder as the code spells it, only when this rule is asked for with --rule"
        case .listLocale:
            "adds the locale to 'locales' in l10nc.yml, only when --rule unlisted-locale asks (deleting the "
                + "locale's entries may be what was meant)"
        }
    }

    /// Whether `l10nc fix` makes this fix only when `--rule` names its rule: it stands for a
    /// choice a person makes. SARIF's fixes and the editor's quick fixes offer it as any other.
    public var isOnRequest: Bool { self == .suggestion || self == .listLocale }
}

extension RuleID {
    /// The safe fix of this rule's findings; `nil` when `l10nc fix` cannot repair them.
    public var fix: RuleFix? { RuleFix.table[self] }
}
