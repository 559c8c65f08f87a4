/// A run of a message as translators' files and the translation memory see it: literal text,
/// or a `%{name}` placeholder (written as a protected inline code in XLIFF).
public enum MessageRun: Sendable, Hashable {
    case text(String)
    case placeholder(String)

    /// The runs of a message's source text. `%%` stays literal text (it is the message's own
    /// escape, kept byte for byte); a `%{` with no closing brace or an empty name is text too,
    /// as `check` reports it.
    public static func runs(of message: String) -> [MessageRun] {
        // Most messages have no `%` at all.
        if !message.utf8.contains(UInt8(ascii: "%")) { return message.isEmpty ? [] : [.text(message)] }
        // Scanned as UTF-8: `%`, `{` and `}` are ASCII, so no byte of another character matches.
        let bytes = Array(message.utf8)
        var runs: [MessageRun] = []
        var literalStart = 0
        var index = 0
        func flush(upTo end: Int) {
            if end > literalStart {
                runs.append(.text(String(decoding: bytes[literalStart..<end], as: UTF8.self)))
            }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "%") {
                index += 2
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "{"),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")), close > index + 2,
                !bytes[(index + 2)..<close].contains(where: {
                    $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{")
                })
            {
                flush(upTo: index)
                runs.append(.placeholder(String(decoding: bytes[(index + 2)..<close], as: UTF8.self)))
                index = close + 1
                literalStart = index
                continue
            }
            index += 1
        }
        flush(upTo: bytes.count)
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
        guard message.utf8.contains(UInt8(ascii: "%")) else { return [] }
        return runs(of: message).compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }
}
