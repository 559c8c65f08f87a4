/// A recursive-descent parser for CLDR plural rule conditions.
///
/// The grammar, from UTS #35:
///
///     condition       = and_condition ('or' and_condition)*
///     and_condition   = relation ('and' relation)*
///     relation        = expr ('=' | '!=' | 'is' 'not'? | 'not'? 'in' | 'not'? 'within') range_list
///     expr            = operand (('mod' | '%') value)?
///     range_list      = (range | value) (',' range_list)*
///     range           = value '..' value
///     samples         = ('@integer' ...)? ('@decimal' ...)?
///
/// `is` takes a single value. Samples are not checked beyond their keyword: they document the
/// rule and never change a result.
struct PluralRuleParser {
    private let source: String
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(source: String) {
        self.source = source
        self.scalars = Array(source.unicodeScalars)
    }

    mutating func parseCondition() throws(PluralRuleSyntaxError) -> [[PluralRelation]] {
        skipSpaces()
        var alternatives: [[PluralRelation]] = []
        if !isAtEndOfCondition {
            alternatives.append(try parseConjunction())
            while consumeWord("or") {
                alternatives.append(try parseConjunction())
            }
        }
        try parseSamples()
        return alternatives
    }

    private var isAtEndOfCondition: Bool { index == scalars.count || scalars[index] == "@" }

    private mutating func parseConjunction() throws(PluralRuleSyntaxError) -> [PluralRelation] {
        var relations = [try parseRelation()]
        while consumeWord("and") {
            relations.append(try parseRelation())
        }
        return relations
    }

    private mutating func parseRelation() throws(PluralRuleSyntaxError) -> PluralRelation {
        let operandStart = index
        let operandName = peekWord()
        guard let operandName, let operand = PluralOperand(rawValue: operandName) else {
            throw error(
                at: operandStart, "expected an operand (n, i, v, w, f, t, c or e)\(foundSuffix(operandName))")
        }
        advanceWord(operandName)

        var modulus: Int?
        if consumeSymbol("%") || consumeWord("mod") {
            let modulusStart = index
            let value = try parseValue()
            guard value > 0 else { throw error(at: modulusStart, "the modulus must be greater than 0") }
            modulus = value
        }

        let operatorStart = index
        if consumeSymbol("!=") {
            return PluralRelation(
                operand: operand, modulus: modulus, comparison: .integerMembership, isNegated: true,
                ranges: try parseRangeList())
        }
        if consumeSymbol("=") {
            return PluralRelation(
                operand: operand, modulus: modulus, comparison: .integerMembership, isNegated: false,
                ranges: try parseRangeList())
        }
        if consumeWord("is") {
            let isNegated = consumeWord("not")
            let value = try parseValue()
            return PluralRelation(
                operand: operand, modulus: modulus, comparison: .integerMembership, isNegated: isNegated,
                ranges: [value...value])
        }
        let isNegated = consumeWord("not")
        if consumeWord("in") {
            return PluralRelation(
                operand: operand, modulus: modulus, comparison: .integerMembership, isNegated: isNegated,
                ranges: try parseRangeList())
        }
        if consumeWord("within") {
            return PluralRelation(
                operand: operand, modulus: modulus, comparison: .within, isNegated: isNegated,
                ranges: try parseRangeList())
        }
        let expected =
            isNegated ? "'in' or 'within' after 'not'" : "'=', '!=', 'is', 'in', 'not in' or 'within'"
        throw error(at: isNegated ? index : operatorStart, "expected \(expected)\(foundSuffix(peekToken()))")
    }

    private mutating func parseRangeList() throws(PluralRuleSyntaxError) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        repeat {
            let rangeStart = index
            let lower = try parseValue()
            var upper = lower
            if consumeSymbol("..") {
                upper = try parseValue()
                guard lower <= upper else {
                    throw error(
                        at: rangeStart, "the range \(lower)..\(upper) is empty; write the smaller bound first"
                    )
                }
            }
            ranges.append(lower...upper)
        } while consumeSymbol(",")
        return ranges
    }

    private mutating func parseValue() throws(PluralRuleSyntaxError) -> Int {
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        guard index > start else {
            throw error(at: start, "expected a non-negative integer\(foundSuffix(peekToken()))")
        }
        let digits = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Int(digits), value <= 1_000_000_000_000_000_000 else {
            throw error(at: start, "\(digits) is too large; CLDR rules use values up to 10^18")
        }
        skipSpaces()
        return value
    }

    /// Checks that whatever follows the condition is a samples section.
    private mutating func parseSamples() throws(PluralRuleSyntaxError) {
        guard index < scalars.count else { return }
        let start = index
        guard scalars[index] == "@" else {
            throw error(at: start, "expected 'and', 'or' or the end of the rule\(foundSuffix(peekToken()))")
        }
        index += 1
        let keyword = peekWord()
        guard keyword == "integer" || keyword == "decimal" else {
            throw error(at: start, "samples must start with '@integer' or '@decimal'")
        }
        // The sample list itself is documentation; nothing after it is interpreted.
        index = scalars.count
    }

    // MARK: Tokens

    private mutating func skipSpaces() {
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
    }

    // ASCII first: the Unicode property tables cost more than the rest of a rule's parse.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    private func peekWord() -> String? {
        var end = index
        while end < scalars.count, Self.isLetter(scalars[end]) { end += 1 }
        return end > index ? String(String.UnicodeScalarView(scalars[index..<end])) : nil
    }

    /// The word, number or single symbol at the cursor, for messages.
    private func peekToken() -> String? {
        guard index < scalars.count else { return nil }
        if let word = peekWord() { return word }
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end == index { end += 1 }
        return String(String.UnicodeScalarView(scalars[index..<end]))
    }

    private mutating func advanceWord(_ word: String) {
        index += word.unicodeScalars.count
        skipSpaces()
    }

    /// Consumes `word` when it is the whole word at the cursor (`in` is not the start of
    /// `inside`).
    private mutating func consumeWord(_ word: String) -> Bool {
        guard let end = end(ofPrefix: word), end == scalars.count || !Self.isLetter(scalars[end]) else {
            return false
        }
        index = end
        skipSpaces()
        return true
    }

    private mutating func consumeSymbol(_ symbol: String) -> Bool {
        guard let end = end(ofPrefix: symbol) else { return false }
        index = end
        skipSpaces()
        return true
    }

    /// Where `text` ends when the scalars at the cursor start with it; compared in place, as
    /// every relation tries several words and symbols.
    private func end(ofPrefix text: String) -> Int? {
        var end = index
        for scalar in text.unicodeScalars {
            guard end < scalars.count, scalars[end] == scalar else { return nil }
            end += 1
        }
        return end
    }

    private func foundSuffix(_ token: String?) -> String {
        token.map { ", found '\($0)'" } ?? ", found the end of the rule"
    }

    private func error(at offset: Int, _ message: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(source: source, offset: offset, message: message)
    }
}
