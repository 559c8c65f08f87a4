import Foundation
import L10nChecker
import L10nCore
import L10nScanner
import L10nYAML

/// The files a project is made of at one moment: its resource files and its Swift sources,
/// as found under the configured roots, plus the files an editor holds unsaved (an overlay)
/// that would be found there if they were saved.
///
/// Paths are spelled as discovery spells them (relative to the working directory when the
/// roots are); an overlay's paths must be spelled the same way to replace a file.
public struct ProjectInventory: Sendable, Hashable {
    /// Sorted, each once.
    public var resources: [String]
    /// Sorted, each once; empty when the project has no sources.
    public var sources: [String]

    public init(resources: [String], sources: [String]) {
        self.resources = resources
        self.sources = sources
    }

    /// The project's files on disk and in `overlay`.
    ///
    /// - Parameter scanningSources: `false` lists no sources (`export` without a schema).
    public init(
        of configuration: ProjectConfiguration, overlay: [String: [UInt8]] = [:], scanningSources: Bool = true
    ) throws(ProjectLoadError) {
        let sourceRoots = scanningSources ? configuration.sources : []
        (resources, sources, _) = try Self.list(configuration, sourceRoots: sourceRoots)
        guard !overlay.isEmpty else { return }
        let excluded = ExcludedPaths(configuration.exclude)
        let unsaved = overlay.keys.filter { !excluded.contains($0) }
        let newResources = unsaved.filter {
            Self.hasExtension($0, in: ["yml", "yaml"]) && Self.isUnder($0, roots: configuration.resources)
        }
        let newSources = unsaved.filter {
            Self.hasExtension($0, in: ["swift"]) && Self.isUnder($0, roots: sourceRoots)
        }
        if !newResources.isEmpty { resources = Array(Set(resources).union(newResources)).sorted() }
        if !newSources.isEmpty { sources = Array(Set(sources).union(newSources)).sorted() }
    }

    /// The project's files on disk, and the folders listed to find them: while those keep
    /// their stamps, the files are these (`ListedFolders`).
    public static func listed(of configuration: ProjectConfiguration) throws(ProjectLoadError) -> (
        inventory: ProjectInventory, folders: ListedFolders
    ) {
        let (resources, sources, folders) = try list(configuration, sourceRoots: configuration.sources)
        return (ProjectInventory(resources: resources, sources: sources), folders)
    }

    private static func list(_ configuration: ProjectConfiguration, sourceRoots: [String])
        throws(ProjectLoadError) -> (resources: [String], sources: [String], folders: ListedFolders)
    {
        // The Swift files are listed on another thread while the resource files are: a project
        // of thousands of each spends as long in each listing.
        let exclude = configuration.exclude
        let listedSources =
            sourceRoots.isEmpty
            ? nil
            : BackgroundValue { () -> Result<([String], ListedFolders), ScanError> in
                Result { () throws(ScanError) in
                    var folders = ListedFolders()
                    let files = try SchemaScanner(excludedPaths: exclude).files(
                        under: sourceRoots, recording: &folders)
                    return (files, folders)
                }
            }
        var folders = ListedFolders()
        let resources: [String]
        do {
            resources = try ResourceDiscovery(excludedPaths: configuration.exclude)
                .files(under: configuration.resources, recording: &folders)
        } catch {
            _ = listedSources?.value
            throw .resources(error)
        }
        switch listedSources?.value {
        case nil: return (resources, [], folders)
        case .success(let (sources, sourceFolders))?:
            folders.formUnion(sourceFolders)
            return (resources, sources, folders)
        case .failure(let error)?: throw .sources(error)
        }
    }

    /// Whether the project has any resource file and any Swift source, found by walking only
    /// until the first of each; `nil` when a root cannot be listed (as `init(of:)` would throw),
    /// which reading the project reports.
    public static func holdsFiles(of configuration: ProjectConfiguration) -> (resources: Bool, sources: Bool)?
    {
        guard
            let resources = try? ResourceDiscovery(excludedPaths: configuration.exclude)
                .containsFile(under: configuration.resources),
            let sources =
                configuration.sources.isEmpty
                ? false
                : try? SchemaScanner(excludedPaths: configuration.exclude).containsFile(
                    under: configuration.sources)
        else { return nil }
        return (resources, sources)
    }

    private static func hasExtension(_ path: String, in extensions: Set<String>) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private static func isUnder(_ path: String, roots: [String]) -> Bool {
        roots.contains { root in
            let directory = root.hasSuffix("/") ? String(root.dropLast()) : root
            return path == directory || directory == "." || path.hasPrefix(directory + "/")
        }
    }

    /// A file's content: the overlay's, else the disk's; `nil` when neither has it (or the
    /// disk's is not a regular file that can be read, `RegularFile`).
    public static func contents(of path: String, overlay: [String: [UInt8]]) -> [UInt8]? {
        if let bytes = overlay[path] { return bytes }
        guard case .bytes(let bytes)? = try? RegularFile.read(path) else { return nil }
        return bytes
    }
}
