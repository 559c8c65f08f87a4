import Testing

@testable import L10nRuntime

@Suite("Plural rule sets")
struct PluralRulesTests {
    private let russian: [PluralCategory: String] = [
        .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
        .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        .other: "",
    ]

    @Test func russianIntegersAndDecimals() throws {
        let rules = try PluralRules(rules: russian)
        #expect(rules.categories == [.one, .few, .many, .other])
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 21) == .one)
        #expect(rules.category(for: 11) == .many)
        #expect(rules.category(for: 3) == .few)
        #expect(rules.category(for: 14) == .many)
        #expect(rules.category(for: 0) == .many)
        #expect(rules.category(for: -22) == .few)
        #expect(rules.category(forDecimal: "1.5") == .other)
        #expect(rules.category(forDecimal: "1.0") == .other)
        #expect(rules.category(forDecimal: "one") == nil)
        #expect(rules.sources == russian)
    }

    @Test func visibleFractionDigitsChangeEnglish() throws {
        let english = try PluralRules(rules: [.one: "i = 1 and v = 0"])
        #expect(english.category(for: 1) == .one)
        #expect(english.category(forDecimal: "1") == .one)
        #expect(english.category(forDecimal: "1.0") == .other)
        #expect(english.category(for: try #require(PluralOperands(1, fractionDigits: 0))) == .one)
        #expect(english.category(for: try #require(PluralOperands(1, fractionDigits: 2))) == .other)
        #expect(english.categories == [.one, .other])
    }

    @Test func otherOnlyRules() {
        #expect(PluralRules.otherOnly.categories == [.other])
        #expect(PluralRules.otherOnly.category(for: 1) == .other)
    }

    @Test func errorsNameTheCategory() throws {
        do {
            _ = try PluralRules(rules: [.one: "i = 1", .few: "i = = 2"])
            Issue.record("a malformed rule must not parse")
        } catch {
            #expect(error.category == .few)
            #expect(error.offset == 4)
            #expect(
                error.description
                    == "plural rule for 'few' \"i = = 2\", offset 4: expected a non-negative integer, found '='"
            )
        }
    }

    @Test func otherMustBeUnconditionalAndOthersMustNot() throws {
        do {
            _ = try PluralRules(rules: [.other: "n = 1"])
            Issue.record("'other' with a condition must be rejected")
        } catch {
            #expect(error.category == .other)
            #expect(error.message == "'other' takes every number no other rule claims; remove its condition")
        }
        do {
            _ = try PluralRules(rules: [.one: "@integer 1"])
            Issue.record("'one' without a condition must be rejected")
        } catch {
            #expect(error.category == .one)
            #expect(
                error.message
                    == "only 'other' may have an empty condition; write the condition for 'one' or remove the category"
            )
        }
        #expect(try PluralRules(rules: [.other: " @integer 0~15"]).categories == [.other])
    }

    @Test func equalityFollowsTheSources() throws {
        #expect(try PluralRules(rules: russian) == PluralRules(rules: russian))
        #expect(try PluralRules(rules: russian) != PluralRules(rules: [.one: "n = 1"]))
    }
}
