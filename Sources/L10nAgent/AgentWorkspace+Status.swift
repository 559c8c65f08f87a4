import L10nCore
import L10nEditing
import L10nRuntime

extension AgentWorkspace {
    /// `l10n_status`: per locale, the keys needed, translated, missing, stale and to review, and
    /// the coverage; the project's findings by severity and rule; the required locales.
    public mutating func status(project name: String? = nil) throws(AgentError) -> StatusReport {
        refresh(findings: true)
        let view = try view(ofProjectAt: try projectIndex(name))
        let required = Set(view.requiredLocales)
        let keys = view.index.neededKeys
        var rows: [LocaleStatus] = []
        for locale in [view.defaultLocale] + view.targetLocales {
            var counts: [UnitState: Int] = [:]
            for key in keys {
                let state: UnitState
                if locale == view.defaultLocale {
                    state =
                        view.source(of: key) == nil || view.isPlaceholder(key, in: locale)
                        ? .missing : .translated
                } else {
                    // A key whose default text is missing has no unit: missing here too.
                    state =
                        view.state(of: key, in: locale)
                        ?? (view.source(of: key) == nil ? .missing : .translated)
                }
                counts[state, default: 0] += 1
            }
            let missing = counts[.missing, default: 0]
            let translated = keys.count - missing
            rows.append(
                LocaleStatus(
                    locale: locale.description, required: required.contains(locale), needed: keys.count,
                    translated: translated, missing: missing, stale: counts[.stale, default: 0],
                    review: counts[.review, default: 0],
                    coverage: keys.isEmpty
                        ? 100 : (Double(translated) * 1000 / Double(keys.count)).rounded() / 10))
        }
        var byRule: [String: Int] = [:]
        var bySeverity: [Severity: Int] = [:]
        for diagnostic in view.snapshot.diagnostics {
            byRule[diagnostic.rule.rawValue, default: 0] += 1
            bySeverity[diagnostic.severity, default: 0] += 1
        }
        return StatusReport(
            project: view.name, defaultLocale: view.defaultLocale.description,
            requiredLocales: view.requiredLocales.map(\.description), locales: rows,
            findings: FindingCounts(
                errors: bySeverity[.error, default: 0], warnings: bySeverity[.warning, default: 0],
                notes: bySeverity[.note, default: 0], byRule: byRule))
    }
}

extension ProjectView {
    /// Whether the text of `key` in `locale` is still the stub or copy `l10nc fix` wrote.
    func isPlaceholder(_ key: String, in locale: LocaleIdentifier) -> Bool {
        guard let hash = lock?.needsTranslation[key]?[locale],
            let text = TranslationInventory.text(of: key, in: locale, catalog: catalog(holding: key))
        else { return false }
        return ContentFingerprint(text: text.text) == hash
    }
}
