import SwiftSyntax

/// Finds the first syntax error of a tree: a token the parser had to invent (missing) or
/// text it could not place (unexpected), whichever comes first in the source.
final class ParseErrorFinder: SyntaxAnyVisitor {
    /// The error's byte offset and a short description.
    private(set) var firstError: (offset: Int, message: String)?

    init() {
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard firstError == nil, !node.isEmpty else { return .skipChildren }
        let text = node.trimmedDescription
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        let excerpt = firstLine.count > 40 ? firstLine.prefix(40) + "…" : firstLine
        firstError = (node.positionAfterSkippingLeadingTrivia.utf8Offset, "unexpected code `\(excerpt)`")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard firstError == nil, token.presence == .missing else { return .skipChildren }
        let expected = token.text.isEmpty ? Self.describe(token.tokenKind) : "`\(token.text)`"
        firstError = (token.positionAfterSkippingLeadingTrivia.utf8Offset, "expected \(expected)")
        return .skipChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        firstError == nil && node.hasError ? .visitChildren : .skipChildren
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "a string"
        default: "more code"
        }
    }
}
