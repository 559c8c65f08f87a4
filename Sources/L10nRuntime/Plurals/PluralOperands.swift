import Foundation

/// The operands of one number, as CLDR plural rules see it.
///
/// Plural rules depend on how a number is written, not only on its value: `1` is `one` in
/// English but `1.0` is `other`, because `1.0` has a visible fraction digit. So operands are
/// built from the decimal text the user will read (`init?(decimal:)`), from an integer, or
/// from a `Double` or `Decimal` together with the number of fraction digits it will be shown
/// with (`MessageRenderer` passes the digits its formatter shows).
///
/// Integer-valued operands (`i`, `f`, `t`) with more than 18 digits are stored as
/// `10^18 + (value mod 10^18)`: every modulus CLDR uses (10, 100, 1000, 10⁶) divides 10¹⁸, so
/// `i % 100` stays exact, and the stored value stays larger than any constant a rule compares
/// with, so a huge number never matches `i = 0`.
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value, approximated as a `Double`; only `within` relations read it.
    public let n: Double
    /// The integer digits of the absolute value.
    public let i: Int
    /// The number of visible fraction digits, trailing zeros included (`1.50` → 2).
    public let v: Int
    /// The number of visible fraction digits, trailing zeros excluded (`1.50` → 1).
    public let w: Int
    /// The visible fraction digits, trailing zeros included (`1.50` → 50).
    public let f: Int
    /// The visible fraction digits, trailing zeros excluded (`1.50` → 5).
    public let t: Int
    /// The exponent of compact decimal notation (`1.2c6` → 6), 0 otherwise.
    public let e: Int

    /// The compact exponent under its current CLDR name; the same as `e`.
    public var c: Int { e }

    /// `true` when the number has no non-zero fraction digit, so `n` is an integer.
    public var isIntegral: Bool { t == 0 }

    /// The operands of an integer (`v`, `w`, `f`, `t` and `e` are 0).
    public init(_ value: Int) {
        let magnitude = value.magnitude
        // Without going through text: this is the path every count takes at runtime.
        self.i =
            magnitude < UInt(Self.reductionModulus)
            ? Int(magnitude) : Self.reductionModulus + Int(magnitude % UInt(Self.reductionModulus))
        self.n = Double(magnitude)
        self.v = 0
        self.w = 0
        self.f = 0
        self.t = 0
        self.e = 0
    }

    /// The operands of `value` shown with exactly `fractionDigits` fraction digits
    /// (rounded half to even by the C formatter, as `String(format:)` does); `nil` for NaN
    /// and infinities, which have no plural form.
    public init?(_ value: Double, fractionDigits: Int) {
        guard value.isFinite else { return nil }
        let text = String(format: "%.\(max(0, fractionDigits))f", value.magnitude)
        self.init(decimal: text)
    }

    /// The operands of `value` as shown: with exactly `fractionDigits` fraction digits (rounded
    /// half to even, trailing zeros kept: `1` with 1 digit is `1.0`, `v = 1`), or with the
    /// digits the `Decimal` itself holds when `fractionDigits` is `nil` (`Decimal(string:
    /// "1.50")` keeps no trailing zero, so it is `1.5`). `nil` for NaN.
    public init?(_ value: Decimal, fractionDigits: Int? = nil) {
        guard !value.isNaN else { return nil }
        var magnitude = value.magnitude
        var rounded = magnitude
        if let fractionDigits {
            NSDecimalRound(&rounded, &magnitude, max(0, fractionDigits), .bankers)
        }
        // `Decimal.description` is plain digits with `.` (no grouping, no exponent).
        var text = rounded.description
        if let fractionDigits, fractionDigits > 0 {
            let shown = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? -1
            if shown < 0 { text += "." }
            text += String(repeating: "0", count: fractionDigits - max(0, shown))
        }
        self.init(decimal: text)
    }

    /// Parses decimal text such as `12`, `-1.50`, `0.0` or compact `1.2c6` (also `1.2e6`).
    ///
    /// Returns `nil` unless `text` is an optional `-` or `+`, one or more digits, an optional
    /// `.` followed by one or more digits, and an optional `c` or `e` followed by digits.
    /// Grouping separators and locale-specific decimal marks are not accepted: pass the digits
    /// the formatter produced, normalized.
    public init?(decimal text: String) {
        var scalars = Substring(text)
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        // ASCII digits only, compared by code point: a Character comparison would accept a
        // digit followed by a combining mark (`5` + U+065E sorts between "0" and "9"), which
        // `Int(_:)` then rejects, crashing `reduced(_:)` (found by fuzzing).
        let isDigit: (Character) -> Bool = { $0.asciiValue.map { (0x30...0x39).contains($0) } ?? false }

        let integerDigits = scalars.prefix(while: isDigit)
        guard !integerDigits.isEmpty else { return nil }
        scalars = scalars.dropFirst(integerDigits.count)

        var fractionDigits = Substring("")
        if scalars.first == "." {
            fractionDigits = scalars.dropFirst().prefix(while: isDigit)
            guard !fractionDigits.isEmpty else { return nil }
            scalars = scalars.dropFirst(1 + fractionDigits.count)
        }

        var exponent = 0
        if let marker = scalars.first, marker == "c" || marker == "e" {
            let exponentDigits = scalars.dropFirst()
            guard !exponentDigits.isEmpty, exponentDigits.allSatisfy(isDigit), exponentDigits.count <= 4,
                let parsed = Int(exponentDigits)
            else { return nil }
            exponent = parsed
            scalars = scalars.dropFirst(1 + exponentDigits.count)
        }
        guard scalars.isEmpty else { return nil }
        self.init(integerDigits: integerDigits, fractionDigits: fractionDigits, exponent: exponent)
    }

    /// Builds the operands from digit strings, moving the decimal point `exponent` places right
    /// first (`1.2c6` has integer digits `1200000` and no fraction).
    private init(integerDigits: Substring, fractionDigits: Substring, exponent: Int) {
        var integerPart = String(integerDigits)
        var fractionPart = String(fractionDigits)
        if exponent > 0 {
            let moved = fractionPart.prefix(exponent)
            integerPart += moved + String(repeating: "0", count: exponent - moved.count)
            fractionPart = String(fractionPart.dropFirst(moved.count))
        }
        let trimmedFraction = String(fractionPart.reversed().drop { $0 == "0" }.reversed())

        self.i = Self.reduced(integerPart)
        self.v = fractionPart.count
        self.w = trimmedFraction.count
        self.f = Self.reduced(fractionPart)
        self.t = Self.reduced(trimmedFraction)
        self.e = exponent
        self.n = Double(fractionPart.isEmpty ? integerPart : "\(integerPart).\(fractionPart)") ?? .infinity
    }

    private static let reductionModulus = 1_000_000_000_000_000_000

    /// The integer value of a digit string, reduced as the type documentation explains.
    private static func reduced(_ digits: String) -> Int {
        let significant = digits.drop { $0 == "0" }
        guard significant.count > 18 else { return Int(significant) ?? 0 }
        return reductionModulus + Int(significant.suffix(18))!
    }
}
