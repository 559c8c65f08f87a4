/// Splitting file text into lines the way the YAML reader and the Swift scanner count them.
enum SourceText {
    /// The lines of `text`, split at `\n`, `\r\n` and a lone `\r`: the breaks both libyaml and
    /// swift-syntax count, so line numbers in diagnostics land on the same lines here. A
    /// leading byte order mark is dropped, as the readers drop it, so it is not counted as a
    /// column.
    static func lines(of text: String) -> [Substring] {
        let scalars = Substring(text).unicodeScalars
        var lineStart = scalars.startIndex
        if scalars.first == "\u{FEFF}" { lineStart = scalars.index(after: lineStart) }
        var lines: [Substring] = []
        var index = lineStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[lineStart..<index]))
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            lineStart = index
        }
        lines.append(Substring(scalars[lineStart..<scalars.endIndex]))
        return lines
    }
}
