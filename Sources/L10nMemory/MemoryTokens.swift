/// The words of a text as the memory's fuzzy index sees them: a fuzzy match shares words
/// with the text it matches, so only texts that share one are compared.
enum MemoryTokens {
    /// Lowercased runs of letters and digits; a letter of a script written without spaces
    /// (Han, Hiragana, Katakana, Thai…) is a word of its own, so Chinese or Japanese texts
    /// share words as English ones do. Placeholders are not words.
    static func of(_ text: String) -> Set<String> {
        var tokens = Set<String>()
        var word = String.UnicodeScalarView()
        func flush() {
            if !word.isEmpty { tokens.insert(String(word).lowercased()) }
            word = String.UnicodeScalarView()
        }
        var insidePlaceholder = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if insidePlaceholder {
                if scalar == "}" { insidePlaceholder = false }
                continue
            }
            if scalar == "{", previous == "%" {
                flush()
                insidePlaceholder = true
                continue
            }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                if isUnspaced(scalar) {
                    flush()
                    tokens.insert(String(scalar))
                } else {
                    word.append(scalar)
                }
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// Scripts written without spaces between words.
    private static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF,  // Khmer
            0x3040...0x30FF,  // Hiragana, Katakana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF:  // Han
            return true
        default:
            return false
        }
    }
}
