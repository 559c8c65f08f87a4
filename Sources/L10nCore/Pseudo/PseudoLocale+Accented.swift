extension PseudoLocale {
    /// Look-alikes of the ASCII letters, each one precomposed character, so the text keeps its
    /// character count before padding and stays readable.
    static let accentedLetters: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î",
        "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ",
        "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î",
        "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The padding words, as Android pads `en-XA`: plain English, so they read as padding and
    /// never as translated text.
    static let paddingWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// How much longer the text becomes, in percent of its literal characters: translations
    /// from English commonly run 30 to 50 % longer, and more for short strings.
    static let lengthIncreasePercent = 40

    /// `en-XA`: letters accented, then padding of at least 40 % of the literal characters
    /// (whole words, so a little more), all between `[` and `]`. Text of only spaces gets no
    /// padding: it is a separator, not words a translation would lengthen.
    static func accent(_ pieces: [PseudoText.Piece]) -> [PseudoText.Piece] {
        var output: [PseudoText.Piece] = [.literal("[")]
        var literalCount = 0
        var hasText = false
        for piece in pieces {
            guard case .literal(let character, _) = piece else {
                output.append(piece)
                continue
            }
            literalCount += 1
            if !character.isWhitespace { hasText = true }
            output.append(accentedLetters[character].map { .literal($0) } ?? piece)
        }
        if hasText {
            let target = (literalCount * lengthIncreasePercent + 99) / 100
            // Text that ends in a space already separates the padding from it.
            let endsInSpace = output.last?.literalCharacter?.isWhitespace == true
            let padding = padding(ofAtLeast: endsInSpace ? target + 1 : target).dropFirst(endsInSpace ? 1 : 0)
            output += padding.map { .literal($0) }
        }
        output.append(.literal("]"))
        return output
    }

    /// A space and padding words, at least `count` characters in all, ending with a whole word.
    static func padding(ofAtLeast count: Int) -> String {
        var padding = ""
        var word = 0
        while padding.count < count {
            padding += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return padding
    }
}
