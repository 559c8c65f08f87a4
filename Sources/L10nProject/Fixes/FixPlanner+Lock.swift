import L10nCore
import L10nEditing
import L10nRuntime

extension FixPlanner {
    /// The lock as `applied` fixes leave it: renamed keys keep their records, stubs and fills
    /// are recorded as still to translate. `nil` when no fix touches the lock and there is
    /// none; a lock is started only to record placeholders and memory matches (the translations' sources stay
    /// untracked until `l10nc lock`). `changed` says whether it differs from `existing`.
    public static func lock(
        after applied: [PlannedFix], existing: TranslationLock?, defaultLocale: LocaleIdentifier
    ) -> (lock: TranslationLock, changed: Bool)? {
        let updates = applied.compactMap(\.updateLock)
        guard !updates.isEmpty else { return existing.map { ($0, false) } }
        var lock = existing ?? TranslationLock(defaultLocale: defaultLocale)
        for update in updates { update(&lock) }
        if existing == nil, lock.needsTranslation.isEmpty, lock.needsReview.isEmpty { return nil }
        return (lock, lock != existing)
    }
}
