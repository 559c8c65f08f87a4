import SwiftSyntax

/// Names the type a `Localizable`-building expression builds, which is what decides the shape
/// FOSMVVM reads a raw key in: `LocalizableArray.localized(key:)` reads an array, and so does
/// an implicit `.localized(key:)` whose contextual type is `LocalizableArray<…>`.
///
/// The type comes from, in order: the call's own base (`LocalizableArray<…>.localized`); the
/// declared type of the property it initializes or returns from (`var steps:
/// LocalizableArray<LocalizableString> { .localized(key: "…") }`), or of the member of the
/// enclosing type it is assigned to (`self.steps = .localized(key: "…")` in `init`); the
/// return type of the function it returns from; the `pieces:` parameter of `LocalizableCompoundValue`, which is a
/// `LocalizableArray`; and for a reference (`.value(key:)`) the type of the `.localized(…)`
/// call it is the argument of. Where none of these is written, `nil`: the caller keeps the
/// common case (a string).
enum BuiltTypeReader {
    /// The last component of the built type's name (`LocalizableArray`), generic arguments
    /// and module qualification dropped, or `nil` when the source does not say.
    static func builtTypeName(of call: FunctionCallExprSyntax) -> String? {
        if let base = baseName(of: call) { return base }
        return contextualTypeName(of: ExprSyntax(call))
    }

    /// The type of the `.localized(…)` call whose argument `reference` is, or `nil`.
    static func enclosingBuilderTypeName(of reference: FunctionCallExprSyntax) -> String? {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self),
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "localized"
        else { return nil }
        return builtTypeName(of: outer)
    }

    /// `T` in `T.name(…)` or `T<X>.name(…)`; `nil` for an implicit member `.name(…)`.
    static func baseName(of call: FunctionCallExprSyntax) -> String? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), var base = access.base
        else { return nil }
        if let specialized = base.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The type the context of `expression` expects, read from declarations only.
    private static func contextualTypeName(of expression: ExprSyntax) -> String? {
        var node = Syntax(expression)
        // Parentheses, `try` and `await` pass the contextual type through.
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
            } else if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                let tuple = list.parent?.as(TupleExprSyntax.self)
            {
                node = Syntax(tuple)
            } else {
                break
            }
        }
        guard let parent = node.parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self)
        {
            return binding.typeAnnotation.flatMap { name(of: $0.type) }
        }
        // An unfolded `a = b` is a sequence of three elements.
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].id == node.id, let member = assignedMemberName(elements[0])
            else { return nil }
            return declaredTypeName(ofMember: member, around: Syntax(sequence))
        }
        if parent.is(ReturnStmtSyntax.self) {
            return returnTypeName(around: parent)
        }
        if let item = parent.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1
        {
            // A single-expression body returns its expression implicitly.
            return returnTypeName(around: Syntax(list))
        }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "pieces",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isCompoundValueInit(call)
        {
            return "LocalizableArray"
        }
        return nil
    }

    /// The declared type of the function, subscript or property whose body holds `node`;
    /// `nil` inside a closure, whose type is not written.
    private static func returnTypeName(around node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self) { return nil }
            if let function = scope.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { name(of: $0.type) }
            }
            if let subscriptDecl = scope.as(SubscriptDeclSyntax.self) {
                return name(of: subscriptDecl.returnClause.type)
            }
            if let binding = scope.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { name(of: $0.type) }
            }
            if scope.is(MemberBlockItemSyntax.self) || scope.is(InitializerDeclSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// `x` in `x = …` or `self.x = …`.
    private static func assignedMemberName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = target.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return access.declName.baseName.text
        }
        return nil
    }

    /// The declared type of the stored or computed member `name` of the innermost type
    /// declaration (or extension) around `node`, when that declaration writes it.
    private static func declaredTypeName(ofMember name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let members = scope.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.typeAnnotation.flatMap { self.name(of: $0.type) }
                    }
                }
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    private static func isCompoundValueInit(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "LocalizableCompoundValue"
        }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                == "LocalizableCompoundValue"
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "init"
        {
            return access.base == nil || baseName(of: call) == "LocalizableCompoundValue"
        }
        return false
    }

    /// `LocalizableArray` for `LocalizableArray<X>`, `FOSMVVM.LocalizableArray<X>`, or either
    /// made optional.
    private static func name(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return name(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return name(of: unwrapped.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }
}
