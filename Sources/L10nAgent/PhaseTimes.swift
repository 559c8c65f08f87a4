import Foundation

/// The time of each phase of a tool call, printed to standard error when
/// `L10NC_AGENT_TIMING` is set (as `L10NC_CACHE_STATS` does for the check cache): what the
/// benchmark's figures are made of.
struct PhaseTimes {
    private let enabled: Bool
    private var last = ContinuousClock.now
    private var phases: [(String, Duration)] = []

    /// Read once: the process's environment is copied into a dictionary at every read.
    private static let enabledByEnvironment = ProcessInfo.processInfo.environment["L10NC_AGENT_TIMING"] != nil

    /// `environment`: the variables to look in, else the process's.
    init(environment: [String: String]? = nil) {
        enabled = environment.map { $0["L10NC_AGENT_TIMING"] != nil } ?? Self.enabledByEnvironment
    }

    /// Ends the current phase, naming it.
    mutating func mark(_ name: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        phases.append((name, now - last))
        last = now
    }

    /// Prints the phases of `call`.
    func report(_ call: String) {
        guard enabled else { return }
        let line = phases.map { "\($0.0) \(Int(($0.1.seconds * 1000).rounded())) ms" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("l10nc mcp: \(call): \(line)\n".utf8))
    }
}
