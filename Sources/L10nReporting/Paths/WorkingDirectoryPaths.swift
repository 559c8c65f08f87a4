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
        // Most paths are normal already (every finding's and every written file's): one look at
        // the bytes instead of splitting and joining.
        return isNormal(path) ? path : componentwiseNormalized(path)
    }

    /// `lexicallyNormalized(_:)` of an absolute path, component by component.
    static func componentwiseNormalized(_ path: String) -> String {
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

    /// Whether the absolute `path` has no empty, `.` or `..` component and no trailing slash.
    static func isNormal(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || (componentLength == dots && dots <= 2) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: "."), dots == componentLength - 1 { dots += 1 }
            }
        }
        // The last component: `/`, `/a`, not `/a/`, `/.`, `/a/..`.
        return path.utf8.count == 1 || (componentLength > 0 && !(componentLength == dots && dots <= 2))
    }
}
