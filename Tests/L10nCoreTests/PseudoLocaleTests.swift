import L10nRuntime
import Testing

@testable import L10nCore

@Suite("Pseudo locales")
struct PseudoLocaleTests {
    static let rlm = "\u{200F}"
    static let rlo = "\u{202E}"
    static let pdf = "\u{202C}"

    /// `text` with `PseudoLocale.bidi`'s marks around it, as one word.
    static func bidiWord(_ text: String) -> String { rlm + rlo + text + pdf + rlm }

    /// The text between `[` and `]` with the padding words removed: what the accents made of
    /// the literal text.
    static func accentedBody(_ transformed: String) throws -> String {
        #expect(transformed.hasPrefix("["))
        #expect(transformed.hasSuffix("]"))
        var body = String(transformed.dropFirst().dropLast())
        while let last = body.split(separator: " ").last, PseudoLocale.paddingWords.contains(String(last)) {
            body.removeLast(last.count + 1)
        }
        return body
    }

    // MARK: Identity

    @Test func identifiersNameTheAndroidAndChromeTags() {
        #expect(PseudoLocale.accented.identifier == LocaleIdentifier("en-XA"))
        #expect(PseudoLocale.bidi.identifier == LocaleIdentifier("ar-XB"))
        #expect(PseudoLocale(identifier: "en-XA") == .accented)
        #expect(PseudoLocale(identifier: "ar_xb") == .bidi)
        #expect(PseudoLocale(identifier: LocaleIdentifier("AR-XB")!) == .bidi)
        #expect(PseudoLocale(identifier: "en") == nil)
        #expect(PseudoLocale(identifier: "ar-XA") == nil)
        #expect(PseudoLocale(identifier: "not a locale") == nil)
        #expect(PseudoLocale.allCases.map(\.identifier.tag) == ["en-XA", "ar-XB"])
        // The runtime's negotiation knows them as pseudo locales, so it never serves them to a
        // request for plain `en` or `ar`.
        #expect(PseudoLocale.allCases.allSatisfy { $0.identifier.isPseudoLocale })
    }

    // MARK: en-XA

    @Test func accentedReplacesEveryASCIILetterAndBracketsTheText() throws {
        let transformed = PseudoLocale.accented.transform("Due")
        #expect(transformed == "[Ðûé one]")
        let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let body = try Self.accentedBody(PseudoLocale.accented.transform(alphabet))
        #expect(body.count == alphabet.count)
        #expect(!body.contains { $0.isASCII })
        // Each look-alike is one precomposed scalar, distinct from the others.
        #expect(body.unicodeScalars.count == alphabet.count)
        #expect(Set(body).count == alphabet.count)
    }

    @Test func accentedKeepsDigitsPunctuationAndSpaces() throws {
        #expect(try Self.accentedBody(PseudoLocale.accented.transform("Go to 42, now!")) == "Ĝö ţö 42, ñöŵ!")
    }

    @Test(arguments: [10, 17, 50, 100, 333])
    func accentedLengthensTheTextByAboutFortyPercent(length: Int) throws {
        let text = String(repeating: "word ", count: length / 5 + 1).prefix(length)
        let transformed = PseudoLocale.accented.transform(String(text))
        let visible = transformed.count - 2
        // At least 40 % more; whole words, so at most the longest word and its space beyond.
        let longestWord = PseudoLocale.paddingWords.map(\.count).max()!
        #expect(visible >= length + (length * 4 + 9) / 10)
        #expect(visible < length + (length * 4 + 9) / 10 + longestWord + 1)
    }

    @Test func accentedPaddingCyclesThroughItsWordsForLongText() {
        let padding = PseudoLocale.padding(ofAtLeast: 400)
        #expect(padding.count >= 400)
        #expect(padding.hasPrefix(" one two three"))
        #expect(padding.contains(" nineteen twenty one two three "))
    }

