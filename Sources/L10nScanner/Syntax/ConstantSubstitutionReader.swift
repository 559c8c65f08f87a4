import L10nCore
import SwiftSyntax

/// Finds constant texts holding `%{name}` that FOSMVVM serves with the placeholder unfilled
/// (`constant-placeholder`), where the code builds them.
///
/// FOSMVVM's source decides which (FOSUtilities, `Sources/FOSMVVM/Localization/`):
/// - `LocalizableSubstitutions.encode(to:)` writes a `.constant(string)` base as it is, without
///   substituting: `LocalizableSubstitutions(baseString: .constant("Hi %{name}"), …)` and
///   `LocalizableString.constant("Hi %{name}").bind(substitutions: …)` reach the client as
///   `Hi %{name}` (l10nc's runtime fills them);
/// - `Localizer`'s `localize(_ locSubs:)` inserts each substitution's value as it is and replaces
///   `%{key}` for each key in the dictionary's order, which is unspecified: a constant value
///   holding `%{x}` is filled only when `x` is a key that comes later, so the client may read
///   `%{x}`. That holds for the dictionary given to `bind(substitutions:)` or
///   `LocalizableSubstitutions(baseString:substitutions:)`, and for the member that
///   `@LocalizedSubs(substitutions: \.subs)` reads.
///
/// Both happen when FOSMVVM *encodes* the value: a view model's stored property, or a
/// `@LocalizedSubs`. Read in code instead (`composed.localizedString`), a constant base is filled
/// (`LocalizableSubstitutions.localizedString` substitutes constants "before codable"), so a
/// local value in a function, a closure or a computed property's getter is not reported; the
/// substitutions built in a stored property's initializer or assigned to a member are.
///
/// Only string literals are read: a constant built from a variable holds what the code makes it.
enum ConstantSubstitutionReader {
    /// What a constant is to the substitutions.
    enum Role: Hashable, Sendable, Codable {
        /// The base text of the substitutions.
        case base
        /// The value of the substitution `key`.
        case value(key: String)
    }

    /// One constant text with placeholders, and what it is to the substitutions.
    struct Found {
        var role: Role
        /// The `.constant("…")` expression.
        var expression: ExprSyntax
        var text: String
        var placeholders: [String]
    }

    /// The constants with placeholders a call builds substitutions with: the base of
    /// `LocalizableSubstitutions(baseString:substitutions:)` or of `.bind(substitutions:)`, and the
    /// constant values of its dictionary literal. Empty for any other call.
    static func found(in call: FunctionCallExprSyntax) -> [Found] {
        guard let substitutions = call.arguments.first(where: { $0.label?.text == "substitutions" }) else {
            return []
        }
        let base: ExprSyntax?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == "LocalizableSubstitutions"
        {
            base = call.arguments.first { $0.label?.text == "baseString" }?.expression
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "bind", call.arguments.count == 1
        {
            base = access.base
        } else {
            return []
        }
        var found: [Found] = []
        if let base, let constant = constant(base) {
            found.append(
                Found(role: .base, expression: base, text: constant.text, placeholders: constant.placeholders)
            )
        }
        return found + values(of: substitutions.expression)
    }

    /// `found(in:)` of every call within `expression` (a stored property's initializer, the value
    /// assigned to a member), closures left out: what they build is not stored.
    static func found(within expression: some SyntaxProtocol) -> [Found] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.calls.flatMap(found(in:))
    }

    /// The calls of a subtree, outside closures.
    private final class CallCollector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The constant values with placeholders of a dictionary literal (`["name": .constant("…")]`,
    /// also in parentheses or with `as [String: …]`), by key.
    static func values(of expression: ExprSyntax) -> [Found] {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return values(of: only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            return values(of: first)
        }
        if let cast = expression.as(AsExprSyntax.self) { return values(of: cast.expression) }
        guard let dictionary = expression.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else { return [] }
        return elements.compactMap { element in
            guard let key = LiteralReader.string(element.key), let constant = constant(element.value) else {
                return nil
            }
            return Found(
                role: .value(key: key), expression: element.value, text: constant.text,
                placeholders: constant.placeholders)
        }
    }

    /// The constant values with placeholders of what a getter's body returns (one expression or
    /// one `return`).
    static func values(ofBody items: CodeBlockItemListSyntax) -> [Found] {
        guard items.count == 1, let item = items.first else { return [] }
        switch item.item {
        case .expr(let expression): return values(of: expression)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                return values(of: expression)
            }
            return statement.as(ReturnStmtSyntax.self)?.expression.map(values(of:)) ?? []
        default: return []
        }
    }

    /// `.constant("…")` or `LocalizableString.constant("…")` with a literal holding at least one
    /// placeholder: the text and the placeholders' names.
    static func constant(_ expression: ExprSyntax) -> (text: String, placeholders: [String])? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "constant",
            access.base == nil
                || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizableString",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            let text = LiteralReader.string(argument.expression)
        else { return nil }
        let names = placeholders(in: text)
        return names.isEmpty ? nil : (text, names)
    }

    /// The names of the `%{name}` placeholders of `text`, in order: what FOSMVVM replaces
    /// (`replacingOccurrences(of: "%{\(key)}", …)`).
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "%{") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, !name.contains("%{") { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// The `constant-placeholder` finding of a constant, at `location`.
    static func diagnostic(
        role: Role, text: String, placeholders: [String], at location: L10nCore.SourceLocation
    )
        -> Diagnostic
    {
        let shown = placeholders.map { "%{\($0)}" }.joined(separator: ", ")
        let message: String
        switch role {
        case .base:
            message =
                "the base of these substitutions is the constant \"\(text)\": FOSMVVM encodes a constant base as "
                + "it is written, without filling it (`LocalizableSubstitutions.encode(to:)`), so its users read "
                + "\(shown); put the text in the resources and look it up, or build the final text in code"
        case .value(let key):
            message =
                "the substitution '\(key)' is the constant \"\(text)\": FOSMVVM inserts a value as it is and "
                + "fills \(shown) only when a later substitution of the same dictionary names it, in an order "
                + "Swift does not fix (`Localizer.swift`), so its users may read \(shown); fill the value in code, "
                + "or make \(shown) a placeholder of the localized text"
        }
        return Diagnostic(rule: .constantPlaceholder, message: message, location: location)
    }
}
