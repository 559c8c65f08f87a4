import Foundation
import L10nCore
import L10nReporting
import Testing

@Suite struct SARIFReporterTests {
    static let workingDirectory = "/work/my project"

    /// Every shape the reporter writes: related locations, a fix-it, a rule id without
    /// metadata, a whole-file position, a path needing percent-encoding, a path outside the
    /// working directory, and all three severities.
    static let report = Report(
        diagnostics: [
            Diagnostic(
                rule: .duplicateKey, message: "duplicate key `title`",
                location: SourceLocation(file: "/work/my project/Resources/en.yml", line: 3, column: 3),
                related: [
                    .init(
                        message: "first defined here",
                        location: SourceLocation(
                            file: "/work/my project/Resources/en.yml", line: 2, column: 3)),
                    .init(
                        message: "and here",
                        location: SourceLocation(file: "Resources/en-GB.yml", line: 2, column: 3)),
                ]),
            Diagnostic(
                rule: .yaml11Scalar, message: "`no` reads as false",
                location: SourceLocation(file: "Resources/ja:日本.yml", line: 5, column: 12), fixIt: "\"no\""),
            Diagnostic(
                rule: .resourceTooLarge, message: "too large",
                location: SourceLocation(file: "/elsewhere/huge file.yml", line: 0, column: 0)),
            Diagnostic(
                rule: "future-rule", severity: .note, message: "from a newer checker",
                location: SourceLocation(file: "Sources/A.swift", line: 7, column: 0)),
        ],
        files: 4, types: 1, keys: 9, locales: 2, elapsedSeconds: 0.2)

    static func render(_ report: Report = report) -> String {
        SARIFReporter(workingDirectory: workingDirectory).render(report)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(JSONSchemaValidator.isInstalled) func outputIsValidAgainstTheOfficialSchema() throws {
        let outcome = try #require(try JSONSchemaValidator.validate(Self.render()))
        #expect(outcome.isValid, "SARIF output fails the 2.1.0 schema:\n\(outcome.errors)")
    }

    @Test(JSONSchemaValidator.isInstalled) func emptyReportIsValidAgainstTheOfficialSchema() throws {
        let report = Report(diagnostics: [], files: 0, types: 0, keys: 0, locales: 0, elapsedSeconds: 0)
        let outcome = try #require(try JSONSchemaValidator.validate(Self.render(report)))
        #expect(outcome.isValid, "SARIF output fails the 2.1.0 schema:\n\(outcome.errors)")
    }

    @Test(JSONSchemaValidator.isInstalled) func invalidDocumentFailsValidation() throws {
        // Valid apart from three faults, each one the schema must catch.
        var root = try Self.json(Self.render())
        var runs = try #require(root["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["level"] = "fatal"
        results[0]["message"] = [String: Any]()
        runs[0]["results"] = results
        runs[0]["columnKind"] = "bytes"
        root["runs"] = runs
        let invalid = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)

        let outcome = try #require(try JSONSchemaValidator.validate(invalid))
        #expect(!outcome.isValid)
        #expect(outcome.errors.contains("$.runs[0].columnKind: 'bytes' is not one of"))
        #expect(outcome.errors.contains("$.runs[0].results[0].level: 'fatal' is not one of"))
        #expect(
            outcome.errors.contains(
                "$.runs[0].results[0].message: {} is not valid under any of the given schemas"))
    }

    @Test(JSONSchemaValidator.isInstalled) func documentMissingRequiredPropertiesFailsValidation() throws {
        let outcome = try #require(try JSONSchemaValidator.validate(#"{"version": "2.1.0", "runs": [{}]}"#))
        #expect(!outcome.isValid)
        #expect(outcome.errors.contains("$.runs[0]: 'tool' is a required property"))
    }

    @Test func logHeaderAndRun() throws {
        let root = try Self.json(Self.render())
        #expect(root["version"] as? String == "2.1.0")
        #expect(
            root["$schema"] as? String
                == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        )
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
        let baseIDs = try #require(runs[0]["originalUriBaseIds"] as? [String: [String: String]])
        #expect(baseIDs == ["%SRCROOT%": ["uri": "file:///work/my%20project/"]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "l10nc")
        #expect(driver["version"] as? String == L10nVersion.current)
    }

    @Test func everyRuleHasItsMetadataAndUnknownRulesFollow() throws {
        let root = try Self.json(Self.render())
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleMetadata.all.count + 1)
        for (rule, metadata) in zip(rules, RuleMetadata.all) {
            #expect(rule["id"] as? String == metadata.id.rawValue)
            #expect((rule["shortDescription"] as? [String: String])?["text"] == metadata.summary)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == metadata.help)
            #expect((rule["help"] as? [String: String])?["text"] == metadata.help)
            let configuration = try #require(rule["defaultConfiguration"] as? [String: Any])
            #expect(configuration["level"] as? String == metadata.defaultSeverity.rawValue)
            #expect(configuration["enabled"] as? Bool == metadata.enabledByDefault)
        }
        #expect(rules.last?["id"] as? String == "future-rule")
        let untranslated = try #require(rules.first { $0["id"] as? String == "untranslated" })
        #expect((untranslated["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool == false)
    }

    @Test func resultsCarryRuleLevelMessageAndLocations() throws {
        let root = try Self.json(Self.render())
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        // Sorted by path as given: absolute paths first, then relative ones.
        #expect(
            results.map { $0["ruleId"] as? String }
                == ["resource-too-large", "duplicate-key", "yaml11-scalar", "future-rule"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.map { $0["level"] as? String } == ["error", "error", "warning", "note"])

        let outside = try physicalLocation(of: results[0])
        #expect(outside.uri == "file:///elsewhere/huge%20file.yml")
        #expect(outside.baseID == nil)
        #expect(outside.region == nil)

        let duplicate = try physicalLocation(of: results[1])
        #expect(duplicate.uri == "Resources/en.yml")
        #expect(duplicate.baseID == "%SRCROOT%")
        #expect(duplicate.region == ["startLine": 3, "startColumn": 3])
        #expect((results[1]["message"] as? [String: String])?["text"] == "duplicate key `title`")

        let related = try #require(results[1]["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [0, 1])
        #expect(
            related.map { ($0["message"] as? [String: String])?["text"] } == [
                "first defined here", "and here",
            ])
        #expect(try physicalLocation(of: related[1]).uri == "Resources/en-GB.yml")

        let encoded = try physicalLocation(of: results[2])
        #expect(encoded.uri == "Resources/ja%3A%E6%97%A5%E6%9C%AC.yml")
        #expect((results[2]["properties"] as? [String: String]) == ["fixIt": "\"no\""])
        #expect(results[2]["fixes"] == nil)
        #expect(results[2]["relatedLocations"] == nil)

        #expect(try physicalLocation(of: results[3]).region == ["startLine": 7])
    }

    private func physicalLocation(of object: [String: Any]) throws -> (
        uri: String?, baseID: String?, region: [String: Int]?
    ) {
        let locations = object["locations"] as? [[String: Any]]
        let physical = try #require(
            (locations?.first ?? object)["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        return (artifact["uri"], artifact["uriBaseId"], physical["region"] as? [String: Int])
    }
}
