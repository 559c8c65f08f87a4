import L10nChecker
import L10nCore
import L10nRuntime
import L10nYAML

/// A resource file read alone: what it contributes to the layout, where its locales are
/// written (an `unlisted-locale` finding names those places), and the read itself, which
/// checks the file's part when the part holds no other file (`PartPlan.results`), so a changed
/// file is parsed once, not once alone and once with its part.
public struct ResourceReadAlone: Sendable {
    public let summary: ProjectLayout.ResourceSummary
    public let localePlaces: [LocaleIdentifier: [SourceLocation]]
    public let read: CatalogReadResult

    public init(path: String, read: CatalogReadResult) {
        summary = ProjectLayout.ResourceSummary(path: path, read: read)
        localePlaces = read.catalog.localeLocations
        self.read = read
    }

    /// Each of `paths` read alone, side by side, in that order.
    public static func reading(
        _ paths: [String], with reader: ProjectReader, overlay: [String: [UInt8]] = [:]
    ) -> [Self] {
        ParallelMap.map(count: paths.count, concurrency: ParallelMap.processorCount) { index in
            Self(path: paths[index], read: reader.read([paths[index]], overlay: overlay))
        }
    }
}
