/// `l10nc check` reported findings at error severity (or could not run) for these targets.
struct CheckFailure: Error, CustomStringConvertible {
    var targets: [String]

    var description: String {
        "l10nc check failed for \(targets.joined(separator: ", ")): fix the findings it printed, then run again"
    }
}
