import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime

extension AgentWorkspace {
    /// `l10n_accept`: marks the matching translations as made from today's default-locale text
    /// and reviewed (clearing `stale-translation` and `needs-review`), and records every
    /// translation not recorded yet, as `l10nc fix --accept` does; the lock is written through
    /// the one transaction.
    public mutating func accept(_ request: AcceptRequest) throws(AgentError) -> AcceptResult {
        refresh(findings: false)
        let index = try projectIndex(request.project)
        let view = try view(ofProjectAt: index)
        try view.requireWritableConfiguration()
        guard let lockPath = view.snapshot.lockPath else {
            throw .unreadable("\(view.name) has no place for l10nc.lock (no configuration file)")
        }
        var locales: [LocaleIdentifier] = []
        for text in request.locales ?? [] {
            guard let locale = LocaleIdentifier(text) else {
                throw .invalidArgument("'\(text)' in locales is not a BCP 47 locale identifier")
            }
            locales.append(locale)
        }
        let keys = request.keys ?? []
        // The whole catalog: accepting reads every translation (`fix --accept` does too).
        let inventory = TranslationInventory(
            catalog: view.snapshot.catalog, defaultLocale: view.defaultLocale)
        let unknown = keys.filter { inventory.items[$0] == nil }
        if !unknown.isEmpty {
            throw .invalidArgument(
                "no translatable key \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in '\(view.defaultLocale)'; "
                    + "l10n_gaps with only: \"review\" or \"stale\" lists the keys to accept")
        }
        let before = view.lock
        var lock = before ?? TranslationLock(defaultLocale: view.defaultLocale)
        let accepted = lock.accept(from: inventory, keys: keys, locales: locales)
        lock.recordNew(from: inventory)
        guard lock != before else {
            return AcceptResult(accepted: 0, lock: nil, reviewsLeft: Self.reviewCount(lock))
        }
        var transaction = WriteTransaction()
        do {
            try transaction.write(lock, to: lockPath)
            try transaction.commit()
        } catch {
            throw .writeFailed("\(error)")
        }
        wrote([lockPath], created: false, lockPath: lockPath, lock: lock, roots: view.project.folders.roots)
        return AcceptResult(
            accepted: accepted, lock: paths.relative(lockPath), reviewsLeft: Self.reviewCount(lock))
    }

    static func reviewCount(_ lock: TranslationLock) -> Int {
        lock.needsReview.values.reduce(0) { $0 + $1.count }
    }
}

extension ProjectView {
    /// Throws when `l10nc.yml` has errors: no writer writes then.
    func requireWritableConfiguration() throws(AgentError) {
        guard configurationHasErrors else { return }
        throw .configurationHasErrors(
            path: paths.relative(project.configurationPath),
            findings: snapshot.diagnostics.filter { $0.severity == .error }.map(\.message))
    }
}
