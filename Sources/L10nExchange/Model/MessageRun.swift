/// A run of a message as translators' files carry it: literal text, or a `%{name}`
/// placeholder written as a protected inline code.
public enum MessageRun: Sendable, Hashable {
    case text(String)
    case placeholder(String)

    /// The runs of a message's source text. `%%` stays literal text (it is the message's own
    /// escape, kept byte for byte); a `%{` with no closing brace or an empty name is text too,
    /// as `check` reports it.
    public static func runs(of message: String) -> [MessageRun] {
        var runs: [MessageRun] = []
        var literal = ""
        var scalars = message.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "%" {
                let rest = scalars.dropFirst()
                if rest.first == "%" {
                    literal += "%%"
                    scalars = rest.dropFirst()
                    continue
                }
                if rest.first == "{", let close = rest.firstIndex(of: "}") {
                    let name = String(
                        String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<close]))
                    if !name.isEmpty, !name.contains("%"), !name.contains("{") {
                        if !literal.isEmpty { runs.append(.text(literal)) }
                        literal = ""
                        runs.append(.placeholder(name))
                        scalars = rest[rest.index(after: close)...]
                        continue
                    }
                }
            }
            literal.unicodeScalars.append(scalar)
            scalars = scalars.dropFirst()
        }
        if !literal.isEmpty { runs.append(.text(literal)) }
        return runs
    }

    /// The message text of runs.
    public static func text(of runs: [MessageRun]) -> String {
        var text = ""
        for run in runs {
            switch run {
            case .text(let literal): text += literal
            case .placeholder(let name): text += "%{" + name + "}"
            }
        }
        return text
    }

    /// The placeholder names of a message, in order, repeats included.
    public static func placeholders(of message: String) -> [String] {
        runs(of: message).compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }
}
