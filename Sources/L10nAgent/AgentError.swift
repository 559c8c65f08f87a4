/// Why a tool call did nothing. Each message says what to do, for an agent to act on.
public enum AgentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An argument is missing, of the wrong type, or out of range.
    case invalidArgument(String)
    /// No project under the server's folder, or several and none chosen.
    case noProject(String)
    /// A project that cannot be read (a resource or source folder, the lock).
    case unreadable(String)
    /// `l10nc.yml` has errors: nothing is written until they are fixed (as every writer does).
    case configurationHasErrors(path: String, findings: [String])
    /// The write failed; nothing was written (`WriteTransaction`'s guarantee), or, rarely, some
    /// files could not be put back (the message says so).
    case writeFailed(String)
    /// The server is closing (its client went away): nothing more is started.
    case closing

    public var description: String {
        switch self {
        case .invalidArgument(let message), .noProject(let message), .unreadable(let message),
            .writeFailed(let message):
            message
        case .configurationHasErrors(let path, let findings):
            "\(path) has errors, so nothing is written until they are fixed (l10n_check lists them): "
                + findings.joined(separator: "; ")
        case .closing:
            "the server is closing; start it again"
        }
    }
}
