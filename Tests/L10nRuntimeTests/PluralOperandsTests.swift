import Testing

@testable import L10nRuntime

@Suite("Plural operands")
struct PluralOperandsTests {
    private struct Expected {
        var i: Int
        var v: Int
        var w: Int
        var f: Int
        var t: Int
        var e: Int = 0
    }

    private func operands(_ text: String) throws -> PluralOperands {
        try #require(PluralOperands(decimal: text))
    }

    private func expect(
        _ text: String, _ expected: Expected, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let operands = try operands(text)
        #expect(operands.i == expected.i, "i of \(text)", sourceLocation: sourceLocation)
        #expect(operands.v == expected.v, "v of \(text)", sourceLocation: sourceLocation)
        #expect(operands.w == expected.w, "w of \(text)", sourceLocation: sourceLocation)
        #expect(operands.f == expected.f, "f of \(text)", sourceLocation: sourceLocation)
        #expect(operands.t == expected.t, "t of \(text)", sourceLocation: sourceLocation)
        #expect(operands.e == expected.e, "e of \(text)", sourceLocation: sourceLocation)
        #expect(operands.c == expected.e, "c of \(text)", sourceLocation: sourceLocation)
    }

    @Test func decimalTextFollowsTheUTS35Table() throws {
        // The examples of UTS #35, "Plural Operand Examples".
        try expect("1", Expected(i: 1, v: 0, w: 0, f: 0, t: 0))
        try expect("1.0", Expected(i: 1, v: 1, w: 0, f: 0, t: 0))
        try expect("1.00", Expected(i: 1, v: 2, w: 0, f: 0, t: 0))
        try expect("1.3", Expected(i: 1, v: 1, w: 1, f: 3, t: 3))
        try expect("1.30", Expected(i: 1, v: 2, w: 1, f: 30, t: 3))
        try expect("1.03", Expected(i: 1, v: 2, w: 2, f: 3, t: 3))
        try expect("1.230", Expected(i: 1, v: 3, w: 2, f: 230, t: 23))
        try expect("1.50", Expected(i: 1, v: 2, w: 1, f: 50, t: 5))
        try expect("-12.5", Expected(i: 12, v: 1, w: 1, f: 5, t: 5))
    }

    @Test func compactExponentMovesTheDecimalPoint() throws {
        try expect("1.2c6", Expected(i: 1_200_000, v: 0, w: 0, f: 0, t: 0, e: 6))
        try expect("1.2e3", Expected(i: 1200, v: 0, w: 0, f: 0, t: 0, e: 3))
        try expect("1.2345c2", Expected(i: 123, v: 2, w: 2, f: 45, t: 45, e: 2))
        #expect(try operands("1.2c6").n == 1_200_000)
    }

    @Test func nKeepsTheFraction() throws {
        #expect(try operands("2.5").n == 2.5)
        #expect(try operands("2.5").isIntegral == false)
        #expect(try operands("2.0").isIntegral == true)
    }

    @Test func integersHaveNoFractionDigits() {
        let operands = PluralOperands(-21)
        #expect(operands.i == 21)
        #expect(operands.v == 0)
        #expect(operands.f == 0)
        #expect(operands.n == 21)
        #expect(PluralOperands(Int.min).i == 1_000_000_000_000_000_000 + 223_372_036_854_775_808)
    }

    @Test(arguments: [0, 7, -42, 1_000_000, 999_999_999_999_999_999, 1_000_000_000_000_000_005, Int.max])
    func integersMatchTheirDecimalText(value: Int) throws {
        #expect(PluralOperands(value) == (try operands(String(value))))
    }

    @Test func doublesUseTheGivenFractionDigits() throws {
        let one = try #require(PluralOperands(1, fractionDigits: 1))
        #expect(one.i == 1 && one.v == 1 && one.f == 0)
        let rounded = try #require(PluralOperands(1.256, fractionDigits: 2))
        #expect(rounded.i == 1 && rounded.v == 2 && rounded.f == 26 && rounded.t == 26)
        let whole = try #require(PluralOperands(3.7, fractionDigits: 0))
        #expect(whole.i == 4 && whole.v == 0)
        #expect(PluralOperands(.nan, fractionDigits: 1) == nil)
        #expect(PluralOperands(.infinity, fractionDigits: 0) == nil)
    }

    @Test func hugeIntegersKeepTheirLastDigitsAndStayNonZero() throws {
        let huge = try operands("1000000000000000000000")
        #expect(huge.i == 1_000_000_000_000_000_000)
        #expect(huge.i % 1_000_000 == 0)
        let odd = try operands("12345678901234567890121")
        #expect(odd.i % 100 == 21)
        #expect(odd.i != 0)
    }

    @Test(arguments: ["", "-", "1.", ".5", "1,5", "1.5.2", "1e", "1x", "١٢", " 1", "1c12345"])
    func malformedTextIsRejected(text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }

    /// Found by fuzzing (`FuzzPluralRule`): a digit followed by a combining mark is one
    /// `Character` that sorts between "0" and "9", so it passed as a digit and a long enough
    /// run of them crashed on a force unwrap instead of being rejected.
    @Test(arguments: [
        "0.555555\u{65E}55555555555555", "1234567890123456781\u{301}", "1\u{301}", "1.5\u{301}",
        "1e2\u{301}", "5\u{20E3}",
    ])
    func digitsWithCombiningMarksAreRejected(text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }
}
