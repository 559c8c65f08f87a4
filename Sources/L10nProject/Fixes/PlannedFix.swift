import L10nCore
import L10nEditing

/// One safe fix of one finding: which finding, what it does, and the edit itself, applied to
/// a set of documents (the shared set of `l10nc fix`, or a fresh one per finding for SARIF).
public struct PlannedFix: Sendable {
    /// The order fixes are applied in: a file indented with tabs is re-indented before any
    /// other edit can open it; positions of YAML 1.1 scalars are the reader's, so they are
    /// quoted before anything moves; renames before insertions, removals last.
    public enum Phase: Int, Comparable, Sendable {
        case reindent, quote, rename, insert, remove

        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var rule: RuleID
    /// The location of the finding it fixes.
    public var location: SourceLocation
    /// What it does, for the report and SARIF's `fix.description`.
    public var summary: String
    public var phase: Phase
    public var apply: @Sendable (inout ResourceDocumentSet) throws(ResourceEditError) -> Void
    /// What the fix changes in `l10nc.lock`: a rename carries the key's records to the new key,
    /// a stub or `--fill` text is recorded as still to translate.
    public var updateLock: (@Sendable (inout TranslationLock) -> Void)? = nil
    /// For a fix that only adds a key: the key, its value and its file, which is all `apply`
    /// does. `ResourceDocumentSet.apply(_:)` adds the keys of one file together.
    public var insertion: ResourceDocumentSet.Insertion?

    public init(
        rule: RuleID, location: SourceLocation, summary: String, phase: Phase,
        apply: @escaping @Sendable (inout ResourceDocumentSet) throws(ResourceEditError) -> Void,
        updateLock: (@Sendable (inout TranslationLock) -> Void)? = nil
    ) {
        self.rule = rule
        self.location = location
        self.summary = summary
        self.phase = phase
        self.apply = apply
        self.updateLock = updateLock
    }

    /// A fix that adds `insertion`'s key: `apply` inserts it alone
    /// (`ResourceDocument.insert(_:at:)`).
    public init(
        rule: RuleID, location: SourceLocation, summary: String, phase: Phase,
        insertion: ResourceDocumentSet.Insertion,
        updateLock: (@Sendable (inout TranslationLock) -> Void)? = nil
    ) {
        self.init(
            rule: rule, location: location, summary: summary, phase: phase,
            apply: { (documents: inout ResourceDocumentSet) throws(ResourceEditError) in
                try documents.edit(insertion.file) {
                    (document: inout ResourceDocument) throws(ResourceEditError) in
                    try document.insert(insertion.value, at: insertion.keyPath)
                }
            }, updateLock: updateLock)
        self.insertion = insertion
    }
}
