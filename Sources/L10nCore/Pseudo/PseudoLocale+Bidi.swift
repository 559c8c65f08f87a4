extension PseudoLocale {
    /// U+200F RIGHT-TO-LEFT MARK: a strong right-to-left character with no glyph, so the
    /// paragraph and the text between words take right-to-left direction.
    static let rightToLeftMark: Character = "\u{200F}"
    /// U+202E RIGHT-TO-LEFT OVERRIDE: the characters up to the matching pop are laid out right
    /// to left whatever their own direction, which mirrors an English word.
    static let rightToLeftOverride: Character = "\u{202E}"
    /// U+202C POP DIRECTIONAL FORMATTING: ends the override.
    static let popDirectionalFormatting: Character = "\u{202C}"

    /// `ar-XB`, Android's way: every word of literal text (a run of characters that are not
    /// white space) between RLM RLO and PDF RLM. Placeholders end a word and stay outside the
    /// override, so a substituted name or number keeps its own direction.
    static func bidiWrap(_ pieces: [PseudoText.Piece]) -> [PseudoText.Piece] {
        var output: [PseudoText.Piece] = []
        var inWord = false
        for piece in pieces {
            let isWordCharacter = piece.literalCharacter.map { !$0.isWhitespace } ?? false
            if isWordCharacter, !inWord {
                output += [.literal(rightToLeftMark), .literal(rightToLeftOverride)]
            } else if !isWordCharacter, inWord {
                output += [.literal(popDirectionalFormatting), .literal(rightToLeftMark)]
            }
            inWord = isWordCharacter
            output.append(piece)
        }
        if inWord { output += [.literal(popDirectionalFormatting), .literal(rightToLeftMark)] }
        return output
    }
}
