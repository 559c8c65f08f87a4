import L10nCore
import L10nEditing
import L10nProject
import L10nRuntime

/// What the tools look keys up in, made once per state of a project (a snapshot) rather than
/// per call: the keys that are units to translate, in order, the schema items by key and by
/// namespace, and which part holds each namespace.
struct UnitIndex: Sendable {
    /// The `AgentWorkspace.generation` it was made at.
    let generation: Int
    /// The keys the code needs (without sources: every message key of the default locale), sorted.
    let neededKeys: [String]
    let neededSet: Set<String>
    /// Schema items by the key they need (an element's by its array's key).
    let itemsByKey: [String: [SchemaItem]]
    /// Schema items by namespace (the key's first component), in schema order.
    let itemsByNamespace: [String: [SchemaItem]]
    /// The part that holds each namespace (an index into the snapshot's parts).
    let partOfNamespace: [String: Int]
    /// The part that holds each resource file.
    let partOfFile: [String: Int]
    /// Every type name of the schema and the catalog (`file-type-mismatch`).
    let knownTypeNames: Set<String>
    /// The locales of every resource file, sorted.
    let catalogLocales: [LocaleIdentifier]
    /// `ResourcePlacement.ownFiles(of:)` over every part.
    let ownFiles: [LocaleIdentifier: String]

    init(snapshot: ProjectSnapshot, generation: Int) {
        self.generation = generation
        var itemsByKey: [String: [SchemaItem]] = [:]
        var itemsByNamespace: [String: [SchemaItem]] = [:]
        for item in snapshot.schema?.items ?? [] {
            if let key = item.requiredKey { itemsByKey[key, default: []].append(item) }
            itemsByNamespace[ProjectPartition.namespace(of: item.key), default: []].append(item)
        }
        self.itemsByKey = itemsByKey
        self.itemsByNamespace = itemsByNamespace
        var partOfNamespace: [String: Int] = [:]
        var partOfFile: [String: Int] = [:]
        var typeNames = Set(snapshot.schema?.typeNames ?? [])
        var locales = Set<LocaleIdentifier>()
        for (index, part) in snapshot.parts.enumerated() {
            for namespace in part.namespaces { partOfNamespace[namespace] = index }
            for file in part.files { partOfFile[file] = index }
            typeNames.formUnion(part.catalog.typeNames)
            locales.formUnion(part.catalog.locales)
        }
        self.partOfNamespace = partOfNamespace
        self.partOfFile = partOfFile
        knownTypeNames = typeNames
        catalogLocales = locales.sorted()
        ownFiles = ResourcePlacement.ownFiles(of: snapshot.parts.map(\.catalog))
        if snapshot.schema != nil {
            neededKeys = itemsByKey.keys.sorted()
        } else {
            // Without sources, the default locale's messages are what there is to translate.
            var keys = Set<String>()
            for part in snapshot.parts {
                keys.formUnion(
                    TranslationInventory(catalog: part.catalog, defaultLocale: snapshot.defaultLocale).items
                        .keys)
            }
            neededKeys = keys.sorted()
        }
        neededSet = Set(neededKeys)
    }

    /// The index of the part holding `key` in a snapshot of one part or of many.
    func part(holding key: String, partCount: Int) -> Int? {
        partCount == 1 ? 0 : partOfNamespace[ProjectPartition.namespace(of: key)]
    }
}
