/// Where the translations of a translation memory come from, in the order they are trusted:
/// the project's own resources first, then each memory file in the order it was given.
public struct MemoryOrigin: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The project's own YAML resources (translations current in `l10nc.lock`).
        case project
        /// A file given with `--memory` or `memory:` (XLIFF, PO, TMX, `.xcstrings`).
        case file
    }

    public var kind: Kind
    /// The file's path as it was given; `nil` for the project.
    public var path: String?

    public static let project = MemoryOrigin(kind: .project, path: nil)

    public static func file(_ path: String) -> MemoryOrigin {
        MemoryOrigin(kind: .file, path: path)
    }

    /// `the project` or the file's path: what reports and quick fixes name.
    public var description: String {
        path ?? "the project"
    }
}
