import Foundation

/// `--format json`: the versioned document of `JSONReportDocument`, pretty-printed with
/// sorted keys so the output is byte-identical for the same findings.
public struct JSONReporter: DiagnosticReporter {
    public var paths: WorkingDirectoryPaths

    /// Absolute paths under `workingDirectory` are written relative to it.
    public init(workingDirectory: String) {
        paths = WorkingDirectoryPaths(workingDirectory: workingDirectory)
    }

    public func render(_ report: Report) -> String {
        JSONReportWriter.string(JSONReportDocument(report, paths: paths))
    }
}
