/// The configuration's `exclude:` paths, applied one way by every walk of a project's folders
/// (its Swift sources, its resource files, an editor's unsaved files) and by the servers' watch
/// of them: a path is excluded when it is one of them or lies below one.
///
/// Paths are compared as written, after the same tidying on both sides: `./` at the start, `.`
/// components, repeated and trailing slashes dropped, and a `..` after a named component taken
/// back with it (`Sources/../Gen` is `Gen`), so `./Sources/Generated/` excludes
/// `Sources/Generated/Cards.swift`. Links are not resolved. `.` excludes everything below the
/// folder the paths are relative to.
public struct ExcludedPaths: Sendable, Hashable {
    private let paths: Set<String>

    public init(_ paths: [String]) {
        self.paths = Set(paths.map(Self.tidied))
    }

    public var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` is one of the paths, or below one.
    public func contains(_ path: String) -> Bool {
        guard !paths.isEmpty else { return false }
        if paths.contains(".") { return true }
        var candidate = Self.tidied(path)[...]
        while true {
            if paths.contains(String(candidate)) { return true }
            guard let slash = candidate.lastIndex(of: "/"), slash != candidate.startIndex else {
                return false
            }
            candidate = candidate[..<slash]
        }
    }

    /// `path` tidied as the type's documentation says; `.` for a path that is the folder itself.
    static func tidied(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
