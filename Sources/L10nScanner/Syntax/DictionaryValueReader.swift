import SwiftSyntax

/// Reads a member's value as far as substitution names go: a dictionary literal whose keys
/// are all string literals, or something opaque.
enum DictionaryValueReader {
    /// The value of an expression: `["name": userName]`, `[:]`, also in parentheses or with
    /// `as [String: …]`.
    static func value(of expression: ExprSyntax) -> DictionaryValue {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return value(of: only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return value(ofSequence: Array(sequence.elements)[...])
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return value(of: cast.expression)
        }
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else { return .opaque }
        switch dictionary.content {
        case .colon: return .literal(keys: [])
        case .elements(let elements):
            var keys: Set<String> = []
            for element in elements {
                guard let key = LiteralReader.string(element.key) else { return .opaque }
                keys.insert(key)
            }
            return .literal(keys: keys.sorted())
        }
    }

    /// The type of each literal key's value, as far as the expression says it:
    /// `["count": LocalizableInt(value: n)]` gives `LocalizableInt`.
    static func valueTypes(of expression: ExprSyntax) -> [String: String] {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first
        {
            return valueTypes(of: only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            return valueTypes(of: first)
        }
        if let cast = expression.as(AsExprSyntax.self) { return valueTypes(of: cast.expression) }
        guard let dictionary = expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else { return [:] }
        var types: [String: String] = [:]
        for element in elements {
            guard let key = LiteralReader.string(element.key), let type = valueType(of: element.value) else {
                continue
            }
            types[key] = type
        }
        return types
    }

    /// `valueTypes(of:)` of what a getter's body returns.
    static func valueTypes(ofBody items: CodeBlockItemListSyntax) -> [String: String] {
        guard items.count == 1, let item = items.first else { return [:] }
        switch item.item {
        case .expr(let expression): return valueTypes(of: expression)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                return valueTypes(of: expression)
            }
            return statement.as(ReturnStmtSyntax.self)?.expression.map(valueTypes(of:)) ?? [:]
        default: return [:]
        }
    }

    /// The type an expression names: the type of a call (`LocalizableInt(value: n)`,
    /// `LocalizableString.constant(s)`), the wrapped value of a case such as `.int(…)`, or a
    /// literal's type.
    private static func valueType(of expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            // A bare name (`LocalizableString`) is its token's text; anything longer is spelled
            // from its tokens.
            let name = LiteralReader.onlyToken(of: base)?.text ?? base.trimmedDescription
            return name.first?.isUppercase == true ? name : nil
        }
        // `.int(LocalizableInt(value: n))`: what the case wraps, else the case with its dot
        // (`.string(name)`), which a `[String: T]` annotation overrides.
        if call.arguments.count == 1, let argument = call.arguments.first,
            let inner = valueType(of: argument.expression)
        {
            return inner
        }
        return "." + member.declName.baseName.text
    }

    /// The value type of a `[String: T]` annotation.
    static func dictionaryValueType(_ type: TypeSyntax?) -> String? {
        guard let dictionary = type?.as(DictionaryTypeSyntax.self) else { return nil }
        let value = dictionary.value.trimmedDescription
        return value.hasPrefix("any ") ? String(value.dropFirst(4)) : value
    }

    /// The value of the unfolded operands of an expression (`x`, or `x as T`).
    static func value(ofSequence elements: ArraySlice<ExprSyntax>) -> DictionaryValue {
        let elements = Array(elements)
        if elements.count == 1 { return value(of: elements[0]) }
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return value(of: elements[0]) }
        return .opaque
    }

    /// The value a getter's body returns when it is one expression or one `return`.
    static func value(ofBody items: CodeBlockItemListSyntax) -> DictionaryValue {
        guard items.count == 1, let item = items.first else { return .opaque }
        switch item.item {
        case .expr(let expression): return value(of: expression)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                return value(of: expression)
            }
            guard let returned = statement.as(ReturnStmtSyntax.self)?.expression else { return .opaque }
            return value(of: returned)
        default: return .opaque
        }
    }
}
