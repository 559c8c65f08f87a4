import Foundation
import L10nChecker
import L10nCore

/// The folders a project reads (its sources and resources), and the one test of what a path
/// belongs to: every front end that picks a project by a path (`--project-for`, the language
/// server, the agent server) asks here, so they never disagree.
///
/// Paths are compared as absolute, lexically normalized paths (`.` and `..` resolved, no
/// trailing `/`), component by component: `Sources/App` holds `Sources/App/Card.yml`, not
/// `Sources/AppKit/Card.yml`. Symbolic links are not followed, as the reader does not follow
/// them to decide where a file is.
public struct ProjectFolders: Sendable, Hashable {
    /// The project's source and resource folders (or files), absolute and normalized.
    public let roots: [String]
    /// What the project's walks leave out under them (`exclude:`), absolute and normalized.
    public let excluded: ExcludedPaths

    /// - Parameter directory: what relative paths are relative to (the working directory).
    public init(
        _ project: ProjectConfiguration,
        relativeTo directory: String = FileManager.default.currentDirectoryPath
    ) {
        roots = (project.sources + project.resources).map { Self.absolute($0, relativeTo: directory) }
        excluded = ExcludedPaths(project.exclude.map { Self.absolute($0, relativeTo: directory) })
    }

    /// Whether `path` is one of the folders (or files), or under one: a file of the project,
    /// or one that would be if it were there.
    public func contains(
        _ path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath
    ) -> Bool {
        let target = Self.absolute(path, relativeTo: directory)
        return roots.contains { Self.isWithin(target, root: $0) }
    }

    /// Whether `path` is one of the folders, under one, or above one (a target's folder that
    /// holds its `Resources`): what `--project-for` asks of a folder.
    public func overlaps(
        _ path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath
    ) -> Bool {
        let target = Self.absolute(path, relativeTo: directory)
        return roots.contains { Self.isWithin(target, root: $0) || Self.isWithin($0, root: target) }
    }

    /// `path` made absolute against `directory` and normalized lexically
    /// (`PathComponents.normalized`).
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        PathComponents.normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    private static func isWithin(_ path: String, root: String) -> Bool {
        path == root || root == "/" || path.hasPrefix(root + "/")
    }
}
