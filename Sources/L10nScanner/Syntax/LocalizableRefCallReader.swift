import L10nCore
import SwiftSyntax

/// Reads the key a `LocalizableRef`-building call names, in every form FOSMVVM offers
/// (FOSMVVM `Localization/LocalizableRef.swift`, `LocalizableString.swift`,
/// `LocalizableArray.swift`):
///
/// - from a type: `LocalizableRef(for:parentType:parentKeys:propertyName:index:)` and its
///   spellings `.init(for:…)`, `.localized(for:…)` (also with `parentKeys: [..]`), and
///   `.localized(for:propertyName:messageGroup:messageKey:)`; the key is
///   `[Parent.]Type.parentKeys….propertyName`, empty parent keys dropped, `index:` making it
///   an array element;
/// - raw keys: `.value(keys: "A", "b")` (empty components dropped), `.value(key:)`,
///   `.arrayValue(key:index:)`, `.localized(key:)`.
///
/// A call of one of these names whose arguments are not literals is an ``UnreadableArgument``:
/// the key is reported as unknown, never guessed.
struct LocalizableRefCallReader {
    /// What a call names.
    enum Reference {
        case typeKey(TypeKeyRequest)
        case enumCases(EnumLocalizationRequest)
        case rawKey(SchemaItem)
    }

    var enclosingType: TypePath?
    /// The `where Self: P` constraints when the innermost enclosing type scope is an
    /// extension, `nil` otherwise.
    var extensionSelfConstraints: [String]?
    var location: (AbsolutePosition) -> L10nCore.SourceLocation

    private static let calleeNames: Set<String> = [
        "localized", "LocalizableRef", "init", "arrayValue", "value",
    ]

