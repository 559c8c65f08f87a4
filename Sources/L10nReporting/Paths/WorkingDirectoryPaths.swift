/// Shows paths under the working directory as relative paths, the way the json, sarif and
/// github formats print them.
///
/// Relative paths and absolute paths outside the working directory are returned unchanged,
/// so no path is ever rewritten into one that names a different file.
public struct WorkingDirectoryPaths: Sendable, Hashable {
    /// The working directory, absolute, without `.` or `..` components or a trailing slash.
    public let workingDirectory: String

    public init(workingDirectory: String) {
        self.workingDirectory = Self.lexicallyNormalized(workingDirectory)
    }

    /// `path` relative to the working directory if it lies under it, otherwise `path`.
    public func relative(_ path: String) -> String {
        guard path.hasPrefix("/"), workingDirectory.hasPrefix("/") else { return path }
        let normalized = Self.lexicallyNormalized(path)
        if normalized == workingDirectory { return "." }
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        guard normalized.hasPrefix(prefix) else { return path }
        return String(normalized.dropFirst(prefix.count))
    }

    /// Removes `.`, `..` and repeated slashes without touching the file system: resolving
    /// symbolic links would make the output depend on the machine.
    static func lexicallyNormalized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
