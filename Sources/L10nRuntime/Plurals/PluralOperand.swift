/// One of the operands a CLDR plural rule can test.
///
/// See [UTS #35, Plural Operand Meanings](https://unicode.org/reports/tr35/tr35-numbers.html#Plural_Operand_Meanings).
public enum PluralOperand: String, Sendable, Hashable, CaseIterable {
    /// The absolute value of the number, fraction included.
    case n
    /// The integer digits.
    case i
    /// The number of visible fraction digits, trailing zeros included.
    case v
    /// The number of visible fraction digits, trailing zeros excluded.
    case w
    /// The visible fraction digits as an integer, trailing zeros included.
    case f
    /// The visible fraction digits as an integer, trailing zeros excluded.
    case t
    /// The exponent of compact decimal notation (`1.2c6`).
    case c
    /// A deprecated synonym of `c`, still used by CLDR's French, Spanish, Italian and Portuguese rules.
    case e
}
