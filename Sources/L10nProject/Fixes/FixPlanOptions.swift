import L10nCore

/// Which fixes a plan holds and what a missing key gets: the choices `l10nc fix` offers, with
/// the defaults SARIF's `fixes` use.
public struct FixPlanOptions: Sendable, Hashable {
    /// The text a missing key gets in the default locale: visible, so it is noticed.
    public enum Stub: String, CaseIterable, Sendable {
        /// `TODO: TaskViewModel.title`
        case todo
        /// The property name, `title`.
        case name
        /// An empty string.
        case empty
    }

    /// What a missing key gets in the other locales; nothing unless asked.
    public enum Fill: String, CaseIterable, Sendable {
        /// The default locale's text.
        case copy
        /// An empty string.
        case empty
        /// The default locale's text as `en-XA` shows it (`PseudoLocale.accented`: `[Ţåšķš one]`).
        case pseudo
    }

    /// The rules to fix; `nil`: every rule with a fix (`RuleFix.table`).
    public var ruleFilter: Set<RuleID>?
    /// Delete orphan keys; without it, an orphan is only carried to the key of a renamed property.
    public var prune: Bool
    public var stub: Stub
    public var fill: Fill?
    /// Include the suggestions (`RuleFix.suggestion`: a misspelled key or placeholder respelled)
    /// of every rule, as SARIF and the editor offer them; without it, only those of a rule
    /// `ruleFilter` names explicitly (`l10nc fix --rule misspelled-key`): a suggestion is no
    /// evidence to act on unasked.
    public var offersSuggestions: Bool

    public init(
        ruleFilter: Set<RuleID>? = nil, prune: Bool = false, stub: Stub = .todo, fill: Fill? = nil,
        offersSuggestions: Bool = false
    ) {
        self.ruleFilter = ruleFilter
        self.prune = prune
        self.stub = stub
        self.fill = fill
        self.offersSuggestions = offersSuggestions
    }
}
