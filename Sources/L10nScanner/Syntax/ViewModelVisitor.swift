import Foundation
import L10nCore
import SwiftSyntax

/// Collects the facts of one file: `@Localized…` member properties, the values of members
/// that may hold substitutions, enum cases, and `.localized(for:…)` calls.
///
/// Every `#if` branch is visited: a declaration counts whatever the build configuration.
/// Locations: a property's name (`title` in `var title`), an enum case's name, and the
/// `propertyName:` argument of a `.localized(for:…)` call.
///
/// Code whose bytes hold nothing the walk reads there (`InertCode`) is skipped: most statements,
/// accessors and default values of a view model, which cost as much to walk as to parse.
final class ViewModelVisitor: SyntaxVisitor {
    /// Where the visitor is: inside a type (whose path is `nil` when the sources do not name
    /// it, as in `extension [String: Int]`), an `init`, or other code.
    private enum Scope {
        case type(TypePath?, isEnum: Bool)
        case initializer
        case code
    }

    private var scopes: [Scope] = []
    /// The indices in `scopes` of the extensions' scopes, with the protocols their
    /// `where Self: P` clauses require.
    private var extensionScopes: [Int: [String]] = [:]
    private let lineTable: LineTable
    /// The bytes the tree was parsed from, for `InertCode`.
    private let source: [UInt8]
    /// `false` visits every node: the reference the skipping walk is tested against.
    private let skipsInertCode: Bool
    private let mentions: FileMentions
    private(set) var facts: FileFacts
    /// The innermost names of the types the file declares or extends: what a syntax error in
    /// the file leaves unknown.
    private(set) var declaredTypeNames: Set<String> = []
    /// The binding macro of the struct whose members were read last (`MacroVisibilityReader`),
    /// found once per struct rather than once per member.
    private var lastBindingMacro: (structID: SyntaxIdentifier, macro: String?)?

