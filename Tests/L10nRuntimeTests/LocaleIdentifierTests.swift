import L10nRuntime
import Testing

/// `LocaleIdentifier(_:)` takes a tag that is already canonical (`de`, `fil`, `pt-BR`) as it
/// is; every other spelling goes through the full canonicalization. Both must agree.
struct LocaleIdentifierTests {
    private static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    @Test("every two- and three-letter language is read as its differently spelled twin is")
    func bareLanguagesAgreeWithTheFullPath() {
        var tags = Self.letters.flatMap { first in Self.letters.map { first + $0 } }
        tags += tags.prefix(200).flatMap { pair in Self.letters.map { pair + $0 } }
        for tag in tags {
            // Upper case is never canonical for a language: the full path reads it.
            let spelledOtherwise = tag.uppercased()
            #expect(
                LocaleIdentifier(tag)?.description == LocaleIdentifier(spelledOtherwise)?.description,
                "\(tag)")
            #expect(LocaleIdentifier(tag)?.description == tag)
        }
    }

    @Test(
        "language and region: canonical spellings as they are, others canonicalized to them",
        arguments: [
            ("pt-BR", "pt_br", "pt-BR"), ("de-CH", "DE-ch", "de-CH"), ("en-US", "en_US", "en-US"),
            ("zh-Hans", "ZH_hans", "zh-Hans"), ("es-419", "es_419", "es-419"),
            ("sr-Latn-RS", "sr_latn_rs", "sr-Latn-RS"),
        ])
    func regionsAgreeWithTheFullPath(canonical: String, otherSpelling: String, expected: String) {
        #expect(LocaleIdentifier(canonical)?.description == expected)
        #expect(LocaleIdentifier(otherSpelling)?.description == expected)
    }

    @Test(
        "what looks close to a canonical tag but is not one is not taken as it is",
        arguments: [
            "d", "de-", "de-C", "de-ch", "De", "d3", "de-CHX", "de--CH", "-de", "dé", "de-1", "zh-hant",
            "zh-HANT",
            "zh-Hant-", "sr-RS-Latn", "es-41", "de-DE-DE",
        ])
    func nearMissesTakeTheFullPath(text: String) {
        let identifier = LocaleIdentifier(text)
        #expect(identifier?.description != text, "\(text) → \(String(describing: identifier))")
    }
}
