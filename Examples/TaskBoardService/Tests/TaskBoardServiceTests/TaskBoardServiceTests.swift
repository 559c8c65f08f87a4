import Foundation
import Hummingbird
import HummingbirdTesting
import L10nRuntime
import TaskBoard
import TaskBoardServer
import Testing

/// The service over real HTTP: `.live` binds 127.0.0.1 on a free port and sends each request
/// through a socket, so the headers tested are the ones a client receives. The table is the
/// one l10nc's build plugin compiled from the TaskBoard YAML into the TaskBoard module.
@Suite("TaskBoardService over HTTP")
struct TaskBoardServiceTests {
    private func withServer(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = try TaskBoardApplication.make(
            table: try TaskBoardLocalization.open(), host: "127.0.0.1", port: 0)
        try await app.test(.live, test)
    }

    @Test("the dashboard in English, German and Russian, chosen by Accept-Language")
    func dashboardInThreeLocales() async throws {
        try await withServer { client in
            let english = try await client.get("/dashboard", acceptLanguage: "en-US,en;q=0.8")
            #expect(english.status == .ok)
            #expect(english.contentLanguage == "en")
            #expect(english.vary == "Accept-Language")
            #expect(english.contentType == "application/json; charset=utf-8")
            #expect(
                try english.decode(PlainDashboard.self)
                    == PlainDashboard(
                        title: "Dashboard", welcome: "Welcome back, Ada! You have 1,204 open tasks.",
                        tabs: ["Overview", "Activity", "Settings"],
                        openTaskCount: .init(value: 1204, text: "1,204"), userName: "Ada",
                        openTasks: 1204))

            let german = try await client.get("/dashboard", acceptLanguage: "de-DE")
            #expect(german.status == .ok)
            #expect(german.contentLanguage == "de")
            #expect(german.vary == "Accept-Language")
            #expect(
                try german.decode(PlainDashboard.self)
                    == PlainDashboard(
                        title: "Übersicht", welcome: "Willkommen zurück, Ada! Du hast 1.204 offene Aufgaben.",
                        tabs: ["Überblick", "Aktivität", "Einstellungen"],
                        openTaskCount: .init(value: 1204, text: "1.204"), userName: "Ada",
                        openTasks: 1204))

