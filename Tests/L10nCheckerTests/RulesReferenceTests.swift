import Foundation
import L10nCore
import Testing

@Suite struct RulesReferenceTests {
    @Test func everyRuleHasASectionInTheRulesReference() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let headings = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("## `") }.map { line in
                String(line.dropFirst(4).prefix { $0 != "`" })
            })
        let ids = RuleMetadata.all.map(\.id.rawValue)
        #expect(ids.filter { !headings.contains($0) } == [])
        #expect(headings.subtracting(ids).sorted() == [])
    }
}
