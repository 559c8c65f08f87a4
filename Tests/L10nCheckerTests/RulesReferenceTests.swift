import Foundation
import L10nCore
import Testing

/// The rules reference exists twice, as `docs/rules.md` for the repository and as the DocC
/// article of the compiler module; both must document every rule, with the same text.
@Suite struct RulesReferenceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `## \`rule-id\`` sections of a Markdown file: id → body up to the next `## ` heading.
    static func ruleSections(_ relativePath: String) throws -> [String: String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
        var sections: [String: String] = [:]
        var current: String?
        var body: [Substring] = []
        func close() {
            if let current {
                sections[current] = body.joined(separator: "\n").trimmingCharacters(
                    in: .whitespacesAndNewlines)
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                close()
                body = []
                current = line.hasPrefix("## `") ? String(line.dropFirst(4).prefix { $0 != "`" }) : nil
            } else {
                body.append(line)
            }
        }
        close()
        return sections
    }

    static let ids = RuleMetadata.all.map(\.id.rawValue)

    @Test(arguments: ["docs/rules.md", "Sources/L10nCompiler/L10nCompiler.docc/RulesReference.md"])
    func everyRuleHasASection(in path: String) throws {
        let headings = Set(try Self.ruleSections(path).keys)
        #expect(Self.ids.filter { !headings.contains($0) } == [])
        #expect(headings.subtracting(Self.ids).sorted() == [])
    }

    @Test func theDocCArticleAgreesWithDocsRulesMd() throws {
        let markdown = try Self.ruleSections("docs/rules.md")
        let article = try Self.ruleSections("Sources/L10nCompiler/L10nCompiler.docc/RulesReference.md")
        // Copy a changed section from docs/rules.md into the article (or back) when this fails.
        let differing = Self.ids.filter { markdown[$0] != article[$0] }
        #expect(differing == [])
    }

    /// A rule that serves one runtime says so in its reference section, and only such a rule.
    @Test func theReferenceNamesTheRuntimesEachRuleServes() throws {
        let sections = try Self.ruleSections("docs/rules.md")
        for rule in RuleMetadata.all {
            let severityLine = sections[rule.id.rawValue]?.split(separator: "\n")
                .first { $0.hasPrefix("**Default severity:**") }
            let only = ServingRuntime.allCases.filter {
                severityLine?.contains("(only under `runtime: \($0.rawValue)`)") ?? false
            }
            let expected = rule.runtimes.count == ServingRuntime.allCases.count ? [] : Array(rule.runtimes)
            #expect(only == expected, "\(rule.id)")
        }
    }

    @Test func theReadmeTableListsEveryRule() throws {
        let readme = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = Set(
            readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
                String(line.dropFirst(3).prefix { $0 != "`" })
            })
        #expect(Self.ids.filter { !rows.contains($0) } == [])
    }

    @Test func everySectionStatesTheDefaultSeverity() throws {
        let article = try Self.ruleSections("Sources/L10nCompiler/L10nCompiler.docc/RulesReference.md")
        let wrong = RuleMetadata.all.filter { rule in
            !(article[rule.id.rawValue] ?? "").hasPrefix(
                "**Default severity:** \(rule.defaultSeverity.rawValue)")
        }.map(\.id.rawValue)
        #expect(wrong == [])
    }
}