    /// The callee's name, or `nil` when the call is none of the forms above.
    static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        // Every call of every scanned file comes here: rule the common ones out by name first.
        guard let name, calleeNames.contains(name) else { return nil }
        // `case .arrayValue(key: let key, index: let index)` matches a reference, names none.
        guard !call.arguments.contains(where: { $0.expression.is(PatternExprSyntax.self) }) else {
            return nil
        }
        let firstLabel = call.arguments.first?.label?.text
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        switch (name, firstLabel) {
        case ("localized", "for"), ("LocalizableRef", "for"): return name
        case ("init", "for") where labels.contains("propertyName"): return name
        case ("localized", "key"), ("arrayValue", "key"): return name
        case ("value", "keys"), ("value", "key"):
            // `.value(…)` is a common name; only the implicit member or `LocalizableRef.value`.
            guard let base = baseName(of: call) else { return name }
            return base == "LocalizableRef" ? name : nil
        default: return nil
        }
    }

    func read(_ call: FunctionCallExprSyntax, callee: String) throws(UnreadableArgument) -> Reference? {
        let arguments = Array(call.arguments)
        switch callee {
        case "localized" where arguments.first?.label?.text == "key":
            let key = try LiteralReader.string(arguments[0].expression, argument: "key:")
            let isArray = BuiltTypeReader.builtTypeName(of: call) == "LocalizableArray"
            return .rawKey(
                rawItem(key: key, kind: isArray ? .array : .string, spelledBy: [arguments[0].expression]))
        case "value":
            var components: [(value: String, literal: ExprSyntax)] = []
            if arguments[0].label?.text == "keys" {
                for argument in arguments {
                    components += try LiteralReader.stringLiterals(argument.expression, argument: "keys:")
                }
                components.removeAll { $0.value.isEmpty }
            } else {
                components = [
                    (
                        try LiteralReader.string(arguments[0].expression, argument: "key:"),
                        arguments[0].expression
                    )
                ]
            }
            let key = components.map(\.value).joined(separator: ".")
            return .rawKey(
                rawItem(
                    key: key, kind: kind(of: call), spelledBy: components.map(\.literal),
                    at: arguments[0].expression))
        case "arrayValue":
            let key = try LiteralReader.string(arguments[0].expression, argument: "key:")
            guard let indexArgument = arguments.first(where: { $0.label?.text == "index" }) else {
                throw UnreadableArgument("`.arrayValue(key:)` has no `index:`", at: call)
            }
            let index = try LiteralReader.integer(indexArgument.expression, argument: "index:")
            var item = rawItem(key: key, kind: .element, spelledBy: [arguments[0].expression])
            item.arrayKey = key
            item.index = index
            item.key = "\(key)[\(index)]"
            return .rawKey(item)
        default:
            return try readTypeKey(call, arguments)
        }
    }

    /// The namespace of the keys `call` names when its arguments cannot all be read: the type
    /// its `parentType:` or `for:` argument names; `nil` when that is unknown too (a raw key;
    /// `Self` in an extension, which may be a protocol's, so any conforming type).
    func namespace(ofUnreadable call: FunctionCallExprSyntax, callee: String) -> String? {
        let arguments = Array(call.arguments)
        guard arguments.first?.label?.text == "for" else { return nil }
        let metatype =
            arguments.first(where: { $0.label?.text == "parentType" }).flatMap {
                LiteralReader.metatype($0.expression)
            } ?? LiteralReader.metatype(arguments[0].expression)
        switch metatype {
        case .selfType?: return extensionSelfConstraints == nil ? enclosingType?.name : nil
        case .named(let components)?: return components.last
        case nil: return nil
        }
    }

    private func readTypeKey(
        _ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]
    ) throws(UnreadableArgument) -> Reference? {
        let forArgument = arguments[0].expression
        guard let forType = LiteralReader.metatype(forArgument) else {
            throw UnreadableArgument("`for:` is not a `Type.self` expression", at: forArgument)
        }
        let candidates: [TypePath]
        let isSelf: Bool
        switch forType {
        case .selfType:
            // `Self` outside a named type has no name to key by.
            guard let enclosingType else {
                throw UnreadableArgument("`Self.self` is used outside a named type", at: forArgument)
            }
            candidates = [enclosingType]
            isSelf = true
        case .named(let components):
            // Lexical lookup: the innermost enclosing type's nested type first.
            let enclosing = enclosingType?.components ?? []
            candidates = (0...enclosing.count).reversed().map { TypePath(enclosing.prefix($0) + components) }
            isSelf = false
        }
        var parentTypeName: String?
        var parentKeys: [(value: String, literal: ExprSyntax)] = []
        var propertyName: ExprSyntax?
        var messageGroup: (value: String, literal: ExprSyntax)?
        var messageKey: (value: String, literal: ExprSyntax)?
        var index: Int?
        var previousLabel: String?
        for argument in arguments.dropFirst() {
            let label = argument.label?.text
            switch label {
            case nil where previousLabel == "parentKeys":
                parentKeys.append(
                    (
                        try LiteralReader.string(argument.expression, argument: "parentKeys:"),
                        argument.expression
                    ))
            case "parentKeys":
                parentKeys += try LiteralReader.stringLiterals(argument.expression, argument: "parentKeys:")
            case "parentType":
                switch LiteralReader.metatype(argument.expression) {
                case .selfType?: parentTypeName = enclosingType?.name
                case .named(let components)?: parentTypeName = components.last
                case nil:
                    // `parentType: nil` is FOSMVVM's default.
                    guard argument.expression.is(NilLiteralExprSyntax.self) else {
                        throw UnreadableArgument(
                            "`parentType:` is not a `Type.self` expression", at: argument.expression)
                    }
                }
            case "propertyName":
                propertyName = argument.expression
            case "messageGroup":
                messageGroup = (
                    try LiteralReader.string(argument.expression, argument: "messageGroup:"),
                    argument.expression
                )
            case "messageKey":
                messageKey = (
                    try LiteralReader.string(argument.expression, argument: "messageKey:"),
                    argument.expression
                )
            case "index":
                if !argument.expression.is(NilLiteralExprSyntax.self) {
                    index = try LiteralReader.integer(argument.expression, argument: "index:")
                }
            default:
                let name = label.map { "`\($0):`" } ?? "an unlabeled argument"
                throw UnreadableArgument("the call has \(name), which l10nc does not read", at: argument)
            }
            if label != nil { previousLabel = label }
        }
        guard let propertyName else {
            throw UnreadableArgument("the call has no `propertyName:`", at: call)
        }
        let location = location(propertyName.positionAfterSkippingLeadingTrivia)
        if let literal = LiteralReader.string(propertyName) {
            // `localized(for:propertyName:messageGroup:messageKey:)`: FOSMVVM
            // `LocalizableString.swift` makes `[propertyName, messageGroup]` the parent keys.
            let tail: [(value: String, literal: ExprSyntax)]
            if let messageKey {
                tail = [(literal, propertyName)] + (messageGroup.map { [$0] } ?? []) + [messageKey]
            } else {
                tail = parentKeys + [(literal, propertyName)]
            }
            let nonEmptyTail = tail.dropLast().filter { !$0.value.isEmpty } + [tail[tail.count - 1]]
            return .typeKey(
                TypeKeyRequest(
                    typePath: candidates[0], isSelfInExtension: isSelf && extensionSelfConstraints != nil,
                    selfConstraints: isSelf ? extensionSelfConstraints ?? [] : [],
                    parentTypeName: parentTypeName, keyTail: nonEmptyTail.map(\.value), index: index,
                    kind: kind(of: call), location: location,
                    tailLiterals: keyLiterals(spelledBy: nonEmptyTail.map(\.literal))))
        }
        if LiteralReader.isRawValue(propertyName), messageKey == nil, index == nil {
            return .enumCases(
                EnumLocalizationRequest(
                    enumCandidates: candidates, parentTypeName: parentTypeName,
                    parentKeys: parentKeys.map(\.value).filter { !$0.isEmpty }, location: location))
        }
        throw UnreadableArgument(
            "`propertyName:` is neither a string literal nor `rawValue`", at: propertyName)
    }

    /// The item of a key written out whole, spelled by `literals` (in order) and located at
    /// `expression` (the first literal unless said).
    private func rawItem(
        key: String, kind: SchemaItem.Kind, spelledBy literals: [ExprSyntax], at expression: ExprSyntax? = nil
    ) -> SchemaItem {
        let first = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(
            String.init)
        let last = key.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init)
        var item = SchemaItem(
            key: key, kind: kind, typeName: first ?? key, propertyName: last ?? key,
            location: location((expression ?? literals[0]).positionAfterSkippingLeadingTrivia), isRawKey: true
        )
        item.keyLiterals = keyLiterals(spelledBy: literals)
        return item
    }

    private func keyLiterals(spelledBy literals: [ExprSyntax]) -> [KeyLiteral]? {
        LiteralReader.keyLiterals(spelledBy: literals, location: location)
    }

    /// `.array` when the reference builds, or is the argument of, a `LocalizableArray` (its
    /// own base, or the declared type it initializes or returns); `.string` otherwise
    /// (`LocalizableString`, the common case).
    private func kind(of call: FunctionCallExprSyntax) -> SchemaItem.Kind {
        // A reference (`.value(key:)`, `LocalizableRef(for:)`) takes the shape of the
        // `.localized(…)` it is handed to; a `.localized(…)` of its own builds its type.
        var builder = BuiltTypeReader.enclosingBuilderTypeName(of: call)
        if builder == nil, Self.calleeName(of: call) == "localized" {
            builder = BuiltTypeReader.builtTypeName(of: call)
        }
        return builder == "LocalizableArray" ? .array : .string
    }

    /// `T` in `T.name(…)`, generic arguments dropped; `nil` for an implicit member `.name(…)`.
    private static func baseName(of call: FunctionCallExprSyntax) -> String? {
        BuiltTypeReader.baseName(of: call)
    }
}
