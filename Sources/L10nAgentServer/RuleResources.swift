import L10nCore
import MCP

/// The rules' documentation as resources, `l10nc://rules/<rule-id>`: what each finding of
/// `l10n_check` and each rejection of `l10n_submit` named by a check rule means, and how to fix it.
enum RuleResources {
    static let scheme = "l10nc://rules/"

    static var all: [Resource] {
        RuleMetadata.all.map { rule in
            Resource(
                name: rule.id.rawValue, uri: scheme + rule.id.rawValue, title: "Rule \(rule.id.rawValue)",
                description: rule.summary, mimeType: "text/markdown")
        }
    }

    static func read(_ parameters: ReadResource.Parameters) throws -> ReadResource.Result {
        guard parameters.uri.hasPrefix(scheme),
            let rule = RuleMetadata.all.first(where: { scheme + $0.id.rawValue == parameters.uri })
        else {
            throw MCPError.invalidParams(
                "no resource '\(parameters.uri)'; the rules are \(scheme)<rule-id>, such as \(scheme)missing-key"
            )
        }
        let text = """
            # `\(rule.id.rawValue)`

            **Default severity:** \(rule.defaultSeverity.rawValue)\(rule.enabledByDefault ? "" : " (off by default)")

            \(rule.summary)

            \(rule.help)
            """
        return ReadResource.Result(contents: [.text(text, uri: parameters.uri, mimeType: "text/markdown")])
    }
}
