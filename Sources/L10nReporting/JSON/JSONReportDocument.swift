import L10nCore

/// The document `--format json` writes, version 1; `docs/json-format.md` describes every
/// field.
///
/// Fields are only ever added within a version; removing or renaming one, or changing what a
/// rule id means, needs a new `version`. Decode with `JSONDecoder` to consume the output
/// from Swift.
public struct JSONReportDocument: Sendable, Hashable, Codable {
    /// The format version this type writes.
    public static let currentVersion = 1

    public var version: Int
    public var diagnostics: [Finding]
    public var summary: ReportSummary

    public struct Finding: Sendable, Hashable, Codable {
        public var rule: String
        public var severity: String
        public var message: String
        public var location: Location
        public var related: [Related]
        /// Present only when the finding has a mechanical fix.
        public var fixIt: String?

        public init(
            rule: String, severity: String, message: String, location: Location, related: [Related],
            fixIt: String?
        ) {
            self.rule = rule
            self.severity = severity
            self.message = message
            self.location = location
            self.related = related
            self.fixIt = fixIt
        }
    }

    public struct Location: Sendable, Hashable, Codable {
        /// Relative to the working directory when the file lies under it.
        public var file: String
        public var line: Int
        /// In Unicode scalars, 1-based.
        public var column: Int

        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    public struct Related: Sendable, Hashable, Codable {
        public var message: String
        public var location: Location

        public init(message: String, location: Location) {
            self.message = message
            self.location = location
        }
    }

    public init(version: Int = Self.currentVersion, diagnostics: [Finding], summary: ReportSummary) {
        self.version = version
        self.diagnostics = diagnostics
        self.summary = summary
    }
}

extension JSONReportDocument {
    /// The document for `report`, findings sorted, paths shown through `paths`.
    public init(_ report: Report, paths: WorkingDirectoryPaths) {
        func location(_ location: SourceLocation) -> Location {
            Location(file: paths.relative(location.file), line: location.line, column: location.column)
        }
        var summary = report.summary
        // Rounded to milliseconds; a NaN or infinite time (a clock gone wrong) is not valid
        // JSON, 0 is.
        summary.elapsedSeconds =
            summary.elapsedSeconds.isFinite ? (summary.elapsedSeconds * 1000).rounded() / 1000 : 0
        self.init(
            diagnostics: report.sortedDiagnostics.map { diagnostic in
                Finding(
                    rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue,
                    message: diagnostic.message, location: location(diagnostic.location),
                    related: diagnostic.related.map {
                        Related(message: $0.message, location: location($0.location))
                    },
                    fixIt: diagnostic.fixIt)
            },
            summary: summary)
    }
}
