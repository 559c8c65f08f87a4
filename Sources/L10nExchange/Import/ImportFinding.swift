import L10nCore

/// A problem with a translators' file, at its position in that file.
public struct ImportFinding: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong. The raw values are stable ids, shown in brackets after each message.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Not a readable translation file: bad XML or PO syntax, no target language.
        case syntax = "import-syntax"
        /// The file was made for another source locale than the project's default.
        case wrongSourceLocale = "import-source-locale"
        /// A unit whose key the default locale does not have.
        case unknownKey = "import-unknown-key"
        /// The same unit twice in one file.
        case duplicateUnit = "import-duplicate-unit"
        /// A placeholder added, removed or renamed, or markup that is not one of the file's
        /// placeholder codes.
        case placeholderMismatch = "import-placeholder"
        /// A plural category the target locale needs and the file does not give.
        case pluralCategoryMissing = "import-plural-missing"
        /// A plural category the target locale does not use.
        case pluralCategoryExtra = "import-plural-extra"
        /// A unit marked translated with no text.
        case emptyTarget = "import-empty-target"
        /// The source text in the file is not today's default-locale text: the translation was
        /// made for a text that has since changed.
        case staleSource = "import-stale-source"
        /// Some elements of an array were translated, not all: the array is left as it was.
        case incompleteArray = "import-incomplete-array"
        /// The message's text in the resources changed since the file was exported (another
        /// import, an edit): importing would overwrite newer work, as a merge conflict would.
        case conflict = "import-conflict"
        /// A String Catalog text that varies by something l10nc keeps one text for (`device`,
        /// `substitutions`): not imported, said rather than dropped (a warning).
        case unsupportedVariation = "import-variation"
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(_ kind: Kind, severity: Severity = .error, message: String, location: SourceLocation) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `file:line:column: error: message [kind]`, as compilers write.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(kind.rawValue)]"
    }
}
