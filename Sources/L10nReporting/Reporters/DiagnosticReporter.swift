/// Turns a report into the text of one output format.
///
/// Rendering is pure: the same report gives the same string, so output is stable from run
/// to run and can be compared byte for byte in tests.
public protocol DiagnosticReporter: Sendable {
    /// The complete output, ending with a newline.
    func render(_ report: Report) -> String
}
