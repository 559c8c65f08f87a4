/// The escaping GitHub Actions applies to workflow commands (`@actions/core`'s
/// `escapeData` and `escapeProperty`): the runner decodes these sequences, so a message
/// can hold line breaks and a property can hold `:` and `,`.
enum WorkflowCommandEscaping {
    /// For the message after `::`: `%`, CR and LF.
    static func data(_ text: String) -> String {
        escaped(text, alsoEscaping: [])
    }

    /// For `name=value` properties, which `,` separates and `::` ends: `data` plus `:`, `,`.
    static func property(_ text: String) -> String {
        escaped(text, alsoEscaping: [":", ","])
    }

    // Works on scalars, not characters: "\r\n" is one `Character`, so a character-wise
    // replacement of "\r" or "\n" would miss it and let a raw line break end the command.
    private static func escaped(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where extra.contains(scalar): result += "%3A"
            case "," where extra.contains(scalar): result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
