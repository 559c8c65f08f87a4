import L10nCore
import L10nExchange
import Testing

@Suite("Unit ids")
struct UnitIDTests {
    @Test(
        "ids and XML name tokens round-trip",
        arguments: [
            ("TaskViewModel.title", "TaskViewModel.title"),
            ("TaskViewModel.remaining[few]", "TaskViewModel.remaining::few"),
            ("T.tabs[0]", "T.tabs::0"),
            ("SessionState.on hold", "SessionState.on:x20hold"),
            ("T.a:b[x]", "T.a:x3Ab:x5Bx:x5D"),
            ("Ä.ß", ":xC3:x84.:xC3:x9F"),
        ])
    func roundTrip(text: String, token: String) throws {
        let id = UnitID(text)
        #expect(id.description == text)
        #expect(id.token == token)
        #expect(UnitID(token: token) == id)
        #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-_:".contains($0)) })
    }

    @Test("a bracketed suffix that names no variant stays part of the key")
    func bracketsInKeys() {
        #expect(UnitID("T.a[b]") == UnitID(key: "T.a[b]"))
        #expect(UnitID("T.a[01]") == UnitID(key: "T.a[01]"))
        #expect(UnitID("T.a[one]") == UnitID(key: "T.a", variant: .plural(.one)))
    }

    @Test("message runs keep %% and malformed placeholders as text")
    func runs() {
        #expect(
            MessageRun.runs(of: "100%% of %{name}, %{ and %{}")
                == [.text("100%% of "), .placeholder("name"), .text(", %{ and %{}")])
        #expect(MessageRun.text(of: MessageRun.runs(of: "a %{b} %%{c}")) == "a %{b} %%{c}")
    }
}