            // 1204 takes Russian's `few` form; the group separator is a no-break space.
            let russian = try await client.get("/dashboard", acceptLanguage: "ru")
            #expect(russian.status == .ok)
            #expect(russian.contentLanguage == "ru")
            #expect(russian.vary == "Accept-Language")
            #expect(
                try russian.decode(PlainDashboard.self)
                    == PlainDashboard(
                        title: "Панель", welcome: "С возвращением, Ada! У вас 1\u{A0}204 открытые задачи.",
                        tabs: ["Обзор", "Активность", "Настройки"],
                        openTaskCount: .init(value: 1204, text: "1\u{A0}204"), userName: "Ada",
                        openTasks: 1204))
        }
    }

    @Test("a task card: status title, subtask plural and due date in the request's locale")
    func taskCardInThreeLocales() async throws {
        try await withServer { client in
            let english = try await client.get("/tasks/1", acceptLanguage: "en")
            #expect(english.contentLanguage == "en")
            #expect(
                try english.decode(PlainTaskCard.self)
                    == PlainTaskCard(
                        dueLabel: "Due", openTasks: "2 open subtasks",
                        dueDate: .init(secondsSince1970: 1_773_576_000, dateStyle: 2, text: "Mar 15, 2026"),
                        name: "Write the release notes", status: "doing", statusTitle: "In progress",
                        openSubtasks: 2))

            let german = try await client.get("/tasks/2", acceptLanguage: "de")
            #expect(german.contentLanguage == "de")
            #expect(
                try german.decode(PlainTaskCard.self)
                    == PlainTaskCard(
                        dueLabel: "Fällig", openTasks: "5 offene Teilaufgaben",
                        dueDate: .init(secondsSince1970: 1_774_008_000, dateStyle: 2, text: "20.03.2026"),
                        name: "Review the German translation", status: "todo", statusTitle: "Zu erledigen",
                        openSubtasks: 5))

            // CLDR puts a narrow no-break space before the year's abbreviation.
            let russian = try await client.get("/tasks/3", acceptLanguage: "ru")
            #expect(russian.contentLanguage == "ru")
            #expect(
                try russian.decode(PlainTaskCard.self)
                    == PlainTaskCard(
                        dueLabel: "Срок", openTasks: "1 открытая подзадача",
                        dueDate: .init(
                            secondsSince1970: 1_772_366_400, dateStyle: 2, text: "1 марта 2026\u{202F}г."),
                        name: "Tag version 1.0", status: "done", statusTitle: "Готово", openSubtasks: 1))
        }
    }

    @Test("a locale the table lacks falls back to the default, and says so in Content-Language")
    func unknownLocaleFallsBackToDefault() async throws {
        try await withServer { client in
            let response = try await client.get("/dashboard", acceptLanguage: "fr-CA, fr;q=0.9")
            #expect(response.status == .ok)
            #expect(response.contentLanguage == "en")
            #expect(response.vary == "Accept-Language")
            #expect(try response.decode(PlainDashboard.self).title == "Dashboard")

            let none = try await client.get("/dashboard")
            #expect(none.contentLanguage == "en")
            #expect(try none.decode(PlainDashboard.self).title == "Dashboard")
        }
    }

    @Test("q-values order the ranges, not their place in the header")
    func qualityValuesOrderRanges() async throws {
        try await withServer { client in
            let response = try await client.get("/dashboard", acceptLanguage: "de;q=0.5, ru;q=0.9")
            #expect(response.contentLanguage == "ru")
            #expect(try response.decode(PlainDashboard.self).title == "Панель")

            // q=0 refuses a locale even when it is the only one named; `*` then means the default.
            let refused = try await client.get("/dashboard", acceptLanguage: "de;q=0, *;q=0.1")
            #expect(refused.contentLanguage == "en")
        }
    }

    @Test("?locale= overrides Accept-Language")
    func localeQueryOverridesHeader() async throws {
        try await withServer { client in
            let japanese = try await client.get("/dashboard?locale=ja", acceptLanguage: "de")
            #expect(japanese.status == .ok)
            #expect(japanese.contentLanguage == "ja")
            #expect(japanese.vary == "Accept-Language")
            #expect(
                try japanese.decode(PlainDashboard.self)
                    == PlainDashboard(
                        title: "ダッシュボード", welcome: "Adaさん、おかえりなさい！未完了のタスクが1,204件あります。",
                        tabs: ["概要", "アクティビティ", "設定"], openTaskCount: .init(value: 1204, text: "1,204"),
                        userName: "Ada", openTasks: 1204))

            // A regional tag is served by its language; an unknown language by the default.
            let regional = try await client.get("/tasks/1?locale=de-AT", acceptLanguage: "ru")
            #expect(regional.contentLanguage == "de")
            #expect(try regional.decode(PlainTaskCard.self).statusTitle == "In Arbeit")
            let unknown = try await client.get("/dashboard?locale=fr", acceptLanguage: "ru")
            #expect(unknown.contentLanguage == "en")
        }
    }

    @Test("the plain baseline serves the same JSON values and headers as the localized endpoints")
    func plainBaselineMatchesLocalized() async throws {
        try await withServer { client in
            for locale in ["en", "de", "ru", "ar", "ja"] {
                let localized = try await client.get("/dashboard?locale=\(locale)")
                let plain = try await client.get("/plain/dashboard?locale=\(locale)")
                #expect(plain.status == .ok)
                #expect(plain.contentLanguage == locale)
                #expect(plain.vary == "Accept-Language")
                #expect(try plain.decode(PlainDashboard.self) == localized.decode(PlainDashboard.self))

                let localizedCard = try await client.get("/tasks/2?locale=\(locale)")
                let plainCard = try await client.get("/plain/tasks/2?locale=\(locale)")
                #expect(plainCard.contentLanguage == locale)
                #expect(try plainCard.decode(PlainTaskCard.self) == localizedCard.decode(PlainTaskCard.self))
            }
        }
    }

    @Test("every endpoint's body decodes as a FOSMVVM client decodes it, in every locale")
    func fosmvvmClientsDecodeEveryEndpoint() async throws {
        try await withServer { client in
            for locale in ["en", "de", "ru", "ar", "ja"] {
                for prefix in ["", "/plain"] {
                    let dashboard = try await client.get("\(prefix)/dashboard?locale=\(locale)")
                    let decoded = try FOSMVVMClient.decoder.decode(
                        FOSMVVMClient.Dashboard.self, from: dashboard.body)
                    #expect(decoded.openTaskCount.value == 1204, "\(prefix)/dashboard \(locale)")
                    #expect(!decoded.openTaskCount.localizedString.isEmpty)
                    for id in [1, 2, 3] {
                        let card = try await client.get("\(prefix)/tasks/\(id)?locale=\(locale)")
                        let decodedCard = try FOSMVVMClient.decoder.decode(
                            FOSMVVMClient.TaskCard.self, from: card.body)
                        #expect(decodedCard.dueDate.dateStyle == 2, "\(prefix)/tasks/\(id) \(locale)")
                        #expect(!decodedCard.dueDate.localizedString.isEmpty)
                    }
                }
            }
        }
    }

    @Test("--wire-format l10nc serves l10nc's own shape, which FOSMVVM clients reject")
    func nativeWireFormat() async throws {
        let app = try TaskBoardApplication.make(
            table: try TaskBoardLocalization.open(), wireFormat: .l10nc, host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let dashboard = try await client.get("/dashboard?locale=de")
            #expect(dashboard.text.contains(#""openTaskCount":{"value":1204,"text":"1.204"}"#))
            #expect(throws: DecodingError.self) {
                try FOSMVVMClient.decoder.decode(FOSMVVMClient.Dashboard.self, from: dashboard.body)
            }
        }
    }

    @Test("an unknown task is 404 and a malformed ?locale= is 400, with a message saying why")
    func clientErrors() async throws {
        try await withServer { client in
            let missing = try await client.get("/tasks/99")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("no task with id 99; the board has tasks [1, 2, 3]"))

            let malformed = try await client.get("/dashboard?locale=not_a_tag!")
            #expect(malformed.status == .badRequest)
            #expect(malformed.text.contains("'?locale=not_a_tag!' is not a language tag"))
        }
    }
}
