import L10nCore

/// The parts of a project as last laid out and checked, each with the key of the inputs its
/// result was made from: what a check by parts keeps from one update to the next
/// (`PartPlan`). `ProjectEngine` keeps it in memory, keyed by the inputs themselves; the check
/// cache writes it to disk and reads it back, keyed by the inputs' digest.
public struct PartState<Key: Hashable & Sendable, Result: Sendable>: Sendable {
    /// One part and what was made of it.
    public struct Entry: Sendable {
        /// Sorted.
        public var files: [String]
        /// Per file, whether the type it is named after is known (`PartInputs.namesKnownType`):
        /// while the layout is kept the known types are, and this is all a part's check reads
        /// of them, so a kept layout need not keep the known types themselves.
        public var namesKnownType: [Bool]
        /// Sorted.
        public var namespaces: [String]
        /// The key of the part's inputs when `result` was made.
        public var key: Key
        public var result: Result

        public init(files: [String], namesKnownType: [Bool], namespaces: [String], key: Key, result: Result) {
            self.files = files
            self.namesKnownType = namesKnownType
            self.namespaces = namespaces
            self.key = key
            self.result = result
        }
    }

    /// Every locale of the catalog, sorted (`ProjectLayout.locales`), as tags.
    public var locales: [String]
    /// How many type names the catalog defines or the schema names (`ProjectLayout.knownTypes`).
    public var knownTypeCount: Int
    /// In the partition's order.
    public var parts: [Entry]

    public init(locales: [String], knownTypeCount: Int, parts: [Entry]) {
        self.locales = locales
        self.knownTypeCount = knownTypeCount
        self.parts = parts
    }

    /// The parts as a partition.
    public var partition: ProjectPartition {
        ProjectPartition(parts: parts.map { .init(files: $0.files, namespaces: $0.namespaces) })
    }

    /// What names a part across layouts: its first file, or (for a part without files) its
    /// first namespace. Two parts with equal inputs have the same name.
    public static func name(of part: ProjectPartition.Part) -> String {
        part.files.first ?? "\u{0}" + (part.namespaces.first ?? "")
    }
}
