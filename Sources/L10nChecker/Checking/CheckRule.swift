import L10nCore

/// One check of the catalog against the schema.
///
/// Rules are independent and stateless; everything they share is computed once in the
/// `CheckContext`.
protocol CheckRule: Sendable {
    /// The rule ids this check can produce.
    var rules: [RuleID] { get }
    func check(_ context: CheckContext) -> [Diagnostic]
}

extension CheckRule {
    /// The runtimes this check serves: those of its rule ids (`RuleMetadata.runtimes`). Under
    /// another runtime it is not run.
    func serves(_ runtime: ServingRuntime) -> Bool {
        rules.contains { $0.metadata?.runtimes.contains(runtime) ?? true }
    }
}
