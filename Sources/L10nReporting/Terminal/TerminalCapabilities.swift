#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether output to a stream may carry ANSI colors.
public enum TerminalCapabilities {
    /// `true` when `fileDescriptor` is a terminal, `NO_COLOR` is not set (to any value, even
    /// empty) and `TERM` is not `dumb`.
    ///
    /// Pipes and files never get colors, so redirected output stays plain text.
    public static func shouldUseColor(fileDescriptor: Int32, environment: [String: String]) -> Bool {
        shouldUseColor(isTerminal: isatty(fileDescriptor) == 1, environment: environment)
    }

    /// The same decision for a stream already known to be, or not to be, a terminal.
    public static func shouldUseColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if environment["NO_COLOR"] != nil { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}
