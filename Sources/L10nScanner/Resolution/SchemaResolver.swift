import L10nCore

/// Merges the facts of every file and turns them into schema items.
///
/// Resolution happens after all files are merged because a type's members may come from
/// extensions in other files: a `substitutions:` dictionary, the pieces of a compound, the
/// cases of an enum whose `.localized(for:…)` call lives in an extension.
struct SchemaResolver: Sendable {
    private var wrapperProperties: [WrapperProperty] = []
    private var memberValues: [MemberID: MemberValueFacts] = [:]
    private var enums: [TypePath: EnumFacts] = [:]
    private var enumRequests: [EnumLocalizationRequest] = []
    private var explicitItems: [SchemaItem] = []
    private var typeKeyRequests: [TypeKeyRequest] = []
    private var protocolConformers = ProtocolConformers()
    private var diagnostics: [Diagnostic] = []
    private var unreadScopes: [UnreadScope] = []

    mutating func add(_ facts: FileFacts) {
        wrapperProperties += facts.wrapperProperties
        for (member, value) in facts.memberValues {
            memberValues[member, default: MemberValueFacts()].merge(value)
        }
        for (path, enumFacts) in facts.enums { enums[path, default: EnumFacts()].merge(enumFacts) }
        enumRequests += facts.enumRequests
        explicitItems += facts.explicitItems
        typeKeyRequests += facts.typeKeyRequests
        protocolConformers.add(protocols: facts.protocolNames, conformances: facts.conformances)
        diagnostics += facts.diagnostics
        unreadScopes += facts.unreadScopes
    }

    /// Declarations referred to but found in no file added so far.
    var missingDeclarations: Set<MissingDeclaration> {
        var missing: Set<MissingDeclaration> = []
        for property in wrapperProperties {
            guard case .subs(_, let member?) = property.wrapper,
                memberFacts(property.typePath, member) == nil
            else { continue }
            missing.insert(MissingDeclaration(typeName: property.typePath.name, memberName: member))
        }
        // A protocol extension's `Self` keys need the protocol's declaration and its
        // conformers, which may live in files without any localization.
        for request in typeKeyRequests where request.isSelfInExtension {
            missing.insert(MissingDeclaration(typeName: request.typePath.name, memberName: nil))
        }
        for request in enumRequests where enumFacts(request.enumCandidates) == nil {
            missing.insert(MissingDeclaration(typeName: request.enumCandidates[0].name, memberName: nil))
        }
        return missing
    }

    /// The schema items, one per distinct key and kind (the first location wins, so the same
    /// property in two `#if` branches is one item), and the diagnostics of every file.
    ///
    /// Leaves the resolver empty: the merged facts are freed once the items are made, before
    /// the items are deduplicated, so that they are not alive beside the items and the
    /// deduplication's table (with the catalog complete beside them, that was the peak of
    /// `check`'s memory).
    mutating func resolve() -> (items: [SchemaItem], diagnostics: [Diagnostic], unreadScopes: [UnreadScope]) {
        var (items, notes, scopes) = undeduplicatedItems()
        self = SchemaResolver()
        Self.deduplicate(&items)
        return (items, notes.sorted(), scopes.sorted())
    }

