import Foundation
import L10nCore
import SwiftSyntax

/// Tells whether FOSMVVM's member macro sees a localized member, by the macro's own rules
/// (FOSUtilities `Sources/FOSMacros/ViewModelMacro.swift`, `expansion(of:providingMembersOf:…)`;
/// `FieldValidationModelMacro.swift` and `LocalizableErrorMacro.swift` do the same):
///
/// - the macro runs only when the struct's attribute name, `description` trimmed of spaces,
///   is exactly `ViewModel` (`FieldValidationModel`, `LocalizableError`);
/// - it reads `structDecl.memberBlock.members` as `VariableDeclSyntax`, so a member inside an
///   `#if` block (an `IfConfigDeclSyntax` member) is not seen;
/// - it matches `varDecl.attributes` elements that are `AttributeSyntax` whose
///   `attributeName.description` trimmed of spaces is one of the bare wrapper names, so an
///   attribute inside `#if`, spelled `@FOSMVVM.LocalizedString`, or followed by a comment on
///   its line (trailing trivia is part of `description`), is not seen.
enum MacroVisibilityReader {
    /// The macros that bind property names, by the name they compare.
    static let bindingMacros: Set<String> = ["ViewModel", "FieldValidationModel", "LocalizableError"]
    /// `knownLocalizedPropertyNames` of the macros.
    static let knownWrapperNames: Set<String> = Set(LocalizationWrapper.Name.allCases.map(\.rawValue))

    /// `nil` when the member is seen, or when its type carries none of the macros.
    ///
    /// - Parameter macroOf: the binding macro of a struct (`bindingMacro(of:)`), which a caller
    ///   reading many members of one struct may remember.
    static func invisibility(
        of variable: VariableDeclSyntax, attribute: FoundWrapperAttribute,
        macroOf: (StructDeclSyntax) -> String? = bindingMacro(of:)
    ) -> MacroInvisibility? {
        var isConditional = false
        var current = variable.parent
        var structDecl: StructDeclSyntax?
        while let node = current {
            if node.kind == .ifConfigClause { isConditional = true }
            // The nearest declaration group; a kind test, since `isProtocol` costs a metadata
            // lookup per node.
            switch node.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                structDecl = node.as(StructDeclSyntax.self)
            default:
                current = node.parent
                continue
            }
            break
        }
        guard let structDecl, let macro = macroOf(structDecl) else { return nil }
        if isConditional { return MacroInvisibility(macro: macro, reason: .conditionalMember) }
        if attribute.isConditional { return MacroInvisibility(macro: macro, reason: .conditionalAttribute) }
        let written = macroName(attribute.attribute.attributeName)
        guard knownWrapperNames.contains(written) else {
            if knownWrapperNames.contains(attribute.attribute.attributeName.trimmedDescription) {
                return MacroInvisibility(macro: macro, reason: .commentedAttribute)
            }
            return MacroInvisibility(
                macro: macro, reason: .qualifiedAttribute,
                attribute: attribute.attribute.attributeName.trimmedDescription)
        }
        return nil
    }

    /// The binding macro a struct carries (`bindingMacros`), if any.
    static func bindingMacro(of structDecl: StructDeclSyntax) -> String? {
        for element in structDecl.attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = macroName(attribute.attributeName)
            if bindingMacros.contains(name) { return name }
        }
        return nil
    }

    /// The name as the macro compares it: the description trimmed of spaces and tabs only
    /// (`trimmingCharacters(in: .whitespaces)`, done by hand: Foundation's costs a bridged
    /// copy per wrapper, 3 % of a scan).
    private static func macroName(_ type: TypeSyntax) -> String {
        // A bare name with nothing but spaces and tabs around it (nearly every attribute) is its
        // token's text: what trimming its description leaves, without spelling the description.
        if let token = LiteralReader.onlyToken(of: type), isSpacesAndTabs(token.leadingTrivia),
            isSpacesAndTabs(token.trailingTrivia)
        {
            return token.text
        }
        let text = type.description
        func isBlank(_ character: Character) -> Bool {
            // `CharacterSet.whitespaces`: the space separators (Zs) and the tab.
            character.unicodeScalars.allSatisfy {
                $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
            }
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
            let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    private static func isSpacesAndTabs(_ trivia: Trivia) -> Bool {
        trivia.allSatisfy {
            switch $0 {
            case .spaces, .tabs: true
            default: false
            }
        }
    }
}
