/// A configuration file that cannot be read at all: the CLI reports it in one line and
/// exits with status 2. Problems with its content are `invalid-config` diagnostics instead.
public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No file at the path (given with `--config`, or `./l10nc.yml`).
    case notFound(path: String)
    /// A file that exists but cannot be read.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "configuration file '\(path)' does not exist; create it, pass another with --config, or give "
                + "--sources and --resources on the command line"
        case .unreadable(let path, let reason):
            "cannot read configuration file '\(path)': \(reason); check its permissions"
        }
    }
}
