import L10nCore

/// `macro-invisible-member`: a localized member that FOSMVVM's `@ViewModel` (or
/// `@FieldValidationModel`, `@LocalizableError`) macro does not see, so that FOSMVVM has no
/// property-name binding for it and throws when it encodes the type.
///
/// The scanner records the fact in the schema (`SchemaItem.macroInvisibility`); this rule only
/// reports it when FOSMVVM serves the resources (`runtime: fosmvvm`): l10nc's own runtime
/// does not depend on the macro's bindings.
struct MacroInvisibleMemberRule: CheckRule {
    var rules: [RuleID] { [.macroInvisibleMember] }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var seen = Set<SourceLocation>()
        var findings: [Diagnostic] = []
        for item in context.schema.items {
            guard let invisibility = item.macroInvisibility, seen.insert(item.location).inserted else {
                continue
            }
            findings.append(
                Diagnostic(
                    rule: .macroInvisibleMember,
                    message: Self.message(item: item, invisibility: invisibility),
                    location: item.location))
        }
        return findings
    }

    private static func message(item: SchemaItem, invisibility: MacroInvisibility) -> String {
        let member = "`\(item.typeName).\(item.propertyName)`"
        let cause: String
        let fix: String
        switch invisibility.reason {
        case .conditionalMember:
            cause = "is declared inside `#if`, where the `@\(invisibility.macro)` macro does not look"
            fix = "declare it outside `#if` (make its value conditional instead)"
        case .conditionalAttribute:
            cause =
                "has its wrapper attribute inside `#if`, where the `@\(invisibility.macro)` macro does not look"
            fix = "write the attribute outside `#if`"
        case .commentedAttribute:
            cause =
                "has a comment after its attribute's name, which the `@\(invisibility.macro)` macro compares "
                + "together with the name"
            fix = "move the comment to the line above"
        case .qualifiedAttribute:
            let written = invisibility.attribute.map { "`@\($0)`" } ?? "its attribute"
            cause =
                "is written \(written), which the `@\(invisibility.macro)` macro does not match (it compares "
                + "the bare wrapper name)"
            let bare =
                invisibility.attribute?.split(separator: ".").last.map(String.init) ?? "LocalizedString"
            fix = "write `@\(bare)`"
        }
        return
            "\(member) \(cause), so FOSMVVM binds no property name for it and throws when it encodes "
            + "`\(item.typeName)`; \(fix)"
    }
}
