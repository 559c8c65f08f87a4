/// Where the text reporter gets the source line it prints under a finding.
public protocol SourceLineProvider: Sendable {
    /// Line `number` (1-based) of `file` without its line break, or `nil` when the file
    /// cannot be read or has no such line.
    func line(_ number: Int, in file: String) -> String?

    /// The part of line `number` of `file` around 1-based scalar `column` that a finding shows
    /// (`SourceExcerpt`), or `nil` when there is no such line.
    func excerpt(line number: Int, column: Int, in file: String) -> SourceExcerpt?
}

extension SourceLineProvider {
    /// The excerpt cut from `line(_:in:)`; a provider that holds long lines cuts it without
    /// copying the whole line (`FileSourceLineProvider`).
    public func excerpt(line number: Int, column: Int, in file: String) -> SourceExcerpt? {
        guard let text = line(number, in: file) else { return nil }
        return SourceExcerpt.make(line: Substring(text), column: column, cursor: nil).0
    }
}
