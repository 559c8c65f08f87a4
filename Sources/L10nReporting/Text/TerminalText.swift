/// Text from resource files made safe to print on a terminal.
enum TerminalText {
    /// `text` with every control character except tab replaced by U+FFFD.
    ///
    /// A resource file could otherwise carry escape sequences that recolor or rewrite the
    /// user's terminal, or line breaks that forge extra findings. One scalar becomes one
    /// scalar, so columns still count the same.
    static func sanitized(_ text: String) -> String {
        // Most text is printable ASCII: no scalar properties to look up.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar.properties.generalCategory == .control
    }
}
