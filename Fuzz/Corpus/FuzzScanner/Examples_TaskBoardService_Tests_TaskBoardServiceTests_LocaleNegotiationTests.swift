import L10nRuntime
import TaskBoard
import TaskBoardServer
import Testing

@Suite("LocaleNegotiation")
struct LocaleNegotiationTests {
    private let negotiation: LocaleNegotiation

    init() throws {
        negotiation = LocaleNegotiation(table: try TaskBoardLocalization.open())
    }

    @Test("Accept-Language sent as several fields is negotiated as one list")
    func repeatedFields() throws {
        #expect(
            try negotiation.locale(override: nil, acceptLanguage: ["fr", "ru;q=0.4, de;q=0.8"]).tag == "de")
    }

    @Test("no override and no header serve the default locale")
    func nothingRequested() throws {
        #expect(try negotiation.locale(override: nil, acceptLanguage: []).tag == "en")
    }

    @Test("an empty ?locale= is no override")
    func emptyOverride() throws {
        #expect(try negotiation.locale(override: "", acceptLanguage: ["ja"]).tag == "ja")
    }

    @Test("the override is resolved to the table locale serving it")
    func overrideResolved() throws {
        #expect(try negotiation.locale(override: "ru-RU", acceptLanguage: ["de"]).tag == "ru")
        #expect(try negotiation.locale(override: "pt-BR", acceptLanguage: ["de"]).tag == "en")
    }

    @Test("a malformed override is an error naming it")
    func malformedOverride() {
        #expect(throws: LocaleNegotiationError.malformedLocaleOverride("de_DE!")) {
            try negotiation.locale(override: "de_DE!", acceptLanguage: [])
        }
    }
}
