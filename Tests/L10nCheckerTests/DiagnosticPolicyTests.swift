import L10nChecker
import L10nCore
import Testing

@Suite struct DiagnosticPolicyTests {
    let yaml = """
        en:
          T:
            title: "Title"
            old: "Old"  # l10nc:ignore orphan-key
            older: "Older"  # l10nc:ignore empty-value
            oldest: "Oldest"  # l10nc:ignore not-a-rule
        """

    private func run(_ policy: DiagnosticPolicy) -> [Diagnostic] {
        let (catalog, readerDiagnostics) = makeCatalog([("T.yml", yaml)])
        let checked = Checker(
            configuration: CheckConfiguration(
                defaultLocale: locale("en"), ruleSeverities: policy.ruleSeverities),
            localeData: testLocaleData
        ).check(schema: Schema(items: [property("T.title")]), catalog: catalog)
        return policy.apply(to: readerDiagnostics + checked, files: catalog.files)
    }

    @Test func ignoreCommentsSuppressTheirLineAndUnusedOnesAreReported() {
        let diagnostics = run(DiagnosticPolicy())
        #expect(
            diagnostics.map(\.summary) == [
                "orphan-key T.yml:5:5", "unused-ignore T.yml:5:36", "orphan-key T.yml:6:5",
                "unused-ignore T.yml:6:38",
            ])
        #expect(
            diagnostics[1].message
                == "no 'empty-value' finding on this line to ignore; remove 'empty-value' from the comment")
        #expect(diagnostics[1].severity == .warning)
        #expect(
            diagnostics[3].message
                == "'not-a-rule' is not a rule id, so this comment suppresses nothing; docs/rules.md lists the ids"
        )
    }

    @Test func severityOverridesAndOff() {
        let raised = run(DiagnosticPolicy(ruleSeverities: [.orphanKey: .error, .unusedIgnore: .note]))
        #expect(raised.map(\.severity) == [.error, .note, .error, .note])
        // Off drops the findings; an ignore comment for a rule that is off is not "unused".
        let off = run(DiagnosticPolicy(ruleSeverities: [.orphanKey: .off, .emptyValue: .off]))
        #expect(off.map(\.summary) == ["unused-ignore T.yml:6:38"])
    }

    @Test func warningsAsErrorsRaisesWarningsButNotNotes() {
        let location = SourceLocation(file: "T.yml", line: 1, column: 1)
        let input = [
            Diagnostic(rule: .orphanKey, message: "w", location: location),
            Diagnostic(rule: .emptyFile, message: "n", location: location),
        ]
        let output = DiagnosticPolicy(warningsAsErrors: true).apply(to: input, files: [])
        #expect(output.map(\.rule) == [.emptyFile, .orphanKey])
        #expect(output.map(\.severity) == [.note, .error])
    }

    @Test func defaultOffRulesNeedConfiguring() {
        let location = SourceLocation(file: "T.yml", line: 3, column: 12)
        let input = [Diagnostic(rule: .untranslated, message: "same", location: location)]
        #expect(DiagnosticPolicy().apply(to: input, files: []).isEmpty)
        let enabled = DiagnosticPolicy(ruleSeverities: [.untranslated: .warning]).apply(to: input, files: [])
        #expect(enabled.map(\.severity) == [.warning])
    }

    @Test func anIgnoreWithoutRuleIDsIsReported() {
        let (catalog, _) = makeCatalog([("T.yml", "en:\n  T:\n    title: \"x\"  # l10nc:ignore\n")])
        let output = DiagnosticPolicy().apply(to: [], files: catalog.files)
        #expect(output.map(\.summary) == ["unused-ignore T.yml:3:19"])
        #expect(output.first?.message.hasPrefix("'l10nc:ignore' names no rule id") == true)
    }

    @Test func anIgnoreForARuleTheRuntimeNeverReportsIsNotUnused() {
        let text = "en:\n  T:\n    title: \"x\"  # l10nc:ignore plural-extra-category\n"
        let (catalog, _) = makeCatalog([("T.yml", text)])
        let fosmvvm = ProjectConfiguration(runtime: .fosmvvm).diagnosticPolicy()
        #expect(fosmvvm.apply(to: [], files: catalog.files).isEmpty)
        let l10nc = ProjectConfiguration(runtime: .l10nc).diagnosticPolicy()
        #expect(l10nc.apply(to: [], files: catalog.files).map(\.summary) == ["unused-ignore T.yml:3:32"])
    }

    @Test func aFixItIsKeptOnlyWhereTheFixTableQuotes() {
        let at = SourceLocation(file: "T.yml", line: 1, column: 1)
        let findings = [
            Diagnostic(rule: .valueNotText, message: "m", location: at, fixIt: "\"yes\""),
            Diagnostic(rule: .emptyValue, message: "m", location: at, fixIt: "\"x\""),
        ]
        let kept = DiagnosticPolicy().apply(to: findings, files: [])
        #expect(kept.map(\.rule) == [.emptyValue, .valueNotText])
        #expect(kept.map(\.fixIt) == [nil, "\"yes\""])
    }
}
