/// Why a scan could not run at all. Findings in the sources are diagnostics, not errors.
public enum ScanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `--sources` root that does not exist.
    case missingRoot(String)
    /// A file or directory that exists but cannot be read.
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingRoot(let path):
            "source root '\(path)' does not exist; pass an existing directory or .swift file with --sources"
        case .unreadableFile(let path, let reason):
            "cannot read '\(path)': \(reason); check its permissions or exclude it with --exclude"
        }
    }
}
