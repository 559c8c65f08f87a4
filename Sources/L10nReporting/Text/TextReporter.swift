import L10nCore

/// Compiler-style output for people:
///
/// ```
/// Resources/en.yml:3:10: error: message [rule-id]
///   title: no
///          ^
/// fix-it: "no"
/// Resources/de.yml:2:3: note: related message
/// checked 2 files, 1 type, 3 keys, 2 locales: 1 error, 0 warnings, 0 notes in 0.01 s
/// ```
///
/// Paths are printed as the diagnostics give them, so an editor or terminal can open them
/// from the working directory the tool ran in.
public struct TextReporter: DiagnosticReporter {
    /// ANSI colors; the CLI decides with `TerminalCapabilities.shouldUseColor`.
    public var colors: Bool
    public var sourceLines: any SourceLineProvider

    public init(colors: Bool = false, sourceLines: any SourceLineProvider = FileSourceLineProvider()) {
        self.colors = colors
        self.sourceLines = sourceLines
    }

    public func render(_ report: Report) -> String {
        var output = ""
        write(report, to: &output)
        return output
    }

    /// Writes the report finding by finding, so that output starts at once and what is held
    /// at a time is one finding's lines.
    public func write(_ report: Report, to output: inout some TextOutputStream) {
        for diagnostic in report.sortedDiagnostics {
            for line in lines(for: diagnostic) {
                output.write(line)
                output.write("\n")
            }
        }
        output.write(SummaryLine.text(for: report.summary) + "\n")
    }

    /// The lines of one finding, without line breaks.
    func lines(for diagnostic: Diagnostic) -> [String] {
        let location = ANSIStyle.bold.apply(position(diagnostic.location) + ":", enabled: colors)
        let label = Self.labelStyle(diagnostic.severity).apply(
            diagnostic.severity.rawValue + ":", enabled: colors)
        let message = ANSIStyle.bold.apply(TerminalText.sanitized(diagnostic.message), enabled: colors)
        let rule = ANSIStyle.dim.apply("[\(diagnostic.rule)]", enabled: colors)
        var lines = ["\(location) \(label) \(message) \(rule)"]

        // An empty line gives a caret under nothing; the position alone says as much.
        if let excerpt = sourceLines.excerpt(
            line: diagnostic.location.line, column: diagnostic.location.column, in: diagnostic.location.file),
            !excerpt.text.isEmpty
        {
            let source = excerpt.text
            lines.append(TerminalText.sanitized(source))
            let caret = CaretLine.pointing(atColumn: excerpt.caretColumn, of: source)
            lines.append(
                colors ? String(caret.dropLast()) + ANSIStyle.boldGreen.apply("^", enabled: true) : caret)
        }
        if let fixIt = diagnostic.fixIt {
            // A new indentation is invisible as it is: said as a count of spaces.
            let shown =
                !fixIt.isEmpty && fixIt.allSatisfy({ $0 == " " })
                ? "indent with \(fixIt.count) \(fixIt.count == 1 ? "space" : "spaces")"
                : TerminalText.sanitized(fixIt)
            lines.append(ANSIStyle.boldGreen.apply("fix-it:", enabled: colors) + " " + shown)
        }
        for related in diagnostic.related {
            let relatedLocation = ANSIStyle.bold.apply(position(related.location) + ":", enabled: colors)
            let note = Self.labelStyle(.note).apply("note:", enabled: colors)
            lines.append("\(relatedLocation) \(note) \(TerminalText.sanitized(related.message))")
        }
        return lines
    }

    private func position(_ location: SourceLocation) -> String {
        "\(TerminalText.sanitized(location.file)):\(location.line):\(location.column)"
    }

    private static func labelStyle(_ severity: Severity) -> ANSIStyle {
        switch severity {
        case .error: .boldRed
        case .warning: .boldMagenta
        case .note: .boldCyan
        }
    }
}
