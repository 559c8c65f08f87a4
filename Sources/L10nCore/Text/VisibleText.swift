/// User text quoted in a finding's message, on one line: line breaks, tabs and other control
/// characters written as escapes (`\n`, `\t`, `\r`, `\u{7F}`).
///
/// A message is one line in every format: a raw line break would split a text finding and a
/// GitHub annotation, and a terminal would be driven by other control characters, which the
/// text reporter therefore replaces with U+FFFD. Escaped where the message is made, the text
/// reads the same in text, JSON, SARIF and GitHub output.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
