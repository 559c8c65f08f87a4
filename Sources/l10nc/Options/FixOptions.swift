import ArgumentParser
import L10nChecker
import L10nCore
import L10nProject

/// What `l10nc fix` writes where a key is missing.
struct FixOptions: ParsableArguments {
    typealias Stub = FixPlanOptions.Stub
    typealias Fill = FixPlanOptions.Fill

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
            "Fix only the findings of this rule (\(RuleFix.fixableRules.map(\.rawValue).joined(separator: ", "))); repeatable.",
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

    /// An unknown rule id, or one with no safe fix (`RuleFix.table`), is a bad invocation (exit
    /// status 2), as a misspelled flag is: fixing nothing silently would read as "all fixed".
    func validate() throws {
        let fixable = RuleFix.fixableRules.map(\.rawValue)
        let list = "the rules fix repairs are \(fixable.joined(separator: ", "))"
        for rule in rules {
            let id = RuleID(rawValue: rule)
            if id.metadata == nil {
                let all = RuleMetadata.all.map(\.id.rawValue)
                let nearest =
                    EditDistance.nearest(to: rule, among: all).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("--rule '\(rule)' is not a rule id\(nearest); \(list)")
            }
            if id.fix == nil {
                throw ValidationError("--rule '\(rule)' has no safe fix, so fix cannot repair it; \(list)")
            }
        }
    }

    /// The rules to fix; `nil`: every fixable rule.
    var ruleFilter: Set<RuleID>? {
        rules.isEmpty ? nil : Set(rules.map { RuleID(rawValue: $0) })
    }

    /// The plan these options ask for.
    var plan: FixPlanOptions {
        FixPlanOptions(ruleFilter: ruleFilter, prune: prune, stub: stub, fill: fill, offersChoices: false)
    }
}

extension FixPlanOptions.Stub: ExpressibleByArgument {}
extension FixPlanOptions.Fill: ExpressibleByArgument {}
