import Foundation
import Testing

@testable import L10nRuntime

@Suite("Localizing encoder")
struct LocalizingEncoderTests {
    let table = RuntimeFixtures.table
    let id = RuntimeFixtures.id

    private func json<T: Encodable>(
        _ value: T, _ locale: String, policy: MissingValuePolicy = .fallback,
        encoder: LocalizingEncoder? = nil
    ) throws -> String {
        let encoder =
            encoder ?? LocalizingEncoder(table: table, wireFormat: .l10nc, missingValuePolicy: policy)
        return String(
            decoding: try encoder.encodeBytes(value, locale: LocaleIdentifier(locale)!), as: UTF8.self)
    }

    @Test("wrappers find their keys and the output is exact")
    func dashboardEnglish() throws {
        let output = try json(DashboardViewModel(name: "Ada", count: 1, total: 1234), "en")
        #expect(
            output
                == #"{"pageTitle":"Dashboard","subtitle":"Your day at a glance","title":"Title","aFieldTitle":"Title","requiredMessage":"This field is required","secondTab":"Activity","tabs":["Overview","Activity","Settings"],"welcome":"Welcome back, Ada!","welcomeSubstitutions":{"name":"Ada"},"messages":"1 new message","messageSubstitutions":{"count":1},"total":{"value":1234,"text":"1,234"},"plain":"a/b"}"#
        )
    }

    @Test("German: its own messages, the decimal comma, fallback to English")
    func dashboardGerman() throws {
        let output = try json(DashboardViewModel(name: "Ada", count: 2, total: 1234), "de")
        #expect(output.contains(#""pageTitle":"Übersicht""#))
        #expect(output.contains(#""subtitle":"Your day at a glance""#))
        #expect(output.contains(#""welcome":"Willkommen zurück, Ada!""#))
        #expect(output.contains(#""messages":"2 neue Nachrichten""#))
        #expect(output.contains(#""total":{"value":1234,"text":"1.234"}"#))
    }

    @Test("missing values follow the policy")
    func missingPolicies() throws {
        let model = DashboardViewModel(name: "Ada", count: 2, total: 1)
        let shown = try json(model, "de", policy: .showKey)
        #expect(shown.contains(#""subtitle":"⟦DashboardViewModel.subtitle⟧""#))
        #expect(shown.contains(#""tabs":["⟦DashboardViewModel.tabs⟧"]"#))
        #expect(shown.contains(#""pageTitle":"Übersicht""#))
        #expect(
            throws: LocalizationError.missingMessage(key: "DashboardViewModel.subtitle", locale: id("de"))
        ) {
            try json(model, "de", policy: .throwError)
        }
        // en-US lacks the subtitle but its own chain (en-US → en) has it: not missing.
        #expect(try json(model, "en_US", policy: .throwError).contains(#""subtitle":"Your day at a glance""#))
        // A key no locale has is its echo even under the fallback policy: never null.
        #expect(try json(LocalizableString.localized("Nope.nothing"), "de") == #""⟦Nope.nothing⟧""#)
    }

    @Test("en_US finds en-US")
    func underscoreLocale() throws {
        #expect(
            try json(DashboardViewModel(name: "", count: 0, total: 0), "en_US").hasPrefix(
                #"{"pageTitle":"Dashboard (US)""#))
    }

    @Test("FOSMVVM behaviors that are right stay right")
    func substitutionBehaviors() throws {
        let cases = SubstitutionCases(
            repeated: LocalizableSubstitutions(
                base: .localized("DashboardViewModel.repeated"), substitutions: ["x": "7"]),
            unknown: LocalizableSubstitutions(
                base: .localized("DashboardViewModel.unknown"),
                substitutions: ["name": "", "unused": "ignored"]),
            path: .localized("DashboardViewModel.path"),
            quoted: .localized("DashboardViewModel.quoted"))
        #expect(
            try json(cases, "en")
                == #"{"repeated":"7, 7 and 7","unknown":"Hello , see %{missing}","path":"Install to /usr/local/bin (100% sure)","quoted":"Say \"hi\"\\\n\ttab"}"#
        )
    }

    @Test("a substituted value containing a placeholder is never substituted again")
    func noResubstitution() throws {
        let value = LocalizableSubstitutions(
            base: .localized("DashboardViewModel.repeated"), substitutions: ["x": "%{x}"])
        #expect(try json(value, "en") == #""%{x}, %{x} and %{x}""#)
        let nested = LocalizableSubstitutions(
            base: .localized("DashboardViewModel.welcome"),
            substitutions: ["name": .localized(.localized("DashboardViewModel.unknown"))])
        #expect(try json(nested, "en") == #""Welcome back, Hello %{name}, see %{missing}!""#)
    }

    @Test("nested localizables, integers, decimals and dates as substitution values")
    func substitutionValueKinds() throws {
        let date = Date(timeIntervalSince1970: 1_721_046_600)  // 2024-07-15 12:30 UTC
        let values: [(LocalizationArgument, String)] = [
            (.string("text"), "text"),
            (.int(LocalizableInt(value: 1_234_567)), "1.234.567"),
            (.double(LocalizableDouble(value: 1234.5)), "1.234,5"),
            (.double(LocalizableDouble(value: 0.25, style: .percent)), "25\u{A0}%"),
            (.localized(.localized("DashboardViewModel.pageTitle")), "Übersicht"),
            (
                .date(
                    LocalizableDate(
                        value: date, format: .template("yMMMd"), timeZone: TimeZone(identifier: "UTC")!)),
                "15. Juli 2024"
            ),
        ]
        for (argument, expected) in values {
            let value = LocalizableSubstitutions(
                base: .localized("DashboardViewModel.price"), substitutions: ["amount": argument])
            let output = try json(value, "de")
            #expect(output == "\"Preis: \(expected)\"")
        }
    }

    @Test("a reused encoder gives fresh substitutions")
    func reusedEncoder() throws {
        let encoder = LocalizingEncoder(table: table)
        let first = try json(DashboardViewModel(name: "Ada", count: 1, total: 1), "en", encoder: encoder)
        let second = try json(DashboardViewModel(name: "Grace", count: 5, total: 2), "en", encoder: encoder)
        #expect(first.contains(#""welcome":"Welcome back, Ada!""#))
        #expect(second.contains(#""welcome":"Welcome back, Grace!""#))
        #expect(second.contains(#""messages":"5 new messages""#))
        #expect(!second.contains("Ada"))
    }

    @Test("compound strings join with the separator, whitespace kept, or follow the locale pattern")
    func compounds() throws {
        let english = try json(PersonViewModel(), "en")
        #expect(english.contains(#""fullName":"Ada | Lovelace""#))
        #expect(english.contains(#""allPieces":"Ada | King | Lovelace""#))
        #expect(english.contains(#""joinedPieces":"AdaKingLovelace""#))
        #expect(english.contains(#""separator":" | ""#))
        let japanese = try json(PersonViewModel(), "ja")
        #expect(japanese.contains(#""fullName":"山田太郎""#))
    }

    @Test("enum cases are keyed by type and case, with a parent type")
    func enumCases() throws {
        #expect(SessionState.pending.title == .localized("SessionState.pending"))
        #expect(SessionState.running.nestedTitle == .localized("Outer.SessionState.running"))
        #expect(
            try json([SessionState.pending.title, SessionState.running.nestedTitle], "de")
                == #"["Pending","Running"]"#)
    }

    @Test("generic arguments are dropped from type names")
    func genericTypeName() throws {
        let page = Page(items: [1, 2])
        let output = try json(page, "fr")
        #expect(output == #"{"heading":"Tableau de bord","items":[1,2]}"#)
    }

    @Test("plurals select their variant from the count with the locale's rules")
    func plurals() throws {
        for (count, expected) in [
            (1, "1 новое сообщение"), (4, "4 новых сообщения"), (25, "25 новых сообщений"),
        ] {
            let value = LocalizableSubstitutions(
                base: .localized("DashboardViewModel.messages"),
                substitutions: ["count": .int(LocalizableInt(value: count))])
            #expect(try json(value, "ru") == "\"\(expected)\"")
        }
    }

    @Test("a percentage or an amount selects its plural form by the number it shows")
    func pluralsOfPercentagesAndAmounts() throws {
        func render(_ count: LocalizableDouble) throws -> String {
            let value = LocalizableSubstitutions(
                base: .localized("DashboardViewModel.messages"), substitutions: ["count": .double(count)])
            return try json(value, "en")
        }
        // 0.01 is shown as 1 %, which English counts as one; 0.25 as 25 %.
        #expect(try render(LocalizableDouble(value: 0.01, style: .percent)) == "\"1% new message\"")
        #expect(try render(LocalizableDouble(value: 0.25, style: .percent)) == "\"25% new messages\"")
        // 1 yen has no fraction digits (one); 1 euro is shown as 1.00 (v = 2: other).
        #expect(
            try render(LocalizableDouble(value: 1, style: .currency(code: "JPY"))).hasSuffix(" new message\"")
        )
        #expect(
            try render(LocalizableDouble(value: 1, style: .currency(code: "EUR"))).hasSuffix(
                " new messages\""))
    }

    @Test("dates encode the ISO value and the text in the given zone")
    func dates() throws {
        let date = Date(timeIntervalSince1970: 1_721_046_600)
        let value = LocalizableDate(
            value: date, format: .styles(date: .short, time: .short),
            timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(try json(value, "de") == #"{"value":"2024-07-15T12:30:00Z","text":"15.07.24, 14:30"}"#)
    }

    @Test("numbers follow the target locale throughout")
    func numbers() throws {
        let value = LocalizableDouble(value: 1_234_567.5)
        #expect(try json(value, "de") == #"{"value":1234567.5,"text":"1.234.567,5"}"#)
        #expect(try json(value, "fr") == "{\"value\":1234567.5,\"text\":\"1\u{202F}234\u{202F}567,5\"}")
        #expect(try json(LocalizableInt(value: 1_234_567), "hi") == #"{"value":1234567,"text":"12,34,567"}"#)
        #expect(
            try json(LocalizableInt(value: 1_234_567), "ar-EG") == #"{"value":1234567,"text":"١٬٢٣٤٬٥٦٧"}"#)
        let percent = try json(LocalizableDouble(value: 0.256, style: .percent), "fr")
        #expect(percent == "{\"value\":0.256,\"text\":\"25,6\u{A0}%\"}")
        #expect(
            try json(LocalizableDouble(value: 1234.5, style: .currency(code: "EUR")), "de")
                == "{\"value\":1234.5,\"text\":\"1.234,50\u{A0}€\"}")
    }

    @Test("localized JSON decodes back into the view model")
    func decodes() throws {
        let data = try LocalizingEncoder(table: table).encode(
            DashboardViewModel(name: "Ada", count: 3, total: 9), locale: id("de"))
        let decoded = try JSONDecoder().decode(DashboardViewModel.self, from: data)
        #expect(decoded.pageTitle == .constant("Übersicht"))
        #expect(
            decoded.tabs == .constant([.constant("Overview"), .constant("Activity"), .constant("Settings")]))
        #expect(decoded.messages == .constant("3 neue Nachrichten"))
        #expect(decoded.total.value == 9)
        #expect(decoded.total.decodedText == "9")
    }

    @Test("outside the localizing encoder, keys are echoed and the JSON still decodes")
    func plainEncoder() throws {
        let data = try JSONEncoder().encode([LocalizableString.localized("A.b"), .constant("c"), .empty])
        #expect(String(decoding: data, as: UTF8.self) == #"["⟦A.b⟧","c",""]"#)
    }

    @Test("Accept-Language picks the table locale")
    func acceptLanguage() throws {
        let encoder = LocalizingEncoder(table: table)
        let data = try encoder.encode(
            LocalizableString.localized("DashboardViewModel.pageTitle"),
            acceptLanguage: "it;q=0.9, de-AT;q=0.8, en;q=0.5")
        #expect(String(decoding: data, as: UTF8.self) == #""Übersicht""#)
    }
}
