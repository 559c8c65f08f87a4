import L10nCore

/// Why a scan could not run at all. Findings in the sources are diagnostics, not errors.
public enum ScanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `--sources` root that does not exist.
    case missingRoot(String)
    /// A root or a directory that exists but cannot be read.
    case unreadableFile(path: String, reason: String)
    /// A Swift file that cannot be read: the scan reports it as an `unreadable-file` finding
    /// and goes on, so this reaches a caller only from a function that reads one file.
    case unreadableSource(UnreadableFile)

    public var description: String {
        switch self {
        case .missingRoot(let path):
            "source root '\(path)' does not exist; check the path given to --sources or in l10nc.yml"
        case .unreadableFile(let path, let reason):
            "cannot read '\(path)': \(reason); check its permissions or exclude it with --exclude"
        case .unreadableSource(let file):
            "\(file.description); check its permissions or exclude it with --exclude"
        }
    }
}
