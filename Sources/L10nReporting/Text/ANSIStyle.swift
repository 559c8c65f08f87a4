/// The terminal styles of the text output, as SGR escape sequences.
enum ANSIStyle: String {
    case bold = "\u{1B}[1m"
    case boldRed = "\u{1B}[1;31m"
    case boldGreen = "\u{1B}[1;32m"
    case boldMagenta = "\u{1B}[1;35m"
    case boldCyan = "\u{1B}[1;36m"
    case dim = "\u{1B}[2m"

    static let reset = "\u{1B}[0m"

    /// `text` in this style when `enabled`, otherwise `text` untouched.
    func apply(_ text: String, enabled: Bool) -> String {
        enabled ? rawValue + text + Self.reset : text
    }
}
