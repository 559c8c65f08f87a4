import Foundation

@testable import L10nRuntime

/// The fixtures `Locales/generate_locale_data.py` writes next to these tests.
///
/// The runtime module cannot read YAML, so the generator copies the rules these tests need
/// (and every parent locale) into `plural-rules.json`; `LocaleDataStoreTests` in the checker
/// tests checks that copy against `Locales/plurals.yml` read with the project's YAML reader.
enum PluralFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The layout of `plural-rules.json`.
    struct RuleFile: Decodable {
        var cldrVersion: String
        var parentLocales: [String: String]
        var locales: [String: [String: [String: String]]]
    }

    /// One line of `plural-expected.tsv`: Babel's categories for one locale and kind.
    struct ExpectedRow: Sendable {
        var locale: LocaleIdentifier
        var kind: PluralRuleKind
        var expectations: [(number: String, category: PluralCategory)]
    }

    static func ruleFile() throws -> RuleFile {
        let data = try Data(contentsOf: directory.appendingPathComponent("plural-rules.json"))
        return try JSONDecoder().decode(RuleFile.self, from: data)
    }

    static func parents() throws -> [LocaleIdentifier: LocaleIdentifier] {
        var parents: [LocaleIdentifier: LocaleIdentifier] = [:]
        for (child, parent) in try ruleFile().parentLocales {
            parents[try locale(child)] = try locale(parent)
        }
        return parents
    }

    static func localePluralRules() throws -> LocalePluralRules {
        var rules: [PluralRuleKind: [LocaleIdentifier: PluralRules]] = [:]
        for (tag, kinds) in try ruleFile().locales {
            for (kindName, sources) in kinds {
                let kind = try requireFixture(PluralRuleKind(rawValue: kindName), "kind \(kindName)")
                var categories: [PluralCategory: String] = [:]
                for (name, source) in sources {
                    categories[try requireFixture(PluralCategory(rawValue: name), "category \(name)")] =
                        source
                }
                rules[kind, default: [:]][try locale(tag)] = try PluralRules(rules: categories)
            }
        }
        return LocalePluralRules(rules: rules, inheritance: LocaleInheritance(parents: try parents()))
    }

    static func expectedRows() throws -> [ExpectedRow] {
        let text = try String(
            contentsOf: directory.appendingPathComponent("plural-expected.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard let header = lines.first?.split(separator: "\t").map(String.init), header.count > 2 else {
            throw FixtureError(message: "plural-expected.tsv has no header line")
        }
        let numbers = Array(header.dropFirst(2))
        return try lines.dropFirst().map { line in
            let fields = line.split(separator: "\t").map(String.init)
            let kind = try requireFixture(PluralRuleKind(rawValue: fields[1]), "kind \(fields[1])")
            let categories = try fields.dropFirst(2).map {
                try requireFixture(PluralCategory(rawValue: $0), "category \($0)")
            }
            return ExpectedRow(
                locale: try locale(fields[0]), kind: kind, expectations: Array(zip(numbers, categories)))
        }
    }

    static func locale(_ tag: String) throws -> LocaleIdentifier {
        try requireFixture(LocaleIdentifier(tag), "locale \(tag)")
    }
}

/// `value`, or a `FixtureError` naming what the fixture lacked.
func requireFixture<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw FixtureError(message: "the fixture has an unknown \(what)") }
    return value
}
