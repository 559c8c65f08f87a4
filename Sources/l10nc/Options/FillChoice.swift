import ArgumentParser
import L10nProject

/// `--fill`: what a missing key gets in the other locales. `copy`, `empty` or `pseudo`;
/// `memory`, the translation memory's exact match; `memory,copy` (or `memory,empty`,
/// `memory,pseudo`), the match where there is one and the other text elsewhere.
struct FillChoice: ExpressibleByArgument, Sendable, Hashable {
    /// Take the memory's exact match first.
    var fromMemory: Bool
    /// What a key gets without a match (or without `memory`).
    var fallback: FixPlanOptions.Fill?

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        switch parts.count {
        case 1 where parts[0] == "memory":
            fromMemory = true
            fallback = nil
        case 1:
            guard let fill = FixPlanOptions.Fill(rawValue: parts[0]) else { return nil }
            fromMemory = false
            fallback = fill
        case 2 where parts[0] == "memory":
            guard let fill = FixPlanOptions.Fill(rawValue: parts[1]) else { return nil }
            fromMemory = true
            fallback = fill
        default:
            return nil
        }
    }

    static var allValueStrings: [String] {
        FixPlanOptions.Fill.allCases.map(\.rawValue) + ["memory"]
            + FixPlanOptions.Fill.allCases.map { "memory,\($0.rawValue)" }
    }
}
