/// Bounds that keep a hostile or broken file from costing unbounded time or memory.
public struct YAMLReaderLimits: Sendable, Hashable {
    /// Files larger than this are not read (`resource-too-large`). Never more than
    /// `largestReadableFile`, whatever is set here.
    public var maxFileSize: Int
    /// The number of nodes aliases may add in total (`yaml-alias-limit`). A "billion laughs"
    /// document trips this after a few thousand nodes instead of expanding to 10⁹.
    public var maxAliasExpansion: Int
    /// Deeper collections are reported (`invalid-structure`) and their content dropped; the
    /// tree never gets deep enough to exhaust a thread's stack when it is walked or freed.
    public var maxDepth: Int

    public init(maxFileSize: Int = 16 << 20, maxAliasExpansion: Int = 100_000, maxDepth: Int = 256) {
        self.maxFileSize = maxFileSize
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    public static let `default` = YAMLReaderLimits()

    /// Event logs and catalogs store byte offsets in 32 bits.
    public static let largestReadableFile = Int(UInt32.max)

    /// `maxFileSize`, capped at `largestReadableFile`.
    var effectiveMaxFileSize: Int { min(maxFileSize, Self.largestReadableFile) }
}
