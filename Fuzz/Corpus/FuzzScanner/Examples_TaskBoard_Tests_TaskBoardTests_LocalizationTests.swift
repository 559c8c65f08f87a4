import Foundation
import L10nRuntime
import TaskBoard
import Testing

@testable import TaskBoardDemo

/// The table the build plugin compiled into the target, against the view models.
@MainActor
@Suite struct LocalizationTests {
    let table: LocalizationTable

    init() throws {
        table = try TaskBoardLocalization.open()
    }

    @Test func theTableHoldsTheFiveLocales() {
        #expect(table.locales.map(\.description) == ["ar", "de", "en", "ja", "ru"])
        #expect(table.defaultLocale.description == "en")
    }

    /// With `.throwError`, a key a wrapper computes that the resources lack would throw: the
    /// resources were checked against the scanner's keys when the plugin compiled them.
    @Test(arguments: ["en", "de", "ru", "ar", "ja"])
    func everySampleEncodesWithEveryMessagePresent(locale: String) async throws {
        let encoder = LocalizingEncoder(table: table, missingValuePolicy: .throwError)
        let samples = try await SampleViewModels.encodeAll(
            with: encoder, locale: try #require(LocaleIdentifier(locale)))
        #expect(samples.count == 8)
        for sample in samples { #expect(!sample.json.contains("⟦"), "\(sample.name): \(sample.json)") }
    }

    /// Every key the runtime looks up is in the table, and every key in the table is looked
    /// up; the only exception is the optional `fullName` pattern, which only `ja` has.
    @Test func theRuntimeLooksUpExactlyTheTableKeys() async throws {
        let runtimeKeys = try await RuntimeKeyProbe().keys()
        #expect(runtimeKeys.count == 20)
        #expect(Set(try table.keys()) == Set(runtimeKeys + ["UserNameViewModel.fullName"]))
    }

    @Test func theDashboardInGerman() throws {
        let json = try LocalizingEncoder(table: table).encode(
            DashboardViewModel(userName: "Ada", openTasks: 3), locale: try #require(LocaleIdentifier("de")))
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"title":"Übersicht","welcome":"Willkommen zurück, Ada! Du hast 3 offene Aufgaben.","#
                + #""tabs":["Überblick","Aktivität","Einstellungen"],"openTaskCount":{"v":3,"sgep":true,"gsepsz":3,"ls":"3"},"#
                + #""userName":"Ada","openTasks":3}"#)
    }

    @Test func aTaskCardPicksTheRussianPluralAndTheStatusTitle() throws {
        let card = TaskCardViewModel(
            name: "Отчёт", status: .inProgress, due: SampleViewModels.due, timeZone: .gmt, openSubtasks: 5)
        let json = try LocalizingEncoder(table: table).encode(
            card, locale: try #require(LocaleIdentifier("ru")))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["openTasks"] as? String == "5 открытых подзадач")
        #expect(object["statusTitle"] as? String == "В работе")
        #expect(object["dueLabel"] as? String == "Срок")
    }

    /// FOSMVVM's wire format sends the pieces and the separator, which the client joins; `ja`'s
    /// pattern arrives as the only piece.
    @Test func theFullNameFollowsEachLocalesOrder() throws {
        let encoder = LocalizingEncoder(table: table)
        for (locale, expected) in [("en", "Ada Lovelace"), ("ja", "ラブレスエイダ")] {
            let json = try encoder.encode(UserNameViewModel(), locale: try #require(LocaleIdentifier(locale)))
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let fullName = try #require(object["fullName"] as? [String: Any])
            let pieces = try #require(fullName["pieces"] as? [String])
            #expect(pieces.joined(separator: fullName["separator"] as? String ?? "") == expected, "\(locale)")
        }
    }

    @Test func theFeedShowsItsMessagesInArabic() async throws {
        let encoder = LocalizingEncoder(table: table)
        let texts = try await SampleViewModels.feeds().map { feed in
            let json = try encoder.encode(feed, locale: try #require(LocaleIdentifier("ar")))
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            return [object["emptyMessage"] as? String, object["errorMessage"] as? String]
        }
        #expect(texts == [["لم يحدث شيء بعد.", nil], [nil, "تعذّر تحميل الموجز. اسحب للمحاولة مرة أخرى."]])
    }
}
