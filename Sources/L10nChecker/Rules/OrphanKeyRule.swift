import L10nCore

/// `orphan-key`: a catalog key no property needs, reported once at its highest node (a whole
/// unknown type once, at the type's key), per locale.
struct OrphanKeyRule: CheckRule {
    var rules: [RuleID] { [.orphanKey] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The orphans come from each locale's one pass over its entries (`EntryWalk`).
        for (locale, walk) in zip(context.catalog.locales, context.entryWalks) {
            for orphan in walk.orphans where !context.misspelledKeys.isMisspelling(orphan.key, in: locale) {
                let message: String
                if orphan.isType {
                    message =
                        "type '\(orphan.key)' in locale '\(locale)' has no localized property in the scanned "
                        + "sources; delete it, or fix the type name"
                } else {
                    message =
                        "'\(orphan.key)' in locale '\(locale)' is not needed by any property; delete it, or fix "
                        + "its spelling to match the property"
                }
                diagnostics.append(
                    Diagnostic(rule: .orphanKey, message: message, location: orphan.location))
            }
        }
        return diagnostics
    }
}
