import L10nRuntime

/// A pseudo locale: a machine-made "translation" of the default locale that makes localization
/// bugs visible in a running app before any translator is involved.
///
/// The two follow the conventions of Android and Chrome, which reserve the same tags:
///
/// - ``accented`` (`en-XA`): every ASCII letter replaced by an accented look-alike, the text
///   lengthened by about 40 % with number words, and the whole message between `[` and `]`:
///   `Due` becomes `[Ðûé one]`. Hard-coded text shows because it is not accented,
///   concatenation shows as `][`, and truncation or clipping shows because the `]` is missing.
/// - ``bidi`` (`ar-XB`): every word of the text between U+200F RIGHT-TO-LEFT MARK and
///   U+202E RIGHT-TO-LEFT OVERRIDE before it and U+202C POP DIRECTIONAL FORMATTING and a
///   RIGHT-TO-LEFT MARK after it, so the words read right to left (each one mirrored) while
///   the text stays English: layouts that do not mirror for right-to-left locales show.
///
/// Only a message's literal text changes: placeholders (`%{name}`) and escaped percent signs
/// (`%%`) come out exactly as they went in, so substitution, plural selection and compound
/// patterns work unchanged at run time. A substituted value keeps its own direction in `ar-XB`,
/// as a name or number does in a real right-to-left translation.
public enum PseudoLocale: Sendable, Hashable, CaseIterable {
    /// `en-XA`: accented, about 40 % longer, between `[` and `]`; English plural rules.
    case accented
    /// `ar-XB`: each word forced right to left between bidirectional marks; Arabic plural rules.
    case bidi

    /// The pseudo locale `identifier` names (`en-XA`, `ar-XB`; any case, `_` accepted), or
    /// `nil` for any other locale.
    public init?(identifier: String) {
        guard let locale = LocaleIdentifier(identifier) else { return nil }
        self.init(identifier: locale)
    }

    /// The pseudo locale `identifier` names, or `nil` for any other locale.
    public init?(identifier: LocaleIdentifier) {
        guard let match = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = match
    }

    /// The locale's tag: `en-XA` or `ar-XB`. Its plural rules are its language's (`en`, `ar`).
    public var identifier: LocaleIdentifier {
        switch self {
        case .accented: Self.accentedIdentifier
        case .bidi: Self.bidiIdentifier
        }
    }

    /// `messageText` (message source syntax) pseudo-localized: its literal runs transformed,
    /// every `%{…}` and `%%` left exactly as written. An empty message stays empty, since an
    /// empty value is deliberate and markers would make it look like content.
    public func transform(_ messageText: String) -> String {
        transformed(PseudoText(sourceText: messageText)).sourceText
    }

    /// `template` pseudo-localized, for the compiler, which holds messages already parsed.
    package func transform(_ template: MessageTemplate) -> MessageTemplate {
        transformed(PseudoText(template: template)).template
    }

    private func transformed(_ text: PseudoText) -> PseudoText {
        guard !text.pieces.isEmpty else { return text }
        switch self {
        case .accented: return PseudoText(pieces: Self.accent(text.pieces))
        case .bidi: return PseudoText(pieces: Self.bidiWrap(text.pieces))
        }
    }

    // Both tags are well-formed literals, so parsing them cannot fail.
    private static let accentedIdentifier = LocaleIdentifier("en-XA")!
    private static let bidiIdentifier = LocaleIdentifier("ar-XB")!
}
