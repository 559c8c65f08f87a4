/// Input that cannot be read at all: the CLI reports it in one line and exits with status 2.
public enum ResourceInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `--resources` (or config) root that does not exist.
    case missingRoot(String)
    /// A file or directory that exists but cannot be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingRoot(let path):
            "resource root '\(path)' does not exist; check the path given to --resources or in l10nc.yml"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason); check its permissions"
        }
    }
}
