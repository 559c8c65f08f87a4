import Foundation
import Testing

/// Issue 30, case 7: a syntax error is reported where the user acts (the opening quote of a
/// text not closed, the line without its `:`), and nothing is made of the text it swallowed:
/// no `value-trimmed` of it, no `missing-key` for the keys after it.
@Suite("Syntax errors at the place to act")
struct SyntaxErrorPlaceTests {
    static let configuration = "sources: [Sources/App]\nresources: [Sources/App]\ndefaultLocale: en\n"

    /// The findings of `check --format json`: rule, line, column and message of each.
    static func findings(in root: URL) throws -> [(rule: String, line: Int, column: Int, message: String)] {
        let run = try #require(L10ncRun.run(["check", "--format", "json"], in: root))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return (document["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            let location = diagnostic["location"] as? [String: Any] ?? [:]
            return (
                diagnostic["rule"] as? String ?? "", location["line"] as? Int ?? 0,
                location["column"] as? Int ?? 0,
                diagnostic["message"] as? String ?? ""
            )
        }
    }

    @Test("an unclosed quote: one finding at the opening quote, nothing of the swallowed text")
    func unclosedQuote() throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": Self.configuration + "locales: [en]\n",
            "Sources/App/LandingPageViewModel.swift": """
            struct LandingPageViewModel {
                @LocalizedString var loadingTitle
                @LocalizedString var pageTitle
            }

            """,
            "Sources/App/LandingPageViewModel.yml":
                "en:\n  LandingPageViewModel:\n    loadingTitle: \"Loading...\n    pageTitle: \"X\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(in: root)
        #expect(findings.map(\.rule) == ["yaml-syntax"])
        #expect(findings.first.map { "\($0.line):\($0.column)" } == "3:19")
        #expect(
            findings.first?.message.hasPrefix("YAML syntax error: this quoted text is not closed") == true)
        #expect(findings.allSatisfy { !$0.message.contains("\n") })

        let text = try #require(L10ncRun.run(["check"], in: root))
        #expect(text.exitStatus == 1)
        #expect(
            text.standardOutput.hasPrefix(
                "Sources/App/LandingPageViewModel.yml:3:19: error: YAML syntax error: this quoted text is not closed"
            ))
        #expect(!text.standardOutput.contains("\u{FFFD}"))
        #expect(!text.standardOutput.contains("value-trimmed"))
    }

    @Test(
        "an unclosed quote in a file of many view models: no missing-key after it, nor a dictionary's key unused"
    )
    func unclosedQuoteAmongManyTypes() throws {
        // FOSMVVM's own test resources keep a dozen view models in one file, then the other locale.
        let types = ["InnerViewModel", "MainViewModel", "OptionalInnerViewModel", "ArrayViewModel"]
        var swift = """
            struct InnerViewModel {
                @LocalizedString var innerString
                @LocalizedSubs(substitutions: \\.subs) var innerSubs
                @LocalizedSubs(substitutions: \\.subs) var innerConstantString
                var subs: [String: any Localizable] { ["subInt": LocalizableInt(value: 1), "constant": LocalizableString.constant("c")] }
            }

            """
        for type in types.dropFirst() { swift += "struct \(type) {\n    @LocalizedString var title\n}\n" }
        var yaml = ""
        for locale in ["en", "es"] {
            yaml += "\(locale):\n"
            yaml += "  InnerViewModel:\n    innerString: \"Inner\"\n    innerSubs: \"SubInt: %{subInt}\"\n"
            // The quote of `en`'s constant text is not closed.
            yaml += "    innerConstantString: \"Constant: %{constant}%" + (locale == "en" ? "\n\n" : "\"\n\n")
            for type in types.dropFirst() { yaml += "  \(type):\n    title: \"\(type)\"\n\n" }
        }
        let root = try FirstHourInputTests.text([
            "l10nc.yml": Self.configuration + "locales: [en, es]\n",
            "Sources/App/ViewModels.swift": swift,
            "Sources/App/InnerViewModel.yml": yaml,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(in: root)
        #expect(findings.map(\.rule) == ["yaml-syntax"], "\(findings)")
        #expect(findings.first.map { "\($0.line):\($0.column)" } == "5:26")
    }

    @Test(
        "a missing colon is an error at its own line",
        arguments: [
            // The repro: the type's only line. No syntax error: the type holds a text.
            ("en:\n  OptionalArrayViewModel:\n    title \"Optional Array\"\n", "invalid-structure", 3, 5),
            // With a key below, libyaml reads both lines as one text and stops at the second `:`.
            (
                "en:\n  OptionalArrayViewModel:\n    title \"Optional Array\"\n    other: \"x\"\n",
                "yaml-syntax", 3, 5
            ),
            // Below a sibling, libyaml looks for the `:` of a key and stops on the next line.
            (
                "en:\n  OptionalArrayViewModel:\n    other: \"x\"\n    title \"Optional Array\"\n",
                "yaml-syntax", 4, 5
            ),
        ])
    func missingColon(yaml: String, rule: String, line: Int, column: Int) throws {
        let root = try FirstHourInputTests.text([
            "l10nc.yml": Self.configuration + "locales: [en]\n",
            "Sources/App/OptionalArrayViewModel.swift":
                "struct OptionalArrayViewModel {\n    @LocalizedString var title\n    @LocalizedString var other\n}\n",
            "Sources/App/OptionalArrayViewModel.yml": yaml,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try Self.findings(in: root)
        #expect(findings.map(\.rule) == [rule], "\(findings)")
        #expect(findings.first.map { "\($0.line):\($0.column)" } == "\(line):\(column)")
        #expect(
            findings.first?.message.contains("':' missing after 'title'") == true
                || findings.first?.message.contains("no ':' after its key ('title')") == true)
        let run = try #require(L10ncRun.run(["check"], in: root))
        #expect(run.exitStatus == 1)
        #expect(
            run.standardOutput.hasPrefix("Sources/App/OptionalArrayViewModel.yml:\(line):\(column): error: "))
        // `fix` no longer meets a value where it would add a key.
        let fix = try #require(L10ncRun.run(["fix", "--fill", "copy", "--dry-run"], in: root))
        #expect(!fix.standardError.contains("holds a value, not a mapping"), "\(fix.standardError)")
    }
}