    @Test func accentedLeavesPlaceholdersAndEscapedPercentIntact() throws {
        let transformed = PseudoLocale.accented.transform(
            "Welcome back, %{name}! 100%% of %{count_2.x-y} tasks")
        #expect(transformed.contains("%{name}"))
        #expect(transformed.contains("%{count_2.x-y}"))
        #expect(transformed.contains("100%%"))
        #expect(
            try Self.accentedBody(transformed) == "Ŵéļçöɱé ƀåçķ, %{name}! 100%% öƒ %{count_2.x-y} ţåšķš")
        let template = try MessageTemplate(parsing: transformed)
        #expect(template.placeholderNames == ["name", "count_2.x-y"])
        #expect(template.render { $0 == "name" ? "Ada" : "3" }.contains("Ada! 100% öƒ 3 ţåšķš"))
    }

    @Test func aLonePercentStaysAsWritten() {
        // `%d` and `50 %` are literal text in message syntax: not escaped, not placeholders.
        #expect(PseudoLocale.accented.transform("50 % %d") == "[50 % %ð one]")
    }

    @Test func onlyPlaceholdersGetMarkersButNoPadding() {
        #expect(PseudoLocale.accented.transform("%{lastName}%{firstName}") == "[%{lastName}%{firstName}]")
    }

    @Test func whitespaceOnlyTextGetsMarkersButNoPadding() {
        #expect(PseudoLocale.accented.transform(" ") == "[ ]")
        #expect(PseudoLocale.accented.transform(" | ") == "[ | one]")
    }

    @Test func nonASCIITextKeepsItsLettersAndIsStillMarkedAndLengthened() throws {
        let transformed = PseudoLocale.accented.transform("Grüße, Straße: Привет 日本語")
        #expect(try Self.accentedBody(transformed) == "Ĝŕüßé, Šţŕåßé: Привет 日本語")
        // 25 characters: at least 10 more.
        #expect(transformed.count - 2 >= 25 + 10)
        #expect(PseudoLocale.accented.transform("e\u{301}t\u{E9}") == "[e\u{301}ţ\u{E9} one]")
    }

    @Test func anUnclosedPlaceholderIsKeptVerbatim() {
        // Not a valid message: the compiler reports it; a text tool must not make it worse.
        #expect(PseudoLocale.accented.transform("Hi %{name") == "[Ĥî %{name one]")
    }

    @Test(arguments: PseudoLocale.allCases)
    func emptyTextStaysEmpty(locale: PseudoLocale) {
        #expect(locale.transform("") == "")
    }

    // MARK: ar-XB

    @Test func bidiWrapsEveryWordInAnOverrideBetweenMarks() {
        let transformed = PseudoLocale.bidi.transform("Open  tasks")
        #expect(transformed == Self.bidiWord("Open") + "  " + Self.bidiWord("tasks"))
        // The characters themselves are kept: the override is what lays them out reversed.
        let marks = Set([Self.rlm, Self.rlo, Self.pdf].map { Character($0) })
        #expect(String(transformed.filter { !marks.contains($0) }) == "Open  tasks")
        #expect(PseudoLocale.bidi.transform(" lead and trail ").hasPrefix(" " + Self.rlm + Self.rlo + "lead"))
        #expect(
            PseudoLocale.bidi.transform(" lead and trail ").hasSuffix("trail" + Self.pdf + Self.rlm + " "))
    }

    @Test func bidiLeavesPlaceholdersAndEscapedPercentOutsideTheOverride() throws {
        let transformed = PseudoLocale.bidi.transform("%{count} open tasks, 100%%!")
        #expect(
            transformed
                == "%{count} " + Self.bidiWord("open") + " " + Self.bidiWord("tasks,") + " "
                + Self.bidiWord("100%%!"))
        // A placeholder ends a word: the value keeps its own direction.
        #expect(
            PseudoLocale.bidi.transform("Hi, %{name}!")
                == Self.bidiWord("Hi,") + " %{name}" + Self.bidiWord("!"))
        #expect(try MessageTemplate(parsing: transformed).placeholderNames == ["count"])
    }

    @Test func bidiWrapsNonASCIIText() {
        #expect(PseudoLocale.bidi.transform("Grüße 日本") == Self.bidiWord("Grüße") + " " + Self.bidiWord("日本"))
    }

    @Test func bidiKeepsLengthAndAddsNoBrackets() {
        let transformed = PseudoLocale.bidi.transform("Settings")
        #expect(transformed.unicodeScalars.count == "Settings".unicodeScalars.count + 4)
        #expect(!transformed.contains("["))
    }

    // MARK: Templates

    @Test(arguments: PseudoLocale.allCases)
    func theTemplateTransformAgreesWithTheTextTransform(locale: PseudoLocale) throws {
        for text in [
            "Welcome back, %{name}! You have %{count} open tasks.", "100%% done", "%{a}%{b}", " ", "",
            "Grüße, %{name}",
        ] {
            let template = try MessageTemplate(parsing: text)
            let transformed = locale.transform(template)
            #expect(transformed == (try MessageTemplate(parsing: locale.transform(text))))
            #expect(transformed.placeholderNames == template.placeholderNames)
        }
    }
}
