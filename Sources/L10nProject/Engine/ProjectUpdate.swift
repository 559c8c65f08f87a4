/// What an engine update re-did: the measure of how incremental it was.
public struct ProjectUpdate: Sendable, Hashable {
    /// Parts read and checked again, and parts whose findings were kept.
    public var checkedParts: Int
    public var reusedParts: Int
    /// Resource files parsed (each changed file alone, then with its part when the part
    /// holds other files).
    public var readResources: Int
    /// Swift files parsed again; the schema is then resolved from every file's kept facts.
    public var parsedSources: Int

    public init(checkedParts: Int = 0, reusedParts: Int = 0, readResources: Int = 0, parsedSources: Int = 0) {
        self.checkedParts = checkedParts
        self.reusedParts = reusedParts
        self.readResources = readResources
        self.parsedSources = parsedSources
    }
}
