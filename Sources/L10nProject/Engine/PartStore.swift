import L10nChecker
import L10nCore
import L10nEditing
import L10nRuntime
import L10nYAML

/// What a check by parts keeps from one update to the next, and where: `ProjectEngine` keeps
/// it in memory, naming a file's contents by the count of changes it has seen and a
/// namespace's items by the items themselves; `check --cache` keeps it on disk, naming both by
/// their digests. `PartUpdate`, the one procedure of both, brings it up to date.
public protocol PartStore {
    associatedtype Version: Hashable & Sendable
    associatedtype Items: Hashable & Sendable
    associatedtype Key: Hashable & Sendable
    associatedtype Result: Sendable

    /// The parts as last laid out and checked; `nil` before a first update.
    var parts: PartState<Key, Result>? { get set }

    /// A resource file's summary as last recorded; `nil` for a file never read.
    func summary(of path: String) -> ProjectLayout.ResourceSummary?
    /// Whether a resource file's summary was read from its current contents.
    func hasCurrentSummary(_ path: String) -> Bool
    /// Records what reading a resource file alone found.
    mutating func record(_ read: ResourceReadAlone)
    /// Forgets the resource files not among `paths`, the files listed now; called once every
    /// listed file whose summary was not current was read and recorded.
    mutating func forgetResources(notIn paths: [String])
    /// Per resource file, where each of its locales is written.
    func placesOfEachFile() -> [[LocaleIdentifier: [SourceLocation]]]
    /// The schema's type names and each namespace's links (`ProjectPartition.links`): what a
    /// new layout needs of the schema.
    func schemaForLayout() -> (typeNames: [String], links: [String: [String]])

    /// A resource file's version.
    func version(of path: String) -> Version
    /// A namespace's items, or what stands for them.
    func items(of namespace: String) -> Items
    /// The key of a part's inputs.
    var partKey: @Sendable (PartInputs<Version, Items>) -> Key { get }

    /// What is kept of the parts checked again this update (`checked` of them): by position.
    func resultMaker(for partition: ProjectPartition, checked: Int)
        -> @Sendable (
            _ position: Int, _ read: CatalogReadResult, _ diagnostics: [Diagnostic], _ coverage: CoverageTally
        )
        -> Result?
    /// A part's findings as its result keeps them; `nil` when they cannot be read back.
    func diagnostics(of result: Result) -> [Diagnostic]?
    /// The parts' coverage counts, summed.
    func coverage(of results: [Result]) -> CoverageTally
}

/// What checking the parts of an update needs besides their files: the CLDR data, the lock,
/// and the schema items of their namespaces. Asked for once the parts to check are known, so
/// an update that checks none need not load them (`PartUpdate`).
public struct PartCheckContext: Sendable {
    public var localeData: LocaleDataStore?
    public var lock: TranslationLock?
    /// A namespace's items (none without sources).
    public var items: @Sendable (String) -> [SchemaItem]

    public init(
        localeData: LocaleDataStore?, lock: TranslationLock?,
        items: @escaping @Sendable (String) -> [SchemaItem]
    ) {
        self.localeData = localeData
        self.lock = lock
        self.items = items
    }
}
