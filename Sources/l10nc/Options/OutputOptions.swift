import ArgumentParser
import Foundation
import L10nReporting

extension ReportFormat: ExpressibleByArgument {}

/// How findings are printed.
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Output format: 'text' (compiler-style lines with the source line and a caret), 'json' (the stable "
                + "schema of docs/json-format.md), 'sarif' (SARIF 2.1.0, for code-scanning uploads) or 'github' "
                + "(workflow commands that annotate a pull request).",
            valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: "Treat warnings as errors: they are reported as errors and make the exit status 1.")
    var warningsAsErrors = false

    /// Writes `report` to standard output in the chosen format, streamed; text in color on a
    /// terminal that shows it.
    func write(_ report: Report) {
        Self.write(report, format: format)
    }

    /// Writes `report` in `format` to standard output (for a command without output options).
    static func write(_ report: Report, format: ReportFormat) {
        let colors =
            format == .text
            && TerminalCapabilities.shouldUseColor(
                fileDescriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
        var standardOutput = StandardOutputStream()
        format.makeReporter(ReporterOptions(colors: colors)).write(report, to: &standardOutput)
    }
}
