import L10nCore

/// The `l10nc:ignore` comments of a run (resource files' and Swift sources'), by file and the
/// line they apply to, and which of their rule ids suppressed a finding.
struct IgnoreIndex {
    struct Unused {
        /// `nil` for a comment that names no rule id.
        var rule: RuleID?
        var location: SourceLocation
    }

    private struct Line: Hashable {
        var file: String
        var line: Int
    }

    private var comments: [Line: [IgnoreComment]] = [:]
    private var used: Set<[String]> = []

    init(comments list: some Sequence<IgnoreComment>) {
        for comment in list {
            comments[Line(file: comment.location.file, line: comment.line), default: []].append(comment)
        }
    }

    var isEmpty: Bool { comments.isEmpty }

    /// `true` when an ignore comment that applies to the finding's line names its rule.
    mutating func suppress(_ diagnostic: Diagnostic) -> Bool {
        let line = Line(file: diagnostic.location.file, line: diagnostic.location.line)
        guard let candidates = comments[line],
            candidates.contains(where: { $0.rules.contains(diagnostic.rule) })
        else { return false }
        used.insert([line.file, String(line.line), diagnostic.rule.rawValue])
        return true
    }

    /// Every rule id of every comment that suppressed nothing, in file and line order.
    func unused() -> [Unused] {
        var result: [Unused] = []
        for (line, lineComments) in comments {
            for comment in lineComments {
                if comment.rules.isEmpty {
                    result.append(Unused(rule: nil, location: comment.location))
                }
                for rule in comment.rules where !used.contains([line.file, String(line.line), rule.rawValue])
                {
                    result.append(Unused(rule: rule, location: comment.location))
                }
            }
        }
        return result.sorted {
            ($0.location, $0.rule?.rawValue ?? "") < ($1.location, $1.rule?.rawValue ?? "")
        }
    }
}
