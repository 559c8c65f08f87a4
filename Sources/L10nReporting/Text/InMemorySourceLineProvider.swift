/// Source lines from text held in memory: for tests, and for input read from standard
/// input that has no file to read again.
public struct InMemorySourceLineProvider: SourceLineProvider {
    private let linesByFile: [String: [Substring]]

    /// `files` maps a path, exactly as diagnostics spell it, to the file's text.
    public init(files: [String: String]) {
        linesByFile = files.mapValues { SourceText.lines(of: $0) }
    }

    public func line(_ number: Int, in file: String) -> String? {
        guard let lines = linesByFile[file], number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
