import Testing

@testable import L10nRuntime

/// `MessageTemplate(parsing:)` works on UTF-8 bytes; these tests hold it to the scalar-by-scalar
/// parser it replaced (kept below as the reference), on chosen and on seeded random texts.
@Suite struct MessageTemplateParsingTests {
    @Test(arguments: [
        "", "plain", "%", "%%", "50 %", "%d", "a%%b", "%{name}", "Hi, %{name}!", "%{a}%{b}", "%{a}%%%{b}%",
        "%{", "%{}", "%{na me}", "%{é}", "é%{x", "日本%{}", "😀%{a-b.c_d}😀", "%{a%{b}", "%%{x}", "%%%{x}",
        "trailing %", "}{%}",
    ])
    func matchesTheScalarParser(_ text: String) {
        #expect(Outcome(text) == Outcome(reference: text))
        #expect(Self.syntaxError(text) == Outcome(reference: text).error)
        #expect(Self.placeholderNames(text) == (try? MessageTemplate(parsing: text))?.placeholderNames)
    }

    @Test func matchesTheScalarParserOnRandomTexts() {
        let alphabet: [String] = ["%", "%", "{", "}", "a", "Z", "0", "_", ".", "-", " ", "é", "日", "😀", "\n"]
        var generator = SplitMix64(seed: 15)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                .joined()
            let reference = Outcome(reference: text)
            #expect(Outcome(text) == reference, "\(text.debugDescription)")
            #expect(Self.syntaxError(text) == reference.error, "\(text.debugDescription)")
            #expect(
                Self.placeholderNames(text) == (try? MessageTemplate(parsing: text))?.placeholderNames,
                "\(text.debugDescription)")
        }
    }

    private static func placeholderNames(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { MessageTemplate.placeholderNames(inUTF8: $0) }
    }

    private static func syntaxError(_ text: String) -> MessageTemplateError? {
        var text = text
        return text.withUTF8 { MessageTemplate.syntaxError(inUTF8: $0) }
    }

    /// The segments, or the error.
    private enum Outcome: Equatable {
        case parsed([MessageTemplate.Segment])
        case failed(MessageTemplateError)

        var error: MessageTemplateError? {
            if case .failed(let error) = self { return error }
            return nil
        }

        init(_ text: String) {
            do {
                self = .parsed(try MessageTemplate(parsing: text).segments)
            } catch {
                self = .failed(error)
            }
        }

        /// The parser before the UTF-8 one, verbatim but for its result.
        init(reference text: String) {
            var segments: [MessageTemplate.Segment] = []
            var literal = String.UnicodeScalarView()
            let scalars = Array(text.unicodeScalars)
            var index = 0
            func flushLiteral() {
                if !literal.isEmpty {
                    segments.append(.literal(String(literal)))
                    literal = String.UnicodeScalarView()
                }
            }
            func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": true
                default: false
                }
            }
            while index < scalars.count {
                let scalar = scalars[index]
                guard scalar == "%", index + 1 < scalars.count else {
                    literal.append(scalar)
                    index += 1
                    continue
                }
                let next = scalars[index + 1]
                if next == "%" {
                    literal.append("%")
                    index += 2
                } else if next == "{" {
                    let start = index
                    var end = index + 2
                    while end < scalars.count, scalars[end] != "}" { end += 1 }
                    guard end < scalars.count else {
                        self = .failed(MessageTemplateError(kind: .unclosedPlaceholder, offset: start))
                        return
                    }
                    let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    guard !name.isEmpty else {
                        self = .failed(MessageTemplateError(kind: .emptyName, offset: start))
                        return
                    }
                    guard name.unicodeScalars.allSatisfy(isNameScalar) else {
                        self = .failed(MessageTemplateError(kind: .invalidName(name), offset: start))
                        return
                    }
                    flushLiteral()
                    segments.append(.placeholder(name))
                    index = end + 1
                } else {
                    literal.append(scalar)
                    index += 1
                }
            }
            flushLiteral()
            self = .parsed(segments)
        }
    }

    /// A small seeded generator, so a failure names a text that can be reproduced.
    private struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
