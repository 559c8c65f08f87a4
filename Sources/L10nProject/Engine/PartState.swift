import L10nCore

/// The parts of a project as last laid out and checked, each with the key of the inputs its
/// result was made from: what a check by parts keeps from one update to the next
/// (`PartPlan`). `ProjectEngine` keeps it in memory, keyed by the inputs themselves; the check
/// cache writes it to disk and reads it back, keyed by the inputs' digest.
public struct PartState<Key: Hashable & Sendable, Result: Sendable>: Sendable {
    /// Every locale of the catalog, sorted (`ProjectLayout.locales`), as tags.
    public var locales: [String]
    /// How many type names the catalog defines or the schema names (`ProjectLayout.knownTypes`).
    public var knownTypeCount: Int
    public var partition: ProjectPartition
    /// Per part, per file, whether the type the file is named after is known
    /// (`PartInputs.namesKnownType`): while the layout is kept the known types are, and this is
    /// all a part's check reads of them, so a kept layout need not keep the known types
    /// themselves.
    public var namesKnownType: [[Bool]]
    /// Per part, the key of its inputs when its result was made.
    public var keys: [Key]
    /// Per part, in the partition's order. Kept as one array each (not one value per part),
    /// so that an update that checks a part or two replaces those and copies nothing else.
    public var results: [Result]

    public init(
        locales: [String], knownTypeCount: Int, partition: ProjectPartition, namesKnownType: [[Bool]],
        keys: [Key], results: [Result]
    ) {
        self.locales = locales
        self.knownTypeCount = knownTypeCount
        self.partition = partition
        self.namesKnownType = namesKnownType
        self.keys = keys
        self.results = results
    }

    /// What names a part across layouts: its first file, or (for a part without files) its
    /// first namespace. Two parts with equal inputs have the same name.
    public static func name(of part: ProjectPartition.Part) -> String {
        part.files.first ?? "\u{0}" + (part.namespaces.first ?? "")
    }
}
