import L10nRuntime

/// A message as pseudo-localization sees it: literal characters, which a pseudo locale may
/// change, and placeholders, which must come out exactly as they went in.
///
/// The same model is read from message source text (`Hello, %{name}! 100%%`) and from a parsed
/// `MessageTemplate`, so the compiler and the text-based tools (`fix --fill pseudo`, export)
/// share one transform and cannot drift apart.
struct PseudoText: Sendable, Hashable {
    /// One piece of a message, in order.
    enum Piece: Sendable, Hashable {
        /// A character of literal text, and how the message spells it: `%%` for a percent
        /// sign that must stay escaped, else the character itself.
        case literal(Character, spelling: String)
        /// `%{name}`, spelled as it was.
        case placeholder(name: String, spelling: String)
        /// Source text that is not a message (an unclosed `%{` and what follows), kept as
        /// written so the compiler's error about it still points at the same text.
        case verbatim(String)
    }

    var pieces: [Piece]

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Reads message source text with `MessageTemplate`'s syntax, but never fails: what the
    /// template parser would reject is kept verbatim instead of being pseudo-localized.
    init(sourceText text: String) {
        var pieces: [Piece] = []
        var plain = String.UnicodeScalarView()
        func flushPlain() {
            for character in String(plain) { pieces.append(.literal(character)) }
            plain = String.UnicodeScalarView()
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count,
                scalars[index + 1] == "%" || scalars[index + 1] == "{"
            else {
                // Any other `%` is literal text, as `MessageTemplate` reads it (`50 %`, `%d`).
                plain.append(scalar)
                index += 1
                continue
            }
            flushPlain()
            if scalars[index + 1] == "%" {
                pieces.append(.literal("%", spelling: "%%"))
                index += 2
                continue
            }
            guard let close = scalars[(index + 2)...].firstIndex(of: "}") else {
                pieces.append(.verbatim(String(String.UnicodeScalarView(scalars[index...]))))
                index = scalars.count
                continue
            }
            pieces.append(
                .placeholder(
                    name: String(String.UnicodeScalarView(scalars[(index + 2)..<close])),
                    spelling: String(String.UnicodeScalarView(scalars[index...close]))))
            index = close + 1
        }
        flushPlain()
        self.pieces = pieces
    }

    /// The pieces of a parsed template.
    init(template: MessageTemplate) {
        var pieces: [Piece] = []
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                for character in text {
                    // A percent sign is spelled `%%`, as `MessageTemplate.sourceText` writes it.
                    var spelling = ""
                    for scalar in character.unicodeScalars {
                        spelling.unicodeScalars.append(scalar)
                        if scalar == "%" { spelling.unicodeScalars.append(scalar) }
                    }
                    pieces.append(.literal(character, spelling: spelling))
                }
            case .placeholder(let name):
                pieces.append(.placeholder(name: name, spelling: "%{\(name)}"))
            }
        }
        self.pieces = pieces
    }

    /// The message in source syntax: every piece as spelled.
    var sourceText: String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(_, let spelling), .placeholder(_, let spelling), .verbatim(let spelling):
                text += spelling
            }
        }
        return text
    }

    /// The message as a template: adjacent literal characters merged into one run.
    var template: MessageTemplate {
        var segments: [MessageTemplate.Segment] = []
        var literal = ""
        for piece in pieces {
            switch piece {
            case .literal(let character, _):
                literal.append(character)
            case .verbatim(let text):
                literal += text
            case .placeholder(let name, _):
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(name))
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return MessageTemplate(segments: segments)
    }
}

extension PseudoText.Piece {
    /// A literal character spelled as itself: text a pseudo locale adds, or source text
    /// (a lone `%`, as in `50 %`, included).
    static func literal(_ character: Character) -> Self {
        .literal(character, spelling: String(character))
    }

    /// The literal character, or `nil` for a placeholder or verbatim text.
    var literalCharacter: Character? {
        if case .literal(let character, _) = self { character } else { nil }
    }
}
