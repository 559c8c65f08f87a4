/// Where the text reporter gets the source line it prints under a finding.
public protocol SourceLineProvider: Sendable {
    /// Line `number` (1-based) of `file` without its line break, or `nil` when the file
    /// cannot be read or has no such line.
    func line(_ number: Int, in file: String) -> String?
}
