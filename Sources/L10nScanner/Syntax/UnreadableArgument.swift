import SwiftSyntax

/// An argument the scanner cannot read without running the code (a variable where a literal
/// is needed); the declaration it belongs to is skipped, not guessed.
struct UnreadableArgument: Error, Sendable {
    /// What was expected, e.g. "`parentKeys:` is not a string literal".
    var reason: String
    /// The argument's position.
    var position: AbsolutePosition

    init(_ reason: String, at node: some SyntaxProtocol) {
        self.reason = reason
        self.position = node.positionAfterSkippingLeadingTrivia
    }
}
