/// The escaping GitHub Actions applies to workflow commands (`@actions/core`'s
/// `escapeData` and `escapeProperty`): the runner decodes these sequences, so a message
/// can hold line breaks and a property can hold `:` and `,`.
enum WorkflowCommandEscaping {
    /// For the message after `::`: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// For `name=value` properties, which `,` separates and `::` ends: `data` plus `:`, `,`.
    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
