extension MessageTemplate {
    /// The template written back in message syntax: `%` doubled in literals, placeholders as
    /// `%{name}`. Parsing it gives the same template.
    public var sourceText: String {
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text): output += text.replacingOccurrences(of: "%", with: "%%")
            case .placeholder(let name): output += "%{\(name)}"
            }
        }
        return output
    }
}
