/// `Diagnostic`: one finding in a document.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// `DiagnosticSeverity`: 1 error, 2 warning, 3 information, 4 hint.
    public enum Severity: Int, Sendable, Hashable, Codable {
        case error = 1, warning, information, hint
    }

    /// `DiagnosticTag`: how a client may render the range.
    public enum Tag: Int, Sendable, Hashable, Codable {
        /// Unused or unnecessary code, shown faded.
        case unnecessary = 1
        case deprecated
    }

    /// `CodeDescription`: where the code is explained.
    public struct CodeDescription: Sendable, Hashable, Codable {
        public var href: String
        public init(href: String) { self.href = href }
    }

    /// `DiagnosticRelatedInformation`: a second place that explains the first.
    public struct RelatedInformation: Sendable, Hashable, Codable {
        public var location: Location
        public var message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    public var range: TextRange
    public var severity: Severity?
    /// The rule id (`missing-key`).
    public var code: String?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var tags: [Tag]?
    public var relatedInformation: [RelatedInformation]?

    public init(
        range: TextRange, severity: Severity? = nil, code: String? = nil,
        codeDescription: CodeDescription? = nil,
        source: String? = nil, message: String, tags: [Tag]? = nil,
        relatedInformation: [RelatedInformation]? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
    }
}

/// `textDocument/publishDiagnostics` parameters: every diagnostic of one document.
public struct PublishDiagnosticsParams: Sendable, Hashable, Codable {
    public var uri: DocumentURI
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int? = nil, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
