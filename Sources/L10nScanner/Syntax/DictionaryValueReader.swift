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
