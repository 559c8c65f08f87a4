/// What an engine update re-did: the measure of how incremental it was.
public struct ProjectUpdate: Sendable, Hashable {
    /// Parts read and checked again, and parts whose findings were kept.
    public var checkedParts: Int
    public var reusedParts: Int
    /// Resource files parsed (each changed file alone, then with its part when the part
    /// holds other files).
    public var readResources: Int
    /// Swift files parsed again.
    public var parsedSources: Int
    /// Swift files resolved again from their facts: the changed files and those linked to them
    /// by type names, or every file when only a whole scan stands for the change.
    public var resolvedSources: Int

    public init(
        checkedParts: Int = 0, reusedParts: Int = 0, readResources: Int = 0, parsedSources: Int = 0,
        resolvedSources: Int = 0
    ) {
        self.checkedParts = checkedParts
        self.reusedParts = reusedParts
        self.readResources = readResources
        self.parsedSources = parsedSources
        self.resolvedSources = resolvedSources
    }
}
