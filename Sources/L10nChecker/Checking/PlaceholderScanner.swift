/// The `%{name}` placeholders of a message with their offsets, following `MessageTemplate`'s
/// syntax (`%%` is a literal percent sign), for locating a placeholder inside its scalar.
enum PlaceholderScanner {
    struct Occurrence: Sendable, Hashable {
        var name: String
        /// Offset of the `%`, in Unicode scalars from the start of the message.
        var offset: Int
    }

    /// Every well-formed placeholder, in order; malformed ones are skipped (the parser
    /// reports them).
    static func occurrences(in text: String) -> [Occurrence] {
        let scalars = Array(text.unicodeScalars)
        var result: [Occurrence] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", index + 1 < scalars.count else {
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                index += 2
            } else if scalars[index + 1] == "{" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                guard end < scalars.count else { return result }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                if !name.isEmpty { result.append(Occurrence(name: name, offset: index)) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
