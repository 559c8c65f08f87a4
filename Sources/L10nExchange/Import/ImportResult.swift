import L10nEditing
import L10nRuntime

/// What an imported file gives: the translations that passed every check, and the findings.
public struct ImportResult: Sendable {
    /// One message's translation, ready to be written into the resources.
    public struct Translation: Sendable, Hashable {
        public var key: String
        public var value: EditValue
    }

    public var file: ImportedFile
    /// The locale the file translates into, when it names a valid one.
    public var locale: LocaleIdentifier?
    /// In key order.
    public var translations: [Translation]
    public var findings: [ImportFinding]
    /// Units left out because the file has no translation for them yet.
    public var untranslatedUnits: Int
    /// Units left out because they are still marked for review (`fuzzy`, `needs-review`).
    public var unreviewedUnits: Int

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