    /// The items of every property, request and explicit key, before deduplication, with the
    /// diagnostics and unread scopes.
    ///
    /// Frees the table of every member's facts once the facts the `@LocalizedSubs` properties
    /// read are looked up, before the items are made: beside them, it was the peak of the
    /// scan's memory.
    private mutating func undeduplicatedItems() -> (
        items: [SchemaItem], diagnostics: [Diagnostic], unreadScopes: [UnreadScope]
    ) {
        var items = explicitItems
        var notes = diagnostics
        var scopes = unreadScopes
        // The first declaration of a member names its item for compounds. Positions are
        // sorted, not the properties: a copy of them all would be a peak of the scan's memory.
        let order = wrapperProperties.indices.sorted {
            wrapperProperties[$0].location < wrapperProperties[$1].location
        }
        // By property position: the facts of the member its `substitutions:` key path names.
        var substitutions: [Int: MemberValueFacts] = [:]
        var compoundTypes: Set<TypePath> = []
        for (index, property) in wrapperProperties.enumerated() {
            switch property.wrapper {
            case .subs(_, let member?): substitutions[index] = memberFacts(property.typePath, member)
            case .compound: compoundTypes.insert(property.typePath)
            default: break
            }
        }
        memberValues = [:]
        // A compound's pieces are keyed by the keys of the members they name, of its own type.
        var memberKeys: [MemberID: String] = [:]
        var compounds: [WrapperProperty] = []
        items.reserveCapacity(items.count + wrapperProperties.count)
        for index in order {
            let property = wrapperProperties[index]
            if case .compound = property.wrapper {
                compounds.append(property)
                continue
            }
            let item = simpleItem(for: property, substitutions: substitutions[index])
            items.append(item)
            guard compoundTypes.contains(property.typePath) else { continue }
            let member = MemberID(typePath: property.typePath, name: property.propertyName)
            if memberKeys[member] == nil { memberKeys[member] = item.key }
        }
        var resolverNotes: [(Diagnostic, namespace: String?)] = []
        for property in compounds {
            var compoundNotes: [Diagnostic] = []
            if let item = compoundItem(for: property, memberKeys: memberKeys, notes: &compoundNotes) {
                items.append(item)
            }
            resolverNotes += compoundNotes.map { ($0, property.typePath.name) }
        }
        for request in enumRequests {
            let (caseItems, caseNotes) = enumItems(for: request)
            items += caseItems
            resolverNotes += caseNotes.map { ($0, request.parentTypeName ?? request.enumCandidates[0].name) }
        }
        for request in typeKeyRequests {
            let (requestItems, note) = typeKeyItems(for: request)
            items += requestItems
            // `Self` with no conformer: the keys are under types the scan does not know.
            resolverNotes += note.map { [($0, nil)] } ?? []
        }
        // Constants with `%{…}` in the dictionary a `@LocalizedSubs` reads (`constant-placeholder`).
        var reported = Set<SourceLocation>()
        for index in order {
            guard let facts = substitutions[index] else { continue }
            for constant in facts.constantPlaceholders where reported.insert(constant.location).inserted {
                notes.append(constant.diagnostic)
            }
        }
        for (note, namespace) in resolverNotes {
            notes.append(note)
            scopes.append(UnreadScope(namespace: namespace, cause: .unresolvedKey, location: note.location))
        }
        return (items, notes, scopes)
    }

    // MARK: Items

    /// - Parameter substitutions: for `@LocalizedSubs`, the facts of the member its
    ///   `substitutions:` key path names, if it is declared.
    private func simpleItem(for property: WrapperProperty, substitutions: MemberValueFacts?) -> SchemaItem {
        let typeName = property.typePath.name
        func key(_ components: [String]) -> String { ([typeName] + components).joined(separator: ".") }
        var item = SchemaItem(
            key: key([property.propertyName]), kind: .formatted, typeName: typeName,
            propertyName: property.propertyName, location: property.location,
            macroInvisibility: property.macroInvisibility)
        item.maxLength = property.maxLength
        switch property.wrapper {
        case .string(let components):
            item.key = key(components)
            item.kind = .string
        case .element(let components, let index):
            item.arrayKey = key(components)
            item.index = index
            item.key = "\(key(components))[\(index)]"
            item.kind = .element
        case .array(let components):
            item.key = key(components)
            item.kind = .array
        case .subs(let components, let member):
            item.key = key(components)
            item.kind = .subs
            item.placeholders = substitutions?.literalKeys
            if let placeholders = item.placeholders, let types = substitutions?.valueTypes {
                let known = types.filter { placeholders.contains($0.key) }
                item.placeholderTypes = known.isEmpty ? nil : known
            }
            item.substitutionsMember = member
        case .formatted, .compound:
            break
        }
        return item
    }

    /// The compound's item, or `nil` (and a note) when a key path names no localized member.
    private func compoundItem(
        for property: WrapperProperty, memberKeys: [MemberID: String], notes: inout [Diagnostic]
    ) -> SchemaItem? {
        guard case .compound(let components, let pieceNames, let separatorName) = property.wrapper else {
            preconditionFailure("compoundItem(for:) is called for compounds only")
        }
        let referenced = pieceNames + (separatorName.map { [$0] } ?? [])
        if let unknown = referenced.first(where: {
            memberKeys[MemberID(typePath: property.typePath, name: $0)] == nil
        }) {
            notes.append(
                Diagnostic(
                    rule: .sourceUnresolvedKey,
                    message:
                        "`\(property.typePath.name).\(property.propertyName)` refers to `\(unknown)`, which is not "
                        + "a `@Localized…` property of the same type, so the compound's pieces cannot be known and it "
                        + "is not checked; point the key path at a localized property",
                    location: property.location))
            return nil
        }
        func key(_ name: String) -> String {
            memberKeys[MemberID(typePath: property.typePath, name: name)]!
        }
        let typeName = property.typePath.name
        return SchemaItem(
            key: ([typeName] + components).joined(separator: "."), kind: .compound, typeName: typeName,
            propertyName: property.propertyName, location: property.location,
            pieces: pieceNames.map { CompoundPiece(name: $0, key: key($0)) },
            separatorKey: separatorName.map(key), macroInvisibility: property.macroInvisibility)
    }

