import ArgumentParser
import L10nCore

/// What `l10nc fix` writes where a key is missing.
struct FixOptions: ParsableArguments {
    /// The text a missing key gets in the default locale: visible, so it is noticed.
    enum Stub: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// `TODO: TaskViewModel.title`
        case todo
        /// The property name, `title`.
        case name
        /// An empty string.
        case empty
    }

    /// What a missing key gets in the other locales; nothing unless asked.
    enum Fill: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// The default locale's text.
        case copy
        /// An empty string.
        case empty
        /// The default locale's text as `en-XA` shows it (`PseudoLocale.accented`: `[Ţåšķš one]`).
        case pseudo
    }

    @Flag(help: "Print a unified diff of every change and write nothing.")
    var dryRun = false

    @Flag(
        help: ArgumentHelp(
            "Write nothing; exit 1 when a fix would change a file (for CI: are the resources complete and normalized?)."
        ))
    var check = false

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp(
            "Fix only the findings of this rule (missing-key, orphan-key, yaml11-scalar); repeatable.",
            valueName: "rule-id"))
    var rules: [String] = []

    @Flag(
        help:
            "Delete orphan keys (keys no property needs). Without it, orphans are only renamed when they look like a renamed property."
    )
    var prune = false

    @Option(
        help:
            "The default locale's text for a missing key: todo ('TODO: Type.key'), name (the property name), or empty."
    )
    var stub: Stub = .todo

    @Option(
        help:
            "Also add missing keys to the other locales: copy (the default locale's text), empty, or pseudo (accented and bracketed as en-XA shows it)."
    )
    var fill: Fill?

    /// The rules to fix; `nil`: every fixable rule.
    var ruleFilter: Set<RuleID>? {
        rules.isEmpty ? nil : Set(rules.map { RuleID(rawValue: $0) })
    }
}
