import L10nCore

/// A mechanical fix of one finding: text replacing exact spans of files, possibly of files
/// other than the finding's own (a missing key is found in Swift and fixed in YAML).
/// `--format sarif` writes it as a SARIF `fix`.
public struct DiagnosticFix: Sendable, Hashable {
    /// One span of one file and the text that replaces it; an insertion has an empty span.
    public struct Replacement: Sendable, Hashable {
        public var file: String
        public var byteOffset: Int
        public var byteLength: Int
        /// 1-based; columns in Unicode scalars, as every location in l10nc.
        public var startLine: Int
        public var startColumn: Int
        /// Just past the span.
        public var endLine: Int
        public var endColumn: Int
        public var insertedText: String

        public init(
            file: String, byteOffset: Int, byteLength: Int, startLine: Int, startColumn: Int, endLine: Int,
            endColumn: Int, insertedText: String
        ) {
            self.file = file
            self.byteOffset = byteOffset
            self.byteLength = byteLength
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
            self.insertedText = insertedText
        }
    }

    public var description: String
    public var replacements: [Replacement]

    public init(description: String, replacements: [Replacement]) {
        self.description = description
        self.replacements = replacements
    }
}
