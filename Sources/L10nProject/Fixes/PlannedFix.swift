import L10nCore
import L10nEditing

/// One safe fix of one finding: which finding, what it does, and its edits, made by a
/// `WriteTransaction` (the shared one of `l10nc fix`, or a fresh one per finding for SARIF and
/// the editor).
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
    /// The edits, made together or not at all.
    public var edits: [PlannedEdit]
    /// What the fix changes in `l10nc.lock`: a rename carries the key's records to the new key,
    /// a stub or `--fill` text is recorded as still to translate.
    public var updateLock: (@Sendable (inout TranslationLock) -> Void)? = nil

    public init(
        rule: RuleID, location: SourceLocation, summary: String, phase: Phase, edits: [PlannedEdit],
        updateLock: (@Sendable (inout TranslationLock) -> Void)? = nil
    ) {
        self.rule = rule
        self.location = location
        self.summary = summary
        self.phase = phase
        self.edits = edits
        self.updateLock = updateLock
    }

    /// For a fix that only appends to a list (a locale added to `locales:`): the first text
    /// it appends.
    public var appendedListItem: String? {
        guard edits.count == 1, case .resource(_, .appendToList(_, _, let texts)) = edits[0] else {
            return nil
        }
        return texts.first
    }

    /// For a fix that only adds a key: the key, its value and its file. The keys fixes add to
    /// one file go in together (`ResourceDocumentSet.apply(_:)`).
    public var insertion: ResourceDocumentSet.Insertion? {
        guard edits.count == 1, case .resource(let file, .insert(let value, let keyPath)) = edits[0] else {
            return nil
        }
        return ResourceDocumentSet.Insertion(file: file, value: value, keyPath: keyPath)
    }
}
