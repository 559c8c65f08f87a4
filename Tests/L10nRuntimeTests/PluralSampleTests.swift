import Foundation
import Testing

@testable import L10nRuntime

/// Every sample of every plural rule of every locale in `Locales/plurals.yml` selects its own
/// category (issue 12). `plural-samples.json` is written by `Locales/generate_locale_data.py`
/// from the same CLDR 47 rules, in CLDR's `@integer`/`@decimal` sample syntax (ranges `2~4`
/// and `1.0~1.5`, `…` ending a list, compact `1c6`), each sample classified by Babel's
/// evaluator, an implementation independent of the one under test.
@Suite("CLDR plural samples")
struct PluralSampleTests {
    struct SampleFile: Decodable {
        struct Rule: Decodable {
            var rule: String
            var integer: String?
            var decimal: String?
        }
        var cldrVersion: String
        var locales: [String: [String: [String: Rule]]]
    }

    static func sampleFile() throws -> SampleFile {
        let data = try Data(
            contentsOf: PluralFixtures.directory.appendingPathComponent("plural-samples.json"))
        return try JSONDecoder().decode(SampleFile.self, from: data)
    }

    /// The numbers a CLDR sample list stands for, as decimal text.
    static func expand(_ list: String) -> [String] {
        var numbers: [String] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if item == "…" || item.isEmpty { continue }
            let bounds = item.split(separator: "~").map(String.init)
            guard bounds.count == 2 else {
                numbers.append(item)
                continue
            }
            // A range steps by one unit of its last digit: 1.0~1.5 is 1.0, 1.1, …, 1.5.
            let digits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scale = Int(pow(10, Double(digits)))
            let low = Int(bounds[0].replacingOccurrences(of: ".", with: ""))!
            let high = Int(bounds[1].replacingOccurrences(of: ".", with: ""))!
            for value in low...high {
                if digits == 0 {
                    numbers.append(String(value))
                } else {
                    let fraction = String(value % scale)
                    numbers.append(
                        "\(value / scale)." + String(repeating: "0", count: digits - fraction.count)
                            + fraction)
                }
            }
        }
        return numbers
    }

    @Test func rangesEllipsesAndCompactSamplesExpand() {
        #expect(Self.expand("0, 2~4, 1c6, …") == ["0", "2", "3", "4", "1c6"])
        #expect(Self.expand("0.8~1.1, 1.0000001c6") == ["0.8", "0.9", "1.0", "1.1", "1.0000001c6"])
        #expect(Self.expand("0.00~0.02") == ["0.00", "0.01", "0.02"])
    }

    @Test func everySampleOfEveryLocaleSelectsItsCategory() throws {
        let file = try Self.sampleFile()
        #expect(file.cldrVersion == "47")
        #expect(file.locales.count >= 260)
        var checked = 0
        var failures: [String] = []
        for (locale, kinds) in file.locales.sorted(by: { $0.key < $1.key }) {
            for (kind, categories) in kinds {
                var sources: [PluralCategory: String] = [:]
                for (name, rule) in categories {
                    sources[try #require(PluralCategory(rawValue: name))] = rule.rule
                }
                let rules = try PluralRules(rules: sources)
                for (name, rule) in categories {
                    let samples = Self.expand(rule.integer ?? "") + Self.expand(rule.decimal ?? "")
                    #expect(!samples.isEmpty, "\(locale) \(kind) \(name) has no sample")
                    for sample in samples {
                        checked += 1
                        let category = rules.category(forDecimal: sample)
                        if category?.rawValue != name {
                            failures.append(
                                "\(locale) \(kind) \(sample): \(category?.rawValue ?? "nil"), CLDR \(name)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) samples disagree: \(failures.prefix(20))")
        #expect(checked > 100_000)
    }

    /// The rules the runtime resolves for a locale (through `LocalePluralRules` and the CLDR
    /// chain) are the ones the samples were classified with.
    @Test func theSampleRulesAreThePluralRules() throws {
        let file = try Self.sampleFile()
        let rules = try PluralFixtures.ruleFile()
        for (locale, kinds) in rules.locales {
            for (kind, categories) in kinds {
                let samples = try #require(file.locales[locale]?[kind], "\(locale) \(kind)")
                #expect(samples.mapValues(\.rule) == categories, "\(locale) \(kind)")
            }
        }
    }

    @Test func decimalsUseTheirShownFractionDigits() throws {
        let english = try PluralRules(rules: [.one: "i = 1 and v = 0"])
        #expect(english.category(for: try #require(PluralOperands(Decimal(1), fractionDigits: 1))) == .other)
        #expect(english.category(for: try #require(PluralOperands(Decimal(1), fractionDigits: 0))) == .one)
        #expect(english.category(for: try #require(PluralOperands(Decimal(1)))) == .one)
        let operands = try #require(PluralOperands(Decimal(string: "1.25")!, fractionDigits: 3))
        #expect((operands.i, operands.v, operands.w, operands.f, operands.t) == (1, 3, 2, 250, 25))
        let rounded = try #require(PluralOperands(Decimal(string: "2.675")!, fractionDigits: 2))
        #expect((rounded.i, rounded.v, rounded.f) == (2, 2, 68))
        let czech = try PluralRules(rules: [
            .one: "i = 1 and v = 0", .few: "i = 2..4 and v = 0", .many: "v != 0",
        ])
        #expect(czech.category(for: try #require(PluralOperands(Decimal(2), fractionDigits: 1))) == .many)
        #expect(czech.category(for: try #require(PluralOperands(Decimal(2), fractionDigits: 0))) == .few)
        #expect(czech.category(for: try #require(PluralOperands(-1.0, fractionDigits: 1))) == .many)
    }

    /// The renderer selects the variant from the number as the message shows it.
    @Test func theRendererPluralizesTheShownNumber() throws {
        let table = RuntimeFixtures.table
        let english = RuntimeFixtures.id("en")
        func render(_ value: Double, minimum: Int, maximum: Int) throws -> String {
            let count = LocalizableDouble(
                value: value, style: .decimal(minimumFractionDigits: minimum, maximumFractionDigits: maximum))
            return try table.render(
                key: "DashboardViewModel.messages", locale: english, arguments: ["count": .double(count)])
        }
        #expect(try render(1, minimum: 1, maximum: 1) == "1.0 new messages")
        #expect(try render(1, minimum: 0, maximum: 2) == "1 new message")
        #expect(try render(1.004, minimum: 0, maximum: 2) == "1 new message")
        #expect(try render(1.5, minimum: 0, maximum: 2) == "1.5 new messages")
    }
}