    private func enumItems(for request: EnumLocalizationRequest) -> ([SchemaItem], [Diagnostic]) {
        let enumName = request.enumCandidates[0].name
        func note(_ reason: String) -> Diagnostic {
            Diagnostic(
                rule: .sourceUnresolvedKey,
                message: "\(reason), so the keys of its cases cannot be known and are not checked",
                location: request.location)
        }
        guard let (path, facts) = enumFacts(request.enumCandidates), !facts.cases.isEmpty else {
            return ([], [note("no enum `\(enumName)` with cases is declared in the scanned sources")])
        }
        guard facts.hasStringRawType else {
            return ([], [note("enum `\(path.name)` does not declare `String` raw values")])
        }
        var items: [SchemaItem] = []
        var notes: [Diagnostic] = []
        let prefix = [request.parentTypeName, path.name].compactMap { $0 } + request.parentKeys
        for enumCase in facts.cases {
            let rawValue: String
            switch enumCase.rawValue {
            case .implicit: rawValue = enumCase.name
            case .string(let value): rawValue = value
            case .other:
                notes.append(note("the raw value of `\(path.name).\(enumCase.name)` is not a string literal"))
                continue
            }
            items.append(
                SchemaItem(
                    key: (prefix + [rawValue]).joined(separator: "."), kind: .enumCase,
                    typeName: request.parentTypeName ?? path.name, propertyName: enumCase.name,
                    location: enumCase.location))
        }
        return (items, notes)
    }

    /// The items of a `.localized(for:…)` key: one for its type, or, for `Self.self` in an
    /// extension of a protocol, one per concrete type that conforms to it (FOSMVVM names the
    /// key after the dynamic type: `LocalizableRef.typeName(for:)` is `String(describing:)`).
    private func typeKeyItems(for request: TypeKeyRequest) -> ([SchemaItem], Diagnostic?) {
        let name = request.typePath.name
        guard request.isSelfInExtension, protocolConformers.isProtocol(name) else {
            return ([request.item(typeName: name)], nil)
        }
        let conformers = protocolConformers.concreteConformers(of: name).filter { conformer in
            request.selfConstraints.allSatisfy { protocolConformers.conforms(conformer.name, to: $0) }
        }
        guard !conformers.isEmpty else {
            return (
                [],
                Diagnostic(
                    rule: .sourceUnresolvedKey,
                    message:
                        "`Self` here is whatever type conforms to `\(name)`, and no type in the scanned sources "
                        + "conforms to it, so the key `\(name).\(request.keyTail.joined(separator: "."))` is not "
                        + "checked under any type; scan the sources that declare the conforming types",
                    location: request.location)
            )
        }
        return (conformers.map { request.item(typeName: $0.name, requiredByProtocol: name) }, nil)
    }

    // MARK: Lookup

    /// A member's value facts; `\.x` also finds a member declared as `_x`.
    private func memberFacts(_ typePath: TypePath, _ name: String) -> MemberValueFacts? {
        let facts =
            memberValues[MemberID(typePath: typePath, name: name)]
            ?? memberValues[MemberID(typePath: typePath, name: "_" + name)]
        return facts?.isDeclared == true ? facts : nil
    }

    private func enumFacts(_ candidates: [TypePath]) -> (TypePath, EnumFacts)? {
        for path in candidates {
            if let facts = enums[path], !facts.cases.isEmpty { return (path, facts) }
        }
        return nil
    }

    /// One item per key and kind: the first by location. `Schema` sorts them. A member the
    /// macro does not see keeps an item of its own, so that it is reported where it is even
    /// when a visible member needs the same key. The item keeps the key literals of every
    /// place (a rename rewrites them all), in source order.
    private static func deduplicate(_ items: inout [SchemaItem]) {
        struct Identity: Hashable {
            var key: String
            var kind: SchemaItem.Kind
            var invisibleMember: SourceLocation?
        }
        // In place: the kept items are moved to the front, so no second array of all the items
        // is alive beside the first (it was a peak of `check`'s memory). A kept item's position
        // is below every item not read yet.
        var position: [Identity: Int] = [:]
        position.reserveCapacity(items.count)
        var keptCount = 0
        for read in items.indices {
            let item = items[read]
            let identity = Identity(
                key: item.key, kind: item.kind,
                invisibleMember: item.macroInvisibility.map { _ in item.location })
            guard let index = position[identity] else {
                position[identity] = keptCount
                if keptCount != read { items[keptCount] = item }
                keptCount += 1
                continue
            }
            var current = items[index]
            let literals = (current.keyLiterals ?? []) + (item.keyLiterals ?? [])
            if item.location < current.location { current = item }
            current.keyLiterals =
                literals.isEmpty
                ? nil
                : Array(Set(literals)).sorted {
                    ($0.location, $0.firstComponent) < ($1.location, $1.firstComponent)
                }
            items[index] = current
        }
        items.removeLast(items.count - keptCount)
    }
}
