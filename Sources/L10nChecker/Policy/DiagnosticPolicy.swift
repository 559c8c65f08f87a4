import L10nCore

/// Turns every finding of a run (reader, scanner and checker) into the list that is reported.
///
/// In order:
/// 1. rules set to `off`, and rules off by default (`untranslated`) unless configured, are dropped;
/// 2. a finding whose primary location is on the file and line an `l10nc:ignore` comment
///    applies to (`# l10nc:ignore` in YAML, `// l10nc:ignore` in Swift) and that names its
///    rule is dropped, and marks that comment's rule id as used;
/// 3. each rule id of an ignore comment that suppressed nothing becomes an `unused-ignore`
///    warning at the comment, unless that rule is off or the serving runtime never reports it
///    (its findings were never produced);
/// 4. configured severities replace the default ones;
/// 5. with `warningsAsErrors`, warnings become errors (notes stay notes), and a fix-it is kept
///    only where `RuleFix.table` says the rule's fix is that replacement;
/// 6. the result is sorted by file, line, column and rule id.
public struct DiagnosticPolicy: Sendable, Hashable {
    /// Severity per rule id from the configuration.
    public var ruleSeverities: [RuleID: RuleSeverity]
    /// `--warnings-as-errors`.
    public var warningsAsErrors: Bool
    /// Rules the serving runtime never reports (`plural-*` under `runtime: fosmvvm`): an ignore
    /// comment naming one is not unused, since its findings were never produced.
    public var rulesNotReported: Set<RuleID>

    public init(
        ruleSeverities: [RuleID: RuleSeverity] = [:], warningsAsErrors: Bool = false,
        rulesNotReported: Set<RuleID> = []
    ) {
        self.ruleSeverities = ruleSeverities
        self.warningsAsErrors = warningsAsErrors
        self.rulesNotReported = rulesNotReported
    }

    /// Whether findings of `rule` are reported at all.
    public func isEnabled(_ rule: RuleID) -> Bool {
        RuleSeverity.isEnabled(rule, configured: ruleSeverities)
    }

    /// The severity a finding of `rule` is reported with, or `nil` when the rule is off.
    public func severity(of rule: RuleID, default defaultSeverity: Severity) -> Severity? {
        guard isEnabled(rule) else { return nil }
        let severity = ruleSeverities[rule]?.severity ?? defaultSeverity
        return warningsAsErrors && severity == .warning ? .error : severity
    }

    /// Applies the policy to `diagnostics`, with the ignore comments of `files`
    /// (`Catalog.files`) and of the Swift sources (`ScanResult.ignoreComments`).
    ///
    /// Applying it again to its own result with other comments applies those too and changes
    /// nothing else, so findings checked in parts can have the sources' comments applied once,
    /// over the whole project.
    ///
    /// The findings are taken, not copied: filtered, adjusted and sorted in place, since a
    /// project can have hundreds of thousands (a copy of them was a tenth of `check`'s peak
    /// memory on such a project).
    public func apply(
        to diagnostics: consuming [Diagnostic], files: [ResourceFile], sourceIgnores: [IgnoreComment] = []
    ) -> [Diagnostic] {
        var ignores = IgnoreIndex(comments: files.lazy.flatMap(\.ignoreComments) + sourceIgnores)
        diagnostics.removeAll { !isEnabled($0.rule) || ignores.suppress($0) }
        for unused in ignores.unused()
        where unused.rule.map({ isEnabled($0) && !rulesNotReported.contains($0) }) ?? true {
            let diagnostic = unusedIgnoreDiagnostic(unused)
            if severity(of: diagnostic.rule, default: diagnostic.severity) != nil {
                diagnostics.append(diagnostic)
            }
        }
        for index in diagnostics.indices {
            // Every rule left is enabled, so it has a severity.
            diagnostics[index].severity =
                severity(of: diagnostics[index].rule, default: diagnostics[index].severity)
                ?? diagnostics[index].severity
            // The fix table decides which findings offer a fix-it, so `check` never prints one
            // that `fix` and SARIF do not apply.
            let fix = diagnostics[index].rule.fix
            if fix != .replaceScalar, fix != .reindent, fix != .suggestion, diagnostics[index].fixIt != nil {
                diagnostics[index].fixIt = nil
            }
        }
        diagnostics.sort()
        return diagnostics
    }

    private func unusedIgnoreDiagnostic(_ unused: IgnoreIndex.Unused) -> Diagnostic {
        let message: String
        switch unused.rule {
        case .none:
            message = "'l10nc:ignore' names no rule id; write the ids to ignore (`# l10nc:ignore orphan-key`)"
        case .some(let rule) where rule.metadata == nil:
            message =
                "'\(rule)' is not a rule id, so this comment suppresses nothing; docs/rules.md lists the ids"
        case .some(let rule):
            message = "no '\(rule)' finding on this line to ignore; remove '\(rule)' from the comment"
        }
        return Diagnostic(rule: .unusedIgnore, message: message, location: unused.location)
    }
}
