import L10nCore

/// Escaping for text and attribute values of the XML l10nc writes.
enum XMLEscaping {
    /// Character data: `&`, `<`, `>` escaped, and a carriage return as `&#13;` (a parser would
    /// turn a literal one, or CR LF, into a line feed).
    static func text(_ value: String) -> String {
        // Most texts need no escape: the check is a byte scan, the escaping a scalar walk.
        if !value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }) {
            return value
        }
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// An attribute value in double quotes: also `"`, and tab and line breaks as character
    /// references, which attribute-value normalization would turn into spaces.
    static func attribute(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 })
        {
            return value
        }
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\r": output += "&#13;"
            case "\n": output += "&#10;"
            case "\t": output += "&#9;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A message as XML content: its text escaped, each placeholder the inline code `code`
    /// makes of its number (1, 2, … in order of appearance) and name.
    static func inline(_ message: String, code: (Int, String) -> String) -> String {
        var output = ""
        var number = 0
        for run in MessageRun.runs(of: message) {
            switch run {
            case .text(let literal): output += text(literal)
            case .placeholder(let name):
                number += 1
                output += code(number, name)
            }
        }
        return output
    }
}
