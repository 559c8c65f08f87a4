import Foundation
import L10nYAML
import Testing

@testable import L10nChecker

/// `TextFacts` answers from a text's bytes what the rules asked Foundation and the standard
/// library before (issue 32); these tests hold each fact to that question, on hand-picked texts
/// and on seeded random texts drawn from ASCII, every whitespace and line break Foundation knows,
/// percent signs and multi-byte letters.
@Suite struct TextFactsTests {
    /// What each fact replaced, asked the old way.
    private func expectedFacts(_ text: String) -> TextFacts {
        var facts: TextFacts = []
        if text.isEmpty { facts.insert(.empty) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != text { facts.insert(.trimmable) }
        if trimmed.isEmpty { facts.insert(.blank) }
        if text.utf8.contains(UInt8(ascii: "%")) { facts.insert(.percent) }
        if text.utf8.indices.contains(where: {
            text.utf8[$0] == UInt8(ascii: "%") && text.utf8.index(after: $0) < text.utf8.endIndex
                && text.utf8[text.utf8.index(after: $0)] == UInt8(ascii: "%")
        }) {
            facts.insert(.doublePercent)
        }
        return facts
    }

    @Test(arguments: [
        "", " ", "\n", "title", " title", "title ", "\u{00A0}x", "x\u{3000}", "\u{2028}", "\u{85}",
        "a\u{200B}", "\u{FEFF}x", "50%% off", "%{name}", "%", "%%", "100 %", "日本語", " 日本語 ", "é\u{301}",
        "\u{1F600}", "\u{1F600} ", "\t\r\n", "x\u{180E}",
    ])
    func factsOfHandPickedTexts(_ text: String) {
        let facts = TextFacts(text).subtracting(.yamsTypable)
        #expect(facts == expectedFacts(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(TextFacts.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func factsOfRandomTexts() {
        let pieces: [String] = [
            "a", "Z", "%", "{", "}", "-", "1", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
            "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}",
            "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}", "é", "\u{301}", "日", "\u{1F600}", "\u{10FFFF}",
        ]
        var state: UInt64 = 32
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var checked = 0
        for _ in 0..<5_000 {
            let text = (0..<(next() % 7)).map { _ in pieces[next() % pieces.count] }.joined()
            let facts = TextFacts(text).subtracting(.yamsTypable)
            #expect(
                facts == expectedFacts(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(TextFacts.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
            checked += 1
        }
        #expect(checked == 5_000)
    }

    /// Only a text the fact admits can be typed by Yams: every text with another first byte is a
    /// string to `YamsScalarResolver`.
    @Test(arguments: [
        "", "~", "no", "Yes", "on", "OFF", "null", "true", "1.10", "007", "-1", "+2", ".5", "2024-07-15",
        "x", "Hello", "é", "_", "%{n}",
    ])
    func yamsTypableAdmitsEveryTypedText(_ text: String) {
        if YamsScalarResolver.type(ofPlain: text) != nil {
            #expect(TextFacts(text).contains(.yamsTypable))
        }
    }
}
