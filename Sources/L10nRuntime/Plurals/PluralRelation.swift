/// One relation of a plural rule, such as `i % 100 != 11..14` or `n within 0..2`.
public struct PluralRelation: Sendable, Hashable {
    /// How the operand is compared with the ranges.
    public enum Comparison: Sendable, Hashable {
        /// `is`, `in` and `=`: the value must be an integer inside one of the ranges.
        case integerMembership
        /// `within`: the value may have a fraction and must lie between the bounds of a range.
        case within
    }

    public let operand: PluralOperand
    /// The `% m` (or `mod m`) applied to the operand first, if any.
    public let modulus: Int?
    public let comparison: Comparison
    /// `true` for `is not`, `not in`, `!=` and `not within`.
    public let isNegated: Bool
    /// The values and ranges on the right-hand side; a single value is a one-element range.
    public let ranges: [ClosedRange<Int>]

    public init(
        operand: PluralOperand, modulus: Int?, comparison: Comparison, isNegated: Bool,
        ranges: [ClosedRange<Int>]
    ) {
        self.operand = operand
        self.modulus = modulus
        self.comparison = comparison
        self.isNegated = isNegated
        self.ranges = ranges
    }

    /// Whether the relation holds for `operands`.
    public func holds(for operands: PluralOperands) -> Bool {
        isNegated != matchesRanges(operands)
    }

    private func matchesRanges(_ operands: PluralOperands) -> Bool {
        // Only `n` can have a fraction; the fraction survives `%` because
        // (i + fraction) mod m = (i mod m) + fraction.
        let hasFraction = operand == .n && !operands.isIntegral
        var integerValue: Int
        switch operand {
        case .n, .i: integerValue = operands.i
        case .v: integerValue = operands.v
        case .w: integerValue = operands.w
        case .f: integerValue = operands.f
        case .t: integerValue = operands.t
        case .c, .e: integerValue = operands.e
        }
        if let modulus { integerValue %= modulus }

        switch comparison {
        case .integerMembership:
            guard !hasFraction else { return false }
            return ranges.contains { $0.contains(integerValue) }
        case .within:
            let fraction = hasFraction ? operands.n - operands.n.rounded(.towardZero) : 0
            let value = Double(integerValue) + fraction
            return ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
        }
    }
}
