/// Resolves paths written in a configuration file against the file's directory, lexically
/// (no file system access), so diagnostics show paths the way the user wrote the config path.
struct ConfigurationPathResolver: Sendable {
    /// The configuration file's directory as given: `""` for a file in the working directory.
    let directory: String

    init(configurationPath: String) {
        if let slash = configurationPath.lastIndex(of: "/") {
            let directory = String(configurationPath[..<slash])
            self.directory = directory.isEmpty ? "/" : directory
        } else {
            self.directory = ""
        }
    }

    /// `path` relative to the working directory (or absolute when the config path or `path`
    /// is absolute), with `.` and `..` components folded.
    func resolve(_ path: String) -> String {
        let joined = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
        return Self.normalize(joined)
    }

    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let body = components.joined(separator: "/")
        if isAbsolute { return "/" + body }
        return body.isEmpty ? "." : body
    }
}
