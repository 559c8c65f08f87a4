import L10nCore
import L10nEditing

/// One safe fix of one finding: which finding, what it does, and the edit itself, applied to
/// a set of documents (the shared set of `l10nc fix`, or a fresh one per finding for SARIF).
struct PlannedFix {
    /// The order fixes are applied in: a file indented with tabs is re-indented before any
    /// other edit can open it; positions of YAML 1.1 scalars are the reader's, so they are
    /// quoted before anything moves; renames before insertions, removals last.
    enum Phase: Int, Comparable {
        case reindent, quote, rename, insert, remove

        static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var rule: RuleID
    /// The location of the finding it fixes.
    var location: SourceLocation
    /// What it does, for the report and SARIF's `fix.description`.
    var summary: String
    var phase: Phase
    var apply: (inout ResourceDocumentSet) throws(ResourceEditError) -> Void
    /// What the fix changes in `l10nc.lock`: a rename carries the key's records to the new key,
    /// a stub or `--fill` text is recorded as still to translate.
    var updateLock: ((inout TranslationLock) -> Void)? = nil
}
