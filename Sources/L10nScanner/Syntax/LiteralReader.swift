import L10nCore
import SwiftParser
import SwiftSyntax

/// Reads the literal values the scanner understands out of expressions; `nil` (or a thrown
/// ``UnreadableArgument``) for anything that would need the code to run.
enum LiteralReader {
    /// A string literal without interpolation, escapes resolved.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        // A one-line literal of one segment without escapes (nearly every key) is its text:
        // `representedLiteralValue` spells it through a general unescaping pass.
        if literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote, !literal.hasError,
            literal.segments.count == 1, case .stringSegment(let segment)? = literal.segments.first,
            !segment.content.text.utf8.contains(UInt8(ascii: "\\"))
        {
            return segment.content.text
        }
        return literal.representedLiteralValue
    }

    static func string(_ expression: ExprSyntax, argument: String) throws(UnreadableArgument) -> String {
        guard let value = string(expression) else {
            throw UnreadableArgument("`\(argument)` is not a string literal", at: expression)
        }
        return value
    }

    static func integer(_ expression: ExprSyntax, argument: String) throws(UnreadableArgument) -> Int {
        guard let value = expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue else {
            throw UnreadableArgument("`\(argument)` is not an integer literal", at: expression)
        }
        return value
    }

    /// `"a"` or `["a", "b"]`: the two spellings of `parentKeys:`.
    static func strings(_ expression: ExprSyntax, argument: String) throws(UnreadableArgument) -> [String] {
        try stringLiterals(expression, argument: argument).map(\.value)
    }

    /// `"a"` or `["a", "b"]`, each value with the literal that spells it.
    static func stringLiterals(
        _ expression: ExprSyntax, argument: String
    ) throws(UnreadableArgument) -> [(value: String, literal: ExprSyntax)] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            return [(try string(expression, argument: argument), expression)]
        }
        var values: [(value: String, literal: ExprSyntax)] = []
        for element in array.elements {
            values.append((try string(element.expression, argument: argument), element.expression))
        }
        return values
    }

    /// Where a one-line string literal's text starts (after the opening quote) and the text as
    /// written, escapes unresolved; `nil` for a multi-line literal or one with interpolation.
    static func spelling(_ expression: ExprSyntax) -> (position: AbsolutePosition, text: String)? {
        guard let literal = expression.as(StringLiteralExprSyntax.self),
            literal.openingQuote.tokenKind == .stringQuote
        else { return nil }
        let segments = Array(literal.segments)
        if segments.isEmpty { return (literal.openingQuote.endPositionBeforeTrailingTrivia, "") }
        guard segments.count == 1, let segment = segments[0].as(StringSegmentSyntax.self) else { return nil }
        return (segment.content.positionAfterSkippingLeadingTrivia, segment.content.text)
    }

    /// The literals that spell a key's components in order, from its first component; `nil`
    /// when one of them is not a one-line literal (its text cannot be located).
    static func keyLiterals(
        spelledBy literals: [ExprSyntax], location: (AbsolutePosition) -> L10nCore.SourceLocation
    ) -> [KeyLiteral]? {
        var result: [KeyLiteral] = []
        var component = 0
        for expression in literals {
            guard let spelling = spelling(expression) else { return nil }
            let literal = KeyLiteral(
                location: location(spelling.position), text: spelling.text, firstComponent: component)
            component += literal.components.count
            result.append(literal)
        }
        return result.isEmpty ? nil : result
    }

    /// The member a key path names when its root is the enclosing type: `\.x`, `\Self.x` or
    /// `\T.x`; one leading underscore is dropped, since `\._title` is `title`'s wrapper.
    static func memberName(ofKeyPath expression: ExprSyntax, enclosingTypeName: String) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
            let component = keyPath.components.first,
            case .property(let property) = component.component
        else { return nil }
        if let root = keyPath.root {
            guard let rootPath = typePath(of: root),
                rootPath == ["Self"] || rootPath.last == enclosingTypeName
            else { return nil }
        }
        let name = identifier(property.declName.baseName)
        guard name.hasPrefix("_"), name.count > 1 else { return name }
        return String(name.dropFirst())
    }

    /// A key path, or an array literal of key paths, to members of the enclosing type.
    static func memberNames(
        ofKeyPaths expression: ExprSyntax, enclosingTypeName: String, argument: String
    ) throws(UnreadableArgument) -> [String] {
        let elements =
            expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        var names: [String] = []
        for element in elements {
            guard let name = memberName(ofKeyPath: element, enclosingTypeName: enclosingTypeName) else {
                throw UnreadableArgument(
                    "`\(argument)` is not a key path to a member of the same type", at: element)
            }
            names.append(name)
        }
        return names
    }

    /// The names of a type as written, generic arguments dropped: `Page<Item>` is `["Page"]`,
    /// `Outer.Inner` is `["Outer", "Inner"]`.
    static func typePath(of type: TypeSyntax) -> [String]? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [self.identifier(identifier.name)]
        }
        if let member = type.as(MemberTypeSyntax.self), let base = typePath(of: member.baseType) {
            return base + [identifier(member.name)]
        }
        return nil
    }

    /// `typePath(of:)?.last`, without making the path: what a wrapper attribute's name is
    /// compared by, for every attribute of every scanned file.
    static func lastTypeName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return self.identifier(identifier.name) }
        if let member = type.as(MemberTypeSyntax.self), isTypePath(member.baseType) {
            return identifier(member.name)
        }
        return nil
    }

    /// Whether `typePath(of:)` has a path for `type`.
    private static func isTypePath(_ type: TypeSyntax) -> Bool {
        if type.is(IdentifierTypeSyntax.self) { return true }
        if let member = type.as(MemberTypeSyntax.self) { return isTypePath(member.baseType) }
        return false
    }

    /// The type of a `T.self` expression.
    static func metatype(_ expression: ExprSyntax) -> MetatypeReference? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "self",
            let base = access.base, let path = typeExpressionPath(base)
        else { return nil }
        return path == ["Self"] ? .selfType : .named(path)
    }

    /// `rawValue`, `self.rawValue` or `status.rawValue`: whichever value it is, it is the raw
    /// value of one case of the `for:` enum.
    static func isRawValue(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "rawValue"
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base != nil {
            return access.declName.baseName.text == "rawValue"
        }
        return false
    }

    /// A name token's text without the backticks of an escaped keyword (`` `default` ``).
    /// The only token of `node` (source-accurate), when it has exactly one: then its
    /// `trimmedDescription` is that token's text, without spelling the node.
    static func onlyToken(of node: some SyntaxProtocol) -> TokenSyntax? {
        guard let first = node.firstToken(viewMode: .sourceAccurate),
            first.id == node.lastToken(viewMode: .sourceAccurate)?.id
        else { return nil }
        return first
    }

    static func identifier(_ token: TokenSyntax) -> String {
        let text = token.text
        let backtick = UInt8(ascii: "`")
        guard text.utf8.first == backtick, text.utf8.last == backtick, text.utf8.count >= 2 else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    /// The type an expression names in `T.self` position.
    private static func typeExpressionPath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [identifier(reference.baseName)]
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let basePath = typeExpressionPath(base)
        {
            return basePath + [identifier(access.declName.baseName)]
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return typeExpressionPath(specialization.expression)
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) {
            return typePath(of: typeExpression.type)
        }
        return nil
    }
}
