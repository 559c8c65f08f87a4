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
    /// Whether fixes that stand for a choice (`RuleFix.isOnRequest`: adding a locale to
    /// `locales:`) are planned without `ruleFilter` naming their rule: `true` for the previews a
    /// person picks from (SARIF's fixes, the editor's quick fixes), `false` for `l10nc fix`.
    public var offersChoices: Bool

    public init(
        ruleFilter: Set<RuleID>? = nil, prune: Bool = false, stub: Stub = .todo, fill: Fill? = nil,
        offersChoices: Bool = true
    ) {
        self.ruleFilter = ruleFilter
        self.prune = prune
        self.stub = stub
        self.fill = fill
        self.offersChoices = offersChoices
    }
}
