/// The configuration's `exclude:` paths, applied one way by every walk of a project's folders
/// (its Swift sources, its resource files, an editor's unsaved files) and by the servers' watch
/// of them: a path is excluded when it is one of them or lies below one.
///
/// Paths are compared as written, after the same tidying on both sides
/// (`PathComponents.normalized`), so `./Sources/Generated/` excludes
/// `Sources/Generated/Cards.swift`. Links are not resolved. `.` excludes everything below the
/// folder the paths are relative to.
public struct ExcludedPaths: Sendable, Hashable {
    private let paths: Set<String>

    public init(_ paths: [String]) {
        self.paths = Set(paths.map(PathComponents.normalized))
    }

    public var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` is one of the paths, or below one.
    public func contains(_ path: String) -> Bool {
        guard !paths.isEmpty else { return false }
        if paths.contains(".") { return true }
        var candidate = PathComponents.normalized(path)[...]
        while true {
            if paths.contains(String(candidate)) { return true }
            guard let slash = candidate.lastIndex(of: "/"), slash != candidate.startIndex else {
                return false
            }
            candidate = candidate[..<slash]
        }
    }
}
