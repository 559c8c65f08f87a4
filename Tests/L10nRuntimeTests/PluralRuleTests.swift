import Testing

@testable import L10nRuntime

@Suite("Plural rule parsing and evaluation")
struct PluralRuleTests {
    private func matches(_ rule: String, _ number: String) throws -> Bool {
        try PluralRule(rule).matches(#require(PluralOperands(decimal: number)))
    }

    @Test func parsesRelationsConjunctionsAndDisjunctions() throws {
        let rule = try PluralRule("v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1")
        #expect(rule.alternatives.count == 2)
        #expect(rule.alternatives[0].count == 3)
        #expect(
            rule.alternatives[0][2]
                == PluralRelation(
                    operand: .i, modulus: 100, comparison: .integerMembership, isNegated: true,
                    ranges: [11...11]))
        #expect(
            rule.alternatives[1]
                == [
                    PluralRelation(
                        operand: .f, modulus: 10, comparison: .integerMembership, isNegated: false,
                        ranges: [1...1])
                ])
    }

    @Test func acceptsTheOlderKeywordSyntax() throws {
        let rule = try PluralRule("n mod 10 in 2..4 and n mod 100 not in 12..14")
        #expect(rule.alternatives[0][1].isNegated)
        #expect(rule.alternatives[0][1].ranges == [12...14])
        #expect(try matches("n is 1", "1"))
        #expect(try matches("n is not 1", "2"))
        #expect(try !matches("n is not 1", "1"))
    }

    @Test func rangeListsMixValuesAndRanges() throws {
        let rule = "n = 0,2..4,10"
        #expect(try matches(rule, "0"))
        #expect(try matches(rule, "3"))
        #expect(try matches(rule, "10"))
        #expect(try !matches(rule, "1"))
        #expect(try !matches(rule, "5"))
    }

    @Test func fractionalNeverMatchesInButMatchesWithin() throws {
        #expect(try !matches("n = 0..2", "1.5"))
        #expect(try matches("n != 0..2", "1.5"))
        #expect(try matches("n within 0..2", "1.5"))
        #expect(try !matches("n not within 0..2", "1.5"))
        #expect(try !matches("n within 0..2", "2.5"))
        // (12.5 mod 10) is 2.5: integral membership fails, `within` sees the fraction.
        #expect(try !matches("n % 10 = 2", "12.5"))
        #expect(try matches("n % 10 within 2..3", "12.5"))
        #expect(try matches("n = 1", "1.0"))
    }

    @Test func samplesAreIgnored() throws {
        let rule = try PluralRule("i = 1 and v = 0 @integer 1 @decimal 1.0, 1.00, …")
        #expect(rule.alternatives.count == 1)
        #expect(try PluralRule("@integer 0, 5~19, 100, 1000, …").isUnconditional)
        #expect(try PluralRule("").isUnconditional)
        #expect(try PluralRule("   ").isUnconditional)
    }

    @Test func everyOperandIsRead() throws {
        #expect(try matches("w = 2 and t = 25 and v = 3 and f = 250", "1.250"))
        #expect(try matches("e = 6 and c = 6 and i = 1200000", "1.2c6"))
    }

    private func syntaxError(_ rule: String) -> PluralRuleSyntaxError? {
        do {
            _ = try PluralRule(rule)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsCarryTheOffsetAndAnActionableMessage() throws {
        let cases: [(rule: String, offset: Int, message: String)] = [
            ("x = 1", 0, "expected an operand (n, i, v, w, f, t, c or e), found 'x'"),
            ("n = ", 4, "expected a non-negative integer, found the end of the rule"),
            ("n % 0 = 1", 4, "the modulus must be greater than 0"),
            ("i = 5..2", 4, "the range 5..2 is empty; write the smaller bound first"),
            ("i < 2", 2, "expected '=', '!=', 'is', 'in', 'not in' or 'within', found '<'"),
            ("i not = 2", 6, "expected 'in' or 'within' after 'not', found '='"),
            ("i = 1 xor v = 0", 6, "expected 'and', 'or' or the end of the rule, found 'xor'"),
            ("i = 1 and", 9, "expected an operand (n, i, v, w, f, t, c or e), found the end of the rule"),
            ("i = 1 @sample 1", 6, "samples must start with '@integer' or '@decimal'"),
            // A keyword is a whole word: `inside` is not `in`, `isn` not `is`, `oregano` not `or`.
            ("n inside 1", 2, "expected '=', '!=', 'is', 'in', 'not in' or 'within', found 'inside'"),
            ("n isn 1", 2, "expected '=', '!=', 'is', 'in', 'not in' or 'within', found 'isn'"),
            ("n = 1 oregano v = 0", 6, "expected 'and', 'or' or the end of the rule, found 'oregano'"),
            ("n = 1 andé v = 0", 6, "expected 'and', 'or' or the end of the rule, found 'andé'"),
            ("n mode 10 = 1", 2, "expected '=', '!=', 'is', 'in', 'not in' or 'within', found 'mode'"),
            (
                "n = 99999999999999999999", 4,
                "99999999999999999999 is too large; CLDR rules use values up to 10^18"
            ),
        ]
        for (rule, offset, message) in cases {
            let error = try #require(syntaxError(rule), "\(rule) should not parse")
            #expect(error.offset == offset, "offset for \(rule)")
            #expect(error.message == message, "message for \(rule)")
            #expect(error.source == rule)
            #expect(error.category == nil)
        }
    }

    @Test func anyWhiteSpaceSeparatesTokens() throws {
        #expect(try matches("n\t=\n1\r\nor\u{0B}n\u{0C}= 2", "2"))
        #expect(try matches("n\u{00A0}=\u{2003}1", "1"))
        #expect(try !matches("n=1,3..4", "2"))
    }

    @Test func offsetsCountUnicodeScalars() throws {
        let error = try #require(syntaxError("n = 1 and é = 2"))
        #expect(error.offset == 10)
    }
}
