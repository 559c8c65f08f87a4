import L10nCore
import L10nReporting

/// A small report used by several reporter tests: one error with a related location, one
/// warning with a fix-it, one note in a file without source text.
enum SampleReport {
    static let englishSource = """
        en:
          title: Hello
          title: no
        """

    static let duplicate = Diagnostic(
        rule: .duplicateKey, message: "duplicate key `title`",
        location: SourceLocation(file: "Resources/en.yml", line: 3, column: 3),
        related: [
            Diagnostic.Related(
                message: "first defined here",
                location: SourceLocation(file: "Resources/en.yml", line: 2, column: 3))
        ])

    static let yaml11 = Diagnostic(
        rule: .yaml11Scalar, message: "`no` reads as false in YAML 1.1",
        location: SourceLocation(file: "Resources/en.yml", line: 3, column: 10), fixIt: "\"no\"")

    static let empty = Diagnostic(
        rule: .emptyFile, message: "the file holds no content",
        location: SourceLocation(file: "Resources/empty.yml", line: 1, column: 1))

    /// Deliberately unsorted, so the tests see the reporters sort.
    static let report = Report(
        diagnostics: [yaml11, duplicate, empty], files: 2, types: 1, keys: 3, locales: 1,
        elapsedSeconds: 0.0412)

    static let sourceLines = InMemorySourceLineProvider(files: ["Resources/en.yml": englishSource])
}
