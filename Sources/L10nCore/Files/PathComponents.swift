/// A path's folder and last component, worked out on its UTF-8 bytes, as `NSString`'s
/// `deletingLastPathComponent` and `lastPathComponent` give them: Foundation on Linux copies the
/// path through UTF-16 and back for each (about 20,000 instructions a call), and a command that
/// writes thousands of files asks for thousands (an agent's batch stages, settles and watches
/// each file it writes). Foundation's also stop the process on some one-character paths.
///
/// Runs of slashes count as one and a trailing slash ends no component, as in Foundation:
/// `/a//b/` is in `/a` and named `b`; `/` is its own folder and name; a bare name is in `""`.
public enum PathComponents {
    /// The folder `path` is in: `/a` for `/a/b`, `/` for `/a`, `""` for `a`.
    public static func folder(of path: String) -> String {
        split(path).folder
    }

    /// The last component of `path`: `b` for `/a/b/`, `/` for `/`.
    public static func name(of path: String) -> String {
        split(path).name
    }

    /// `path` normalized lexically: `.` components, repeated and trailing slashes dropped, and a
    /// `..` after a named component taken back with it (`Sources/../Gen` is `Gen`; `/..` is
    /// `/`; a relative path keeps the `..` it starts with). `.` for a relative path that is its
    /// folder itself. Links are not resolved. The one normalization of `exclude:` paths
    /// (`ExcludedPaths`) and of the folders a server compares (`ProjectFolders`).
    public static func normalized(_ path: String) -> String {
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

    private static let slash = UInt8(ascii: "/")

    private static func split(_ path: String) -> (folder: String, name: String) {
        var bytes = Array(path.utf8)
        if bytes.count > 1 {
            var collapsed: [UInt8] = []
            collapsed.reserveCapacity(bytes.count)
            for byte in bytes where !(byte == slash && collapsed.last == slash) { collapsed.append(byte) }
            bytes = collapsed
            if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        }
        guard let last = bytes.lastIndex(of: slash) else {
            return ("", String(decoding: bytes, as: UTF8.self))
        }
        if bytes.count == 1 { return ("/", "/") }
        // Cut at an ASCII slash, each side is valid UTF-8 as the whole was.
        let name = String(decoding: bytes[(last + 1)...], as: UTF8.self)
        return (last == 0 ? "/" : String(decoding: bytes[..<last], as: UTF8.self), name)
    }
}