    init(path: String, source: [UInt8], lineTable: LineTable, skipsInertCode: Bool = true) {
        self.lineTable = lineTable
        self.source = source
        self.skipsInertCode = skipsInertCode
        self.mentions = FileMentions(source)
        self.facts = FileFacts(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(named: node.name, isEnum: false, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(named: node.name, isEnum: false, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(named: node.name, isEnum: false, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.protocolNames.insert(LiteralReader.identifier(node.name))
        return enterType(
            named: node.name, isEnum: false, inheritance: node.inheritanceClause, isConcrete: false)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = enterType(named: node.name, isEnum: true, inheritance: node.inheritanceClause)
        if case .type(let path?, _)? = scopes.last {
            let rawTypes = node.inheritanceClause?.inheritedTypes.compactMap {
                LiteralReader.typePath(of: $0.type)
            }
            let isString = rawTypes?.contains { $0 == ["String"] || $0 == ["Swift", "String"] } ?? false
            facts.enums[path, default: EnumFacts()].hasStringRawType = isString
        }
        return result
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Extensions name their type from the top level, whatever encloses them.
        let path = LiteralReader.typePath(of: node.extendedType).map(TypePath.init)
        if let path {
            recordConformance(of: path, isConcrete: false, inheritance: node.inheritanceClause)
            declaredTypeNames.insert(path.name)
        }
        scopes.append(.type(path, isEnum: false))
        extensionScopes[scopes.count - 1] = Self.selfConstraints(of: node.genericWhereClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        extensionScopes[scopes.count - 1] = nil
        scopes.removeLast()
    }

    // MARK: Code

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.initializer)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterCode() }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterCode() }
    override func visitPost(_ node: DeinitializerDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterCode() }
    override func visitPost(_ node: SubscriptDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        // The member's value was read from its getter (`recordValue`); what is left is code.
        _ = enterCode()
        return skippingInert(node)
    }
    override func visitPost(_ node: AccessorBlockSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterCode() }
    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    // MARK: Subtrees that hold nothing the schema needs

    // Attributes are read from their declarations; types, generic clauses and imports name
    // no key. Skipping them saves a good part of the walk.
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        // `@FormFieldModel(…, saveButtonTitle: .localized(key: "…"))` names a key in an argument.
        formFieldModelAttribute(in: node) == nil ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Modifiers and a bare name are tokens only.
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        skipsInertCode ? .skipChildren : .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        skipsInertCode ? .skipChildren : .visitChildren
    }

    // MARK: Code that may hold nothing the schema needs

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A statement (members are `MemberBlockItemSyntax`); only a type's own scope is not code,
        // and a statement there is a parse error, walked whole.
        if case .type? = scopes.last { return .visitChildren }
        return skippingInert(node)
    }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
        // A member's own initializer was read by `visit(_: VariableDeclSyntax)`.
        skippingInert(node.value)
    }
    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind {
        skippingInert(node)
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only members: a local variable inside a function is no part of the type.
        guard case .type(let path?, _)? = scopes.last else { return .visitChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let wrapper = Self.localizationAttribute(in: node.attributes)
        let invisibility = wrapper.flatMap {
            MacroVisibilityReader.invisibility(of: node, attribute: $0) { structDecl in
                if let last = lastBindingMacro, last.structID == structDecl.id { return last.macro }
                let macro = MacroVisibilityReader.bindingMacro(of: structDecl)
                lastBindingMacro = (structDecl.id, macro)
                return macro
            }
        }
        let formField = formFieldModelAttribute(in: node.attributes)
        let maxLength =
            wrapper == nil || (skipsInertCode && !mentions.maxLengthComment)
            ? nil : Self.maxLength(in: node.leadingTrivia + node.trailingTrivia)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                pattern.identifier.presence == .present
            else { continue }
            let name = LiteralReader.identifier(pattern.identifier)
            recordValue(of: binding, named: name, isLet: isLet, in: path)
            // A stored property is encoded: its substitutions are served as FOSMVVM encodes them.
            if binding.accessorBlock == nil, let initializer = binding.initializer,
                mayHoldPlaceholders(initializer.value)
            {
                noteConstantPlaceholders(ConstantSubstitutionReader.found(within: initializer.value))
            }
            if let found = wrapper {
                recordWrapper(
                    found.attribute, found.name, property: name, at: pattern.identifier, in: path,
                    invisibility: invisibility, maxLength: maxLength)
            }
            if let formField {
                recordFormButtons(of: formField, at: pattern.identifier)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .type(let path?, isEnum: true)? = scopes.last else { return .visitChildren }
        for element in node.elements where element.name.presence == .present {
            let rawValue: EnumFacts.Case.RawValue
            if let value = element.rawValue?.value {
                rawValue = LiteralReader.string(value).map { .string($0) } ?? .other
            } else {
                rawValue = .implicit
            }
            let enumCase = EnumFacts.Case(
                name: LiteralReader.identifier(element.name), rawValue: rawValue,
                location: location(of: element.name))
            facts.enums[path, default: EnumFacts()].cases.append(enumCase)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let path = innermostTypePath, let target = Self.assignedMember(elements[0])
        else { return .visitChildren }
        let value: DictionaryValue
        if elements[1].is(AssignmentExprSyntax.self) {
            // Only a whole value set in `init` is a definition; anything later may change it.
            let isInInitializer = if case .initializer? = scopes.last { true } else { false }
            value =
                isInInitializer && target.isWholeValue
                ? DictionaryValueReader.value(ofSequence: elements[2...]) : .opaque
        } else if let operation = elements[1].as(BinaryOperatorExprSyntax.self),
            Self.isCompoundAssignment(operation.operator.text)
        {
            value = .opaque
        } else {
            return .visitChildren
        }
        let member = MemberID(typePath: path, name: target.name)
        facts.memberValues[member, default: MemberValueFacts()].values.append(value)
        // Substitutions assigned to a member (`self.x = …`, or `x = …` in `init`) are stored, and
        // encoded as FOSMVVM encodes them.
        let isInInitializer = if case .initializer? = scopes.last { true } else { false }
        if elements[1].is(AssignmentExprSyntax.self),
            isInInitializer || elements[0].is(MemberAccessExprSyntax.self)
        {
            for element in elements[2...] where mayHoldPlaceholders(element) {
                noteConstantPlaceholders(ConstantSubstitutionReader.found(within: element))
            }
        }
        // A constant with `%{…}` assigned anywhere is served unfilled whenever it is.
        if elements[1].is(AssignmentExprSyntax.self), mayHoldPlaceholders(elements[2]) {
            for found in ConstantSubstitutionReader.values(of: elements[2]) {
                guard case .value(let key) = found.role else { continue }
                facts.memberValues[member, default: MemberValueFacts()].constantPlaceholders.append(
                    ConstantPlaceholder(
                        key: key, text: found.text, placeholders: found.placeholders,
                        location: location(of: found.expression.positionAfterSkippingLeadingTrivia)))
            }
        }
        // The operator was read here; the operands may hold more (a call, a nested assignment).
        guard skipsInertCode else { return .visitChildren }
        for (index, element) in elements.enumerated() where index != 1 && !isInert(element) {
            return .visitChildren
        }
        return .skipChildren
    }

    // MARK: `LocalizableRef` calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let lookup = StoreLookupReader.key(of: node) {
            var item = StoreLookupReader.item(
                key: lookup.key, location: location(of: lookup.expression.positionAfterSkippingLeadingTrivia))
            item.keyLiterals = LiteralReader.keyLiterals(spelledBy: [lookup.expression]) {
                self.location(of: $0)
            }
            facts.explicitItems.append(item)
            return .visitChildren
        }
        guard let callee = LocalizableRefCallReader.calleeName(of: node) else { return .visitChildren }
        let reader = LocalizableRefCallReader(
            enclosingType: innermostTypePath, extensionSelfConstraints: extensionSelfConstraints,
            location: { [unowned self] in self.location(of: $0) })
        do throws(UnreadableArgument) {
            switch try reader.read(node, callee: callee) {
            case .typeKey(let request)?: facts.typeKeyRequests.append(request)
            case .enumCases(let request)?: facts.enumRequests.append(request)
            case .rawKey(let item)?: facts.explicitItems.append(item)
            case nil: break
            }
        } catch {
            facts.noteUnresolvedKey(
                "\(error.reason), so the key of this `\(callee)(…)` call cannot be known "
                    + "without running the code and is not checked; write it with literals",
                at: location(of: error.position),
                namespace: reader.namespace(ofUnreadable: node, callee: callee))
        }
        return .visitChildren
    }

    /// `.defaultOkTitle`, `.defaultCancelTitle`, `.defaultSaveTitle`: FOSMVVM's shared
    /// form-button texts (`FOSForms.ok`, …).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let shared = FOSMVVMSharedKey(propertyName: node.declName.baseName.text),
            node.base == nil
                || node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizableString"
        else { return .visitChildren }
        facts.explicitItems.append(shared.item(at: location(of: node.declName.baseName)))
        return .visitChildren
    }

    // MARK: Recording

    /// The `constant-placeholder` findings of constants found in stored substitutions.
    private func noteConstantPlaceholders(_ found: [ConstantSubstitutionReader.Found]) {
        for constant in found {
            facts.diagnostics.append(
                ConstantSubstitutionReader.diagnostic(
                    role: constant.role, text: constant.text, placeholders: constant.placeholders,
                    at: location(of: constant.expression.positionAfterSkippingLeadingTrivia)))
        }
    }

    @discardableResult
    private func enterType(
        named name: TokenSyntax, isEnum: Bool, inheritance: InheritanceClauseSyntax?, isConcrete: Bool = true
    ) -> SyntaxVisitorContinueKind {
        let path: TypePath?
        switch innermostType {
        case .some(let enclosing?): path = enclosing.appending(LiteralReader.identifier(name))
        case .some(nil): path = nil
        case nil: path = TypePath([LiteralReader.identifier(name)])
        }
        if let path {
            recordConformance(of: path, isConcrete: isConcrete, inheritance: inheritance)
            declaredTypeNames.insert(path.name)
        }
        scopes.append(.type(path, isEnum: isEnum))
        return .visitChildren
    }

    private func recordConformance(of path: TypePath, isConcrete: Bool, inheritance: InheritanceClauseSyntax?)
    {
        let names = inheritance?.inheritedTypes.compactMap { LiteralReader.typePath(of: $0.type)?.last } ?? []
        guard isConcrete || !names.isEmpty else { return }
        facts.conformances.append(
            TypeConformance(typePath: path, isConcrete: isConcrete, inheritedNames: names))
    }

    /// The `where Self: P` constraints of the innermost enclosing type scope when it is an
    /// extension; `nil` when it is not an extension.
    private var extensionSelfConstraints: [String]? {
        for index in scopes.indices.reversed() {
            if case .type = scopes[index] { return extensionScopes[index] }
        }
        return nil
    }

    /// `P` in `where Self: P` (and `Self: P & Q`), by innermost name.
    private static func selfConstraints(of clause: GenericWhereClauseSyntax?) -> [String] {
        var names: [String] = []
        for requirement in clause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                LiteralReader.typePath(of: conformance.leftType) == ["Self"]
            else { continue }
            if let composition = conformance.rightType.as(CompositionTypeSyntax.self) {
                names += composition.elements.compactMap { LiteralReader.typePath(of: $0.type)?.last }
            } else if let name = LiteralReader.typePath(of: conformance.rightType)?.last {
                names.append(name)
            }
        }
        return names
    }

    private func enterCode() -> SyntaxVisitorContinueKind {
        scopes.append(.code)
        return .visitChildren
    }

    /// The innermost enclosing type: `nil` outside any type, `.some(nil)` in an unnamed one.
    private var innermostType: TypePath?? {
        for scope in scopes.reversed() {
            if case .type(let path, _) = scope { return .some(path) }
        }
        return nil
    }

    private var innermostTypePath: TypePath? { innermostType ?? nil }

    private func recordValue(
        of binding: PatternBindingSyntax, named name: String, isLet: Bool, in path: TypePath
    ) {
        var member = MemberValueFacts(isDeclared: true)
        var valueTypes: [String: String] = [:]
        var constants: [ConstantSubstitutionReader.Found] = []
        if let accessors = binding.accessorBlock?.accessors {
            switch accessors {
            case .getter(let body):
                member.values.append(DictionaryValueReader.value(ofBody: body))
                valueTypes = DictionaryValueReader.valueTypes(ofBody: body)
                constants = mayHoldPlaceholders(body) ? ConstantSubstitutionReader.values(ofBody: body) : []
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                    member.values.append(
                        getter.body.map { DictionaryValueReader.value(ofBody: $0.statements) } ?? .opaque)
                    valueTypes =
                        getter.body.map { DictionaryValueReader.valueTypes(ofBody: $0.statements) } ?? [:]
                    constants =
                        getter.body.map {
                            mayHoldPlaceholders($0)
                                ? ConstantSubstitutionReader.values(ofBody: $0.statements) : []
                        } ?? []
                } else if binding.initializer != nil {
                    member.values.append(.opaque)
                }
            }
        } else if let initializer = binding.initializer {
            // A `var` may be reassigned from anywhere after initialization.
            member.values.append(isLet ? DictionaryValueReader.value(of: initializer.value) : .opaque)
            valueTypes = DictionaryValueReader.valueTypes(of: initializer.value)
            constants =
                mayHoldPlaceholders(initializer.value)
                ? ConstantSubstitutionReader.values(of: initializer.value) : []
        }
        member.constantPlaceholders = constants.compactMap { found in
            guard case .value(let key) = found.role else { return nil }
            return ConstantPlaceholder(
                key: key, text: found.text, placeholders: found.placeholders,
                location: location(of: found.expression.positionAfterSkippingLeadingTrivia))
        }
        // The annotation's value type, read only when a key needs it: spelling a type costs a
        // walk of its tokens, and most keys' values name their type themselves.
        var declared: String??
        for case .literal(let keys) in member.values {
            for key in keys {
                // A bare case (`.string`) says less than the annotation's type.
                if let type = valueTypes[key], !type.hasPrefix(".") { continue }
                if declared == nil {
                    declared = .some(DictionaryValueReader.dictionaryValueType(binding.typeAnnotation?.type))
                }
                valueTypes[key] = declared! ?? valueTypes[key].map { String($0.dropFirst()) }
            }
        }
        if !valueTypes.isEmpty { member.valueTypes = valueTypes.filter { !$0.value.hasPrefix(".") } }
        facts.memberValues[MemberID(typePath: path, name: name), default: MemberValueFacts()].merge(member)
    }

    private func recordWrapper(
        _ attribute: AttributeSyntax, _ wrapper: LocalizationWrapper.Name, property: String,
        at name: TokenSyntax, in path: TypePath, invisibility: MacroInvisibility?, maxLength: Int?
    ) {
        let reader = WrapperAttributeReader(enclosingTypeName: path.name)
        do throws(UnreadableArgument) {
            let localization = try reader.read(attribute, wrapper: wrapper, propertyName: property)
            // Formatted wrappers carry their value and need no property-name binding.
            let needsBinding = localization != .formatted
            facts.wrapperProperties.append(
                WrapperProperty(
                    typePath: path, propertyName: property, wrapper: localization,
                    location: location(of: name), macroInvisibility: needsBinding ? invisibility : nil,
                    maxLength: maxLength))
        } catch {
            facts.noteUnresolvedKey(
                "\(error.reason), so the key of `\(path.name).\(property)` cannot be known without "
                    + "running the code and is not checked; write the argument as a literal",
                at: location(of: error.position), namespace: path.name)
        }
    }

    // MARK: Skipping

    /// `.skipChildren` when the walk skips inert code and `node` is (`InertCode`).
    private func skippingInert(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        skipsInertCode && isInert(node) ? .skipChildren : .visitChildren
    }

    private func isInert(_ node: some SyntaxProtocol) -> Bool {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        return source.withUnsafeBufferPointer { InertCode.isInert(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether `node` may hold a constant with a placeholder (`ConstantSubstitutionReader`): a
    /// `%`, or an escape that may spell one.
    private func mayHoldPlaceholders(_ node: some SyntaxProtocol) -> Bool {
        guard skipsInertCode else { return true }
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        return source[range].contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\\") }
    }

    private func location(of token: TokenSyntax) -> L10nCore.SourceLocation {
        location(of: token.positionAfterSkippingLeadingTrivia)
    }

    private func location(of position: AbsolutePosition) -> L10nCore.SourceLocation {
        lineTable.location(ofByte: position.utf8Offset, file: facts.path)
    }

    /// `N` of a `// l10nc:max-length N` (or `///`) comment before a declaration: the most
    /// characters its text may have, for translators.
    private static func maxLength(in trivia: Trivia) -> Int? {
        for piece in trivia {
            let comment: String
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
                .docBlockComment(let text):
                comment = text
            default: continue
            }
            guard let marker = comment.range(of: "l10nc:max-length") else { continue }
            let digits = comment[marker.upperBound...].drop { $0 == " " || $0 == "=" || $0 == ":" }.prefix {
                $0.isNumber
            }
            if let value = Int(digits), value > 0 { return value }
        }
        return nil
    }

    /// The first `@Localized…` wrapper among the attributes, also inside `#if`.
    private static func localizationAttribute(in attributes: AttributeListSyntax) -> FoundWrapperAttribute? {
        // Most members have no attribute: no iterator made.
        guard !attributes.isEmpty else { return nil }
        for element in attributes {
            switch element {
            case .attribute(let attribute):
                if let name = LiteralReader.lastTypeName(of: attribute.attributeName),
                    let wrapper = LocalizationWrapper.Name(rawValue: name)
                {
                    return FoundWrapperAttribute(attribute: attribute, name: wrapper, isConditional: false)
                }
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let nested)? = clause.elements,
                        var found = localizationAttribute(in: nested)
                    {
                        found.isConditional = true
                        return found
                    }
                }
            }
        }
        return nil
    }

    /// `formFieldModelAttribute(in:)`, not looked for in a file that never spells its name.
    private func formFieldModelAttribute(in attributes: AttributeListSyntax) -> AttributeSyntax? {
        guard !skipsInertCode || mentions.formFieldModel else { return nil }
        return Self.formFieldModelAttribute(in: attributes)
    }

    /// A `@FormFieldModel` attribute (FOSMVVM's form-field property wrapper), not inside `#if`.
    private static func formFieldModelAttribute(in attributes: AttributeListSyntax) -> AttributeSyntax? {
        // Every attribute list of every scanned file comes here: the last name component is
        // read from its token, with no path built.
        for element in attributes {
            if case .attribute(let attribute) = element {
                let type = attribute.attributeName
                let name =
                    type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
                if name == "FormFieldModel" { return attribute }
            }
        }
        return nil
    }

    /// `FormFieldModel` always encodes `cancelButtonTitle` (`.defaultCancelTitle`) and, unless
    /// `saveButtonTitle:` is given, `saveButtonTitle` (`.defaultSaveTitle`): FOSMVVM
    /// `Forms/FormFieldModel.swift` `init(_:default:saveButtonTitle:)`.
    private func recordFormButtons(of attribute: AttributeSyntax, at name: TokenSyntax) {
        var hasSaveTitle = false
        if case .argumentList(let list)? = attribute.arguments {
            hasSaveTitle = list.contains { $0.label?.text == "saveButtonTitle" }
        }
        let location = location(of: name)
        for button in FOSMVVMSharedKey.formButtons(withSave: !hasSaveTitle) {
            facts.explicitItems.append(button.item(at: location))
        }
    }

    /// The member an assignment's left side sets: `x`, `self.x`, or part of it (`x[k]`).
    private static func assignedMember(_ expression: ExprSyntax) -> (name: String, isWholeValue: Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (LiteralReader.identifier(reference.baseName), true)
        }
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return (LiteralReader.identifier(access.declName.baseName), true)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
            let whole = assignedMember(subscriptCall.calledExpression)
        {
            return (whole.name, false)
        }
        return nil
    }

    private static func isCompoundAssignment(_ operatorText: String) -> Bool {
        operatorText.count >= 2 && operatorText.hasSuffix("=")
            && !["==", "!=", "<=", ">=", "===", "!=="].contains(operatorText)
    }
}
