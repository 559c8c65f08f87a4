/// Turns a report into the text of one output format.
///
/// Rendering is pure: the same report gives the same string, so output is stable from run
/// to run and can be compared byte for byte in tests.
public protocol DiagnosticReporter: Sendable {
    /// The complete output, ending with a newline.
    func render(_ report: Report) -> String

    /// The same output, written to `output` as it is made: a reporter that can stream (text)
    /// holds one finding at a time, not the whole output.
    func write(_ report: Report, to output: inout some TextOutputStream)
}

extension DiagnosticReporter {
    public func write(_ report: Report, to output: inout some TextOutputStream) {
        output.write(render(report))
    }
}
