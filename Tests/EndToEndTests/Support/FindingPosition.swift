import L10nReporting

/// A finding reduced to what the end-to-end tests pin down: rule id, file, line and column.
struct FindingPosition: Hashable, Comparable, CustomStringConvertible {
    var rule: String
    var file: String
    var line: Int
    var column: Int

    init(_ rule: String, _ file: String, _ line: Int, _ column: Int) {
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
    }

    init(_ finding: JSONReportDocument.Finding) {
        self.init(finding.rule, finding.location.file, finding.location.line, finding.location.column)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }

    var description: String { "\(file):\(line):\(column) [\(rule)]" }
}
