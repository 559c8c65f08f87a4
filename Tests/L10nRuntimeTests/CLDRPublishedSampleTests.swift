import Foundation
import L10nTestSupport
import Testing

@testable import L10nRuntime

/// CLDR's own published samples (the `@integer`/`@decimal` lists of `plurals.xml` and
/// `ordinals.xml`) against the rules of `Locales/plurals.yml`.
///
/// No package registry here carries CLDR 47's XML (Babel 2.18 drops the samples), so the
/// samples come from Debian's `unicode-cldr-core`, which is CLDR 41 and which
/// `scripts/install-dependencies.sh --with-test-tools` installs (or `CLDR_COMMON_DIR`, a CLDR
/// `common` folder). Every rule set of ours whose conditions are the same as CLDR 41's, for the
/// locale or else its language, must give every one of CLDR 41's samples its own category.
/// Rule sets that changed since CLDR 41 or are new are pinned below, so a change shows; for
/// them `PluralSampleTests` checks samples classified by Babel's CLDR 47 evaluator.
@Suite(
    "CLDR's published plural samples",
    .enabled(
        if: TestTools.ready(
            TestTools.hasFile(
                CLDRCommonFolder.url.appendingPathComponent("supplemental/plurals.xml").path)),
        Comment(
            rawValue: TestTools.skipReason(
                "CLDR's XML (Debian's unicode-cldr-core, or CLDR_COMMON_DIR naming a CLDR 'common' folder)")))
)
struct CLDRPublishedSampleTests {
    /// Rule sets of CLDR 47 (ours) that CLDR 41 does not have, or has with other conditions.
    static let changedSinceCLDR41: Set<String> = [
        "ast ordinal", "blo cardinal", "blo ordinal", "ca cardinal", "csw cardinal", "he cardinal",
        "is cardinal", "lld cardinal", "lld ordinal", "mt cardinal", "pt-PT cardinal", "ro cardinal",
        "scn cardinal", "vec cardinal", "vec ordinal",
    ]

    /// One `<pluralRule>`: its condition and its sample lists.
    struct PublishedRule {
        var condition: String
        var integerSamples: String
        var decimalSamples: String
    }

    static var commonDirectory: URL { CLDRCommonFolder.url }

    /// `locale → category → rule` for one file, read line by line (the files keep one element
    /// per line).
    static func published(_ file: String) throws -> [String: [String: PublishedRule]] {
        let url = commonDirectory.appendingPathComponent("supplemental").appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw PublishedSampleError.missing(url.path)
        }
        var result: [String: [String: PublishedRule]] = [:]
        var locales: [String] = []
        for line in text.split(separator: "\n") {
            if let start = line.range(of: "<pluralRules locales=\""),
                let end = line[start.upperBound...].firstIndex(of: "\"")
            {
                locales = line[start.upperBound..<end].split(separator: " ").map(String.init)
            } else if let start = line.range(of: "<pluralRule count=\""),
                let quote = line[start.upperBound...].firstIndex(of: "\""),
                let close = line.range(of: "</pluralRule>")
            {
                let category = String(line[start.upperBound..<quote])
                let body = line[line.index(quote, offsetBy: 2)..<close.lowerBound]
                let parts = body.components(separatedBy: "@")
                var rule = PublishedRule(
                    condition: Self.normalized(parts[0]), integerSamples: "", decimalSamples: "")
                for part in parts.dropFirst() {
                    if part.hasPrefix("integer") { rule.integerSamples = String(part.dropFirst(7)) }
                    if part.hasPrefix("decimal") { rule.decimalSamples = String(part.dropFirst(7)) }
                }
                for locale in locales { result[locale, default: [:]][category] = rule }
            }
        }
        return result
    }

    static func normalized(_ condition: some StringProtocol) -> String {
        condition.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    enum PublishedSampleError: Error, CustomStringConvertible {
        case missing(String)
        var description: String {
            switch self {
            case .missing(let path):
                "\(path) is missing: run scripts/install-dependencies.sh --with-test-tools (Debian's "
                    + "unicode-cldr-core), or set CLDR_COMMON_DIR to a CLDR 'common' folder"
            }
        }
    }

    @Test func everyPublishedSampleSelectsItsCategory() throws {
        let published = [
            "cardinal": try Self.published("plurals.xml"), "ordinal": try Self.published("ordinals.xml"),
        ]
        // The rules of every locale of `Locales/plurals.yml`, as the sample file carries them.
        let ours = try PluralSampleTests.sampleFile()
        var checkedRuleSets = 0
        var checkedSamples = 0
        var changed: Set<String> = []
        var failures: [String] = []
        for (locale, kinds) in ours.locales.sorted(by: { $0.key < $1.key }) {
            for (kind, categories) in kinds {
                let language = String(locale.prefix { $0 != "-" })
                guard let cldr = published[kind]?[locale] ?? published[kind]?[language],
                    cldr.mapValues(\.condition) == categories.mapValues({ Self.normalized($0.rule) })
                else {
                    changed.insert("\(locale) \(kind)")
                    continue
                }
                var sources: [PluralCategory: String] = [:]
                for (name, rule) in categories {
                    sources[try #require(PluralCategory(rawValue: name))] = rule.rule
                }
                let rules = try PluralRules(rules: sources)
                checkedRuleSets += 1
                for (name, rule) in cldr {
                    let samples =
                        PluralSampleTests.expand(rule.integerSamples)
                        + PluralSampleTests.expand(rule.decimalSamples)
                    for sample in samples {
                        checkedSamples += 1
                        let category = rules.category(forDecimal: sample)
                        if category?.rawValue != name {
                            failures.append(
                                "\(locale) \(kind) \(sample): \(category?.rawValue ?? "nil"), CLDR \(name)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) published samples disagree: \(failures.prefix(20))")
        #expect(changed == Self.changedSinceCLDR41)
        #expect(checkedRuleSets == 378)
        #expect(checkedSamples > 10_000)
    }

    @Test func theSampleListsParse() throws {
        let english = try #require(try Self.published("plurals.xml")["en"])
        #expect(english["one"]?.condition == "i = 1 and v = 0")
        #expect(english["one"]?.integerSamples.trimmingCharacters(in: .whitespaces) == "1")
        #expect(
            PluralSampleTests.expand(try #require(english["other"]?.decimalSamples)).prefix(3) == [
                "0.0", "0.1", "0.2",
            ])
    }
}

/// CLDR's `common` folder: `CLDR_COMMON_DIR`, else Debian's `unicode-cldr-core`. Outside the
/// suite, since its own trait reads it.
enum CLDRCommonFolder {
    static var url: URL {
        let configured = ProcessInfo.processInfo.environment["CLDR_COMMON_DIR"]
        return URL(fileURLWithPath: configured ?? "/usr/share/unicode/cldr/common")
    }
}
