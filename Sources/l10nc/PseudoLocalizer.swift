/// Pseudo-localization: accented letters, about a third longer, bracketed, placeholders
/// (`%{name}`) and `%%` kept, so untranslated and truncated text shows in a running app.
enum PseudoLocalizer {
    private static let accented: [Character: Character] = [
        "a": "à", "c": "ç", "e": "é", "i": "î", "n": "ñ", "o": "ö", "s": "ś", "u": "ü", "y": "ý",
        "A": "Å", "C": "Ç", "E": "É", "I": "Î", "N": "Ñ", "O": "Ö", "S": "Ś", "U": "Ü", "Y": "Ý",
    ]

    static func pseudo(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var letters = 0
        while index < text.endIndex {
            if text[index...].hasPrefix("%{"), let close = text[index...].firstIndex(of: "}") {
                result += text[index...close]
                index = text.index(after: close)
                continue
            }
            if text[index...].hasPrefix("%%") {
                result += "%%"
                index = text.index(index, offsetBy: 2)
                continue
            }
            let character = text[index]
            if character.isLetter { letters += 1 }
            result.append(accented[character] ?? character)
            index = text.index(after: index)
        }
        return "[!! " + result + String(repeating: "~", count: letters / 3) + " !!]"
    }
}
