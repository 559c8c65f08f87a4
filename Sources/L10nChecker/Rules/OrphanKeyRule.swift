import L10nCore

/// `orphan-key`: a catalog key no property needs, reported once at its highest node (a whole
/// unknown type once, at the type's key), per locale.
struct OrphanKeyRule: CheckRule {
    var rules: [RuleID] { [.orphanKey] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for locale in context.catalog.locales {
            for entry in context.catalog.entries(in: locale)
            where isHighestOrphan(entry, context) {
                let message: String
                if entry.parentKey == nil {
                    message =
                        "type '\(entry.key)' in locale '\(locale)' has no localized property in the scanned "
                        + "sources; delete it, or fix the type name"
                } else {
                    message =
                        "'\(entry.key)' in locale '\(locale)' is not needed by any property; delete it, or fix "
                        + "its spelling to match the property"
                }
                diagnostics.append(
                    Diagnostic(rule: .orphanKey, message: message, location: entry.keyLocation))
            }
        }
        return diagnostics
    }

    /// An orphan whose parent is not: the parent is a namespace of needed keys (or the locale).
    func isHighestOrphan(_ entry: CatalogEntry, _ context: CheckContext) -> Bool {
        guard isOrphan(entry.key[...], context) else { return false }
        guard let parent = entry.parentKey else { return true }
        return !isOrphan(parent, context)
    }

    private func isOrphan(_ key: Substring, _ context: CheckContext) -> Bool {
        let key = String(key)
        return !context.neededKeys.contains(key) && !context.neededPrefixes.contains(key)
            && !context.isInsideNeededKey(key)
    }
}
