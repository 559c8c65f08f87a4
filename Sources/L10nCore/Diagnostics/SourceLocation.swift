/// A position in a resource or source file.
///
/// Lines and columns are 1-based; a column counts Unicode scalars from the start of the
/// line, the same for YAML and Swift files, so a caret lands under the character an
/// editor shows (SARIF's `unicodeCodePoints` column kind).
public struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The path as the tool was given it (relative paths stay relative).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
