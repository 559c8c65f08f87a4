import Testing

@testable import L10nRuntime

@Suite("Accept-Language")
struct AcceptLanguageTests {
    let table = RuntimeFixtures.table
    let id = RuntimeFixtures.id

    @Test("ranges are ordered by q-value, header order breaking ties")
    func parsing() {
        let header = AcceptLanguage(parsing: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
        #expect(header.ranges.map { $0.locale?.tag ?? "*" } == ["fr-CH", "fr", "en", "de", "*"])
        #expect(header.ranges.map(\.quality) == [1, 0.9, 0.8, 0.7, 0.5])
        let reordered = AcceptLanguage(parsing: "de;q=0.2,ja;q=0.9 , en_us")
        #expect(reordered.ranges.map { $0.locale?.tag ?? "*" } == ["en-US", "ja", "de"])
    }

    @Test("malformed ranges are skipped, q=0 refuses")
    func malformed() {
        let header = AcceptLanguage(parsing: "de;q=2, ;q=0.5, 12345678901, fr;q=abc, ja, en;q=0")
        #expect(header.ranges.map { $0.locale?.tag ?? "*" } == ["ja"])
        #expect(header.refused == [id("en")])
    }

    @Test(
        "best table locale",
        arguments: [
            ("de-CH, fr;q=0.9", "de"),
            ("fr-CA;q=0.8, ru;q=0.9", "ru"),
            ("it, pt-BR", "en"),
            ("en-us", "en-US"),
            ("EN_us;q=0.9, de;q=0.95", "de"),
            ("*", "en"),
            ("it, *;q=0.1", "en"),
            ("ar", "ar-EG"),
            ("", "en"),
            ("de;q=0, *", "en"),
            ("en;q=0, *", "ar-EG"),
        ])
    func best(header: String, expected: String) {
        #expect(table.bestLocale(forAcceptLanguage: header) == id(expected))
    }
}
