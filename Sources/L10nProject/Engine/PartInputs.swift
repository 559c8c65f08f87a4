import L10nCore
import L10nRuntime

/// Everything one part's findings depend on (`ProjectPartition`): two parts with equal inputs
/// have equal findings. `ProjectEngine` names a file's contents by the count of changes it has
/// seen (`Version` an `Int`) and a namespace's items by the items themselves; the check cache
/// names both by digests and keeps a part's findings under the digest of its inputs.
public struct PartInputs<Version: Hashable & Sendable, Items: Hashable & Sendable>: Hashable, Sendable {
    /// The part's resource files, sorted.
    public var files: [String]
    /// Per file, its contents' version.
    public var versions: [Version]
    /// Per file: whether the type it is named after is known (`file-type-mismatch`).
    public var namesKnownType: [Bool]
    /// The part's namespaces, sorted.
    public var namespaces: [String]
    /// Per namespace, its schema items (or what stands for them).
    public var items: [Items]
    /// The unread scopes that hold back findings about the part's namespaces.
    public var heldBack: [UnreadScope]
    /// The locales every part is checked for.
    public var requiredLocales: [LocaleIdentifier]
    /// The lock's version, `nil` without a lock.
    public var lock: Version?

    /// Each part's inputs, in the partition's order.
    ///
    /// - Parameters:
    ///   - layout: the parts, and the known types.
    ///   - version: a resource file's version.
    ///   - items: a namespace's items.
    ///   - requiredLocales: the configuration's required locales; `nil` requires every locale of
    ///     the catalog.
    public static func of(
        _ layout: ProjectLayout, version: (String) -> Version, items: (String) -> Items,
        heldBack: HeldBackScopes, requiredLocales: [LocaleIdentifier]?, lock: Version?
    ) -> [Self] {
        of(
            layout, parts: layout.partition.parts.indices, version: version, items: items, heldBack: heldBack,
            requiredLocales: requiredLocales, lock: lock)
    }

    /// The inputs of the parts at `positions` of the partition, in that order: a layout kept
    /// from before needs those of the parts whose files or items changed, not every part's.
    public static func of(
        _ layout: ProjectLayout, parts positions: some Sequence<Int>, version: (String) -> Version,
        items: (String) -> Items, heldBack: HeldBackScopes, requiredLocales: [LocaleIdentifier]?,
        lock: Version?
    ) -> [Self] {
        let requiredLocales = requiredLocales ?? layout.locales
        let parts = layout.partition.parts
        return positions.map { position in
            let part = parts[position]
            return PartInputs(
                files: part.files, versions: part.files.map(version),
                namesKnownType: part.files.map(layout.namesKnownType), namespaces: part.namespaces,
                items: part.namespaces.map(items), heldBack: heldBack.scopes(of: part.namespaces),
                requiredLocales: requiredLocales, lock: lock)
        }
    }
}
