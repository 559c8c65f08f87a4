import Foundation

/// The closing line of the text output:
/// `checked 12 files, 5 types, 48 keys, 4 locales: 2 errors, 1 warning, 0 notes in 0.04 s`.
enum SummaryLine {
    static func text(for summary: ReportSummary) -> String {
        let inputs = [
            counted(summary.files, "file"), counted(summary.types, "type"), counted(summary.keys, "key"),
            counted(summary.locales, "locale"),
        ]
        let findings = [
            counted(summary.errors, "error"), counted(summary.warnings, "warning"),
            counted(summary.notes, "note"),
        ]
        let elapsed = String(format: "%.2f", summary.elapsedSeconds)
        return
            "checked \(inputs.joined(separator: ", ")): \(findings.joined(separator: ", ")) in \(elapsed) s"
    }

    /// `1 file`, `0 files`, `2 files`.
    static func counted(_ count: Int, _ noun: String) -> String {
        count.counted(noun)
    }
}
