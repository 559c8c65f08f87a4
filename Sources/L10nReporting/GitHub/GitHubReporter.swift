import L10nCore

/// `--format github`: one workflow command per finding, which GitHub Actions shows as an
/// annotation on the changed file, then the summary line as plain log text.
///
/// ```
/// ::error file=Resources/en.yml,line=3,col=10,title=yaml11-scalar::message
/// ```
///
/// Notes become `::notice`, since Actions has no `note` command; related locations and the
/// fix-it are appended to the message on lines of their own. A key missing in a locale gets a
/// `::notice` in that locale's YAML as well, at the section it belongs in.
public struct GitHubReporter: DiagnosticReporter {
    public var paths: WorkingDirectoryPaths

    /// Paths under `workingDirectory` (the checkout, in a workflow) are written relative to it,
    /// which is what annotations need.
    public init(workingDirectory: String) {
        paths = WorkingDirectoryPaths(workingDirectory: workingDirectory)
    }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.sortedDiagnostics {
            output += command(for: diagnostic) + "\n"
            // A key missing in a locale is annotated in that locale's YAML too, where it belongs.
            for note in diagnostic.notesWhereMissing { output += command(for: note) + "\n" }
        }
        output += SummaryLine.text(for: report.summary) + "\n"
        return output
    }

    func command(for diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        let file = paths.relative(diagnostic.location.file)
        if !file.isEmpty { properties.append("file=" + WorkflowCommandEscaping.property(file)) }
        if diagnostic.location.line >= 1 {
            properties.append("line=\(diagnostic.location.line)")
            if diagnostic.location.column >= 1 { properties.append("col=\(diagnostic.location.column)") }
        }
        properties.append("title=" + WorkflowCommandEscaping.property(diagnostic.rule.rawValue))

        var message = diagnostic.message
        if let fixIt = diagnostic.fixIt { message += "\nfix-it: " + fixIt }
        for related in diagnostic.related {
            let location = related.location
            message +=
                "\nnote: \(paths.relative(location.file)):\(location.line):\(location.column): \(related.message)"
        }
        return "::\(Self.commandName(diagnostic.severity)) \(properties.joined(separator: ","))::"
            + WorkflowCommandEscaping.data(message)
    }

    private static func commandName(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
