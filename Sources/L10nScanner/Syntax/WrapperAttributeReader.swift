import SwiftSyntax

/// Reads what a `@Localized…` attribute asks for from its literal arguments, following
/// FOSMVVM's conventions:
///
/// - `parentKeys:` (variadic `"a", "b"` or an array literal `["a", "b"]`) and `parentKey:`
///   add levels after the type name (empty ones are dropped, as `LocalizableRef` drops them);
///   a non-empty `propertyName:` replaces the Swift name; `("p", messageGroup: "g",
///   messageKey: "k")` is `T.p.g.k`.
/// - `vFirst:` and `vLast:` carry values, not key parts, and are accepted.
/// - `index:` makes a `@LocalizedString` one element of the array key.
/// - `substitutions:` of `@LocalizedSubs`, `pieces:` (variadic or an array literal) and
///   `separator:` of `@LocalizedCompoundString` are key paths to members of the same type.
/// - The formatted wrappers (`@LocalizedInt`, `@LocalizedDouble`, `@LocalizedDate`) need no
///   key, so their arguments are not read.
struct WrapperAttributeReader {
    /// The innermost name of the type that declares the property.
    var enclosingTypeName: String

    func read(
        _ attribute: AttributeSyntax, wrapper: LocalizationWrapper.Name, propertyName: String
    ) throws(UnreadableArgument) -> LocalizationWrapper {
        switch wrapper {
        case .localizedInt, .localizedDouble, .localizedDate: return .formatted
        default: break
        }
        var arguments = Arguments(keyName: propertyName)
        switch attribute.arguments {
        case nil: break
        case .argumentList(let list)?:
            var previousLabel: String?
            for (position, argument) in list.enumerated() {
                let label = argument.label?.text
                try read(
                    argument, label: label, previousLabel: previousLabel, position: position,
                    into: &arguments, wrapper: wrapper)
                if label != nil { previousLabel = label }
            }
        default:
            throw UnreadableArgument("`@\(wrapper.rawValue)` has arguments l10nc cannot read", at: attribute)
        }
        return try arguments.wrapper(for: wrapper, attribute: attribute)
    }

    private func read(
        _ argument: LabeledExprSyntax, label: String?, previousLabel: String?, position: Int,
        into arguments: inout Arguments, wrapper: LocalizationWrapper.Name
    ) throws(UnreadableArgument) {
        let expression = argument.expression
        // `nil` is the default of every optional argument (`parentKey:`, `propertyName:`,
        // `index:`, `messageGroup:`): it adds nothing to the key.
        if label != nil, label != "messageKey", expression.is(NilLiteralExprSyntax.self) { return }
        switch (label, wrapper) {
        case (nil, _) where previousLabel == "parentKeys":
            arguments.parentKeys.append(try LiteralReader.string(expression, argument: "parentKeys:"))
        case (nil, .localizedCompoundString) where previousLabel == "pieces":
            // The runtime's `pieces:` is variadic: `pieces: \Self._a, \Self._b`.
            arguments.pieceProperties =
                (arguments.pieceProperties ?? [])
                + (try LiteralReader.memberNames(
                    ofKeyPaths: expression, enclosingTypeName: enclosingTypeName, argument: "pieces:"))
        case (nil, .localizedString) where position == 0:
            // `init(_ propertyName:messageGroup:messageKey:)`: the first level of the key.
            arguments.messageName = try LiteralReader.string(expression, argument: "the property name")
        case ("parentKeys", _):
            arguments.parentKeys += try LiteralReader.strings(expression, argument: "parentKeys:")
        case ("parentKey", .localizedString), ("parentKey", .localizedStrings):
            arguments.parentKeys.append(try LiteralReader.string(expression, argument: "parentKey:"))
        case ("propertyName", _):
            arguments.propertyName = try LiteralReader.string(expression, argument: "propertyName:")
        case ("index", .localizedString):
            arguments.index = try LiteralReader.integer(expression, argument: "index:")
        case ("messageGroup", .localizedString):
            arguments.messageGroup = try LiteralReader.string(expression, argument: "messageGroup:")
        case ("messageKey", .localizedString):
            arguments.messageKey = try LiteralReader.string(expression, argument: "messageKey:")
        case ("substitutions", .localizedSubs):
            // Substitutions computed any other way leave the placeholders unknown, not the key.
            arguments.substitutionsProperty = LiteralReader.memberName(
                ofKeyPath: expression, enclosingTypeName: enclosingTypeName)
        case ("pieces", .localizedCompoundString):
            arguments.pieceProperties = try LiteralReader.memberNames(
                ofKeyPaths: expression, enclosingTypeName: enclosingTypeName, argument: "pieces:")
        case ("separator", .localizedCompoundString):
            arguments.separatorProperty =
                try LiteralReader.memberNames(
                    ofKeyPaths: expression, enclosingTypeName: enclosingTypeName, argument: "separator:"
                ).first
        case ("vFirst", _), ("vLast", _):
            // Versioning (`SystemVersion`) decides when the property exists, not its key.
            break
        default:
            let name = label.map { "`\($0):`" } ?? "an unlabeled argument"
            throw UnreadableArgument(
                "`@\(wrapper.rawValue)` has \(name), which l10nc does not read", at: argument)
        }
    }

    /// The arguments read so far.
    private struct Arguments {
        /// The Swift name, which FOSMVVM uses when `propertyName:` is absent or empty.
        var keyName: String
        var parentKeys: [String] = []
        var propertyName: String?
        /// The unlabeled first argument of `init(_:messageGroup:messageKey:)`.
        var messageName: String?
        var messageGroup: String?
        var messageKey: String?
        var index: Int?
        var substitutionsProperty: String?
        var pieceProperties: [String]?
        var separatorProperty: String?

        /// The key components after the type name, as `_LocalizedProperty` and
        /// `_LocalizedArrayProperty` build them (FOSMVVM `LocalizedProperty.swift`): the
        /// message form makes `[name, group]` the parent keys and `messageKey` the property
        /// name; `LocalizableRef` drops empty parent keys; an empty or absent property name is
        /// the Swift name.
        var components: [String] {
            let parents: [String]
            let property: String?
            if messageName != nil || messageKey != nil {
                // Without the unlabeled name (which FOSMVVM requires), the Swift name stands in.
                parents = parentKeys + [messageName ?? keyName] + (messageGroup.map { [$0] } ?? [])
                property = messageKey
            } else {
                parents = parentKeys
                property = propertyName
            }
            let name = property.flatMap { $0.isEmpty ? nil : $0 } ?? keyName
            return parents.filter { !$0.isEmpty } + [name]
        }

        func wrapper(
            for name: LocalizationWrapper.Name, attribute: AttributeSyntax
        ) throws(UnreadableArgument) -> LocalizationWrapper {
            switch name {
            case .localizedString:
                if let index { return .element(arrayKeyComponents: components, index: index) }
                return .string(keyComponents: components)
            case .localizedStrings:
                return .array(keyComponents: components)
            case .localizedSubs:
                return .subs(keyComponents: components, substitutionsProperty: substitutionsProperty)
            case .localizedCompoundString:
                guard let pieceProperties else {
                    throw UnreadableArgument(
                        "`@LocalizedCompoundString` has no `pieces:` key path", at: attribute)
                }
                return .compound(
                    keyComponents: components, pieceProperties: pieceProperties,
                    separatorProperty: separatorProperty)
            case .localizedInt, .localizedDouble, .localizedDate:
                return .formatted
            }
        }
    }
}
