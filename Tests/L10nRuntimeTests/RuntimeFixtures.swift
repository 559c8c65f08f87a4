import Foundation
import Testing

@testable import L10nRuntime

/// Small tables for the runtime tests, built in memory with `TableWriter`.
enum RuntimeFixtures {
    static func id(_ tag: String) -> LocaleIdentifier { LocaleIdentifier(tag)! }

    static func text(_ source: String) -> TableMessage { .text(try! MessageTemplate(parsing: source)) }

    static func plural(_ variants: [PluralCategory: String]) -> TableMessage {
        .plural(variants.mapValues { try! MessageTemplate(parsing: $0) })
    }

    static func array(_ elements: [String]) -> TableMessage {
        .array(elements.map { try! MessageTemplate(parsing: $0) })
    }

    static let englishPlurals: [PluralCategory: String] = [.one: "i = 1 and v = 0"]
    static let russianPlurals: [PluralCategory: String] = [
        .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
        .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
    ]
    static let frenchPlurals: [PluralCategory: String] = [
        .one: "i = 0,1", .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    ]

    /// en (default), en-US → en, de → en, fr → en, ja → en, ru → en, hi, ar-EG.
    static var contents: TableContents {
        TableContents(
            locales: [
                TableLocale(id: id("en"), pluralRuleSources: englishPlurals),
                TableLocale(id: id("en-US"), fallbackChain: [id("en")], pluralRuleSources: englishPlurals),
                TableLocale(id: id("de"), pluralRuleSources: englishPlurals),
                TableLocale(id: id("fr"), pluralRuleSources: frenchPlurals),
                TableLocale(id: id("ja")),
                TableLocale(id: id("ru"), pluralRuleSources: russianPlurals),
                TableLocale(id: id("hi"), pluralRuleSources: [.one: "i = 0 or n = 1"]),
                TableLocale(id: id("ar-EG")),
            ],
            defaultLocale: id("en"),
            messages: [
                id("en"): [
                    "DashboardViewModel.pageTitle": text("Dashboard"),
                    "DashboardViewModel.subtitle": text("Your day at a glance"),
                    "DashboardViewModel.welcome": text("Welcome back, %{name}!"),
                    "DashboardViewModel.aField.title": text("Title"),
                    "DashboardViewModel.aField.validationMessages.required": text("This field is required"),
                    "DashboardViewModel.tabs": array(["Overview", "Activity", "Settings"]),
                    "DashboardViewModel.messages": plural([
                        .one: "%{count} new message", .other: "%{count} new messages",
                    ]),
                    "DashboardViewModel.onlyEnglish": text("Only in English"),
                    "DashboardViewModel.repeated": text("%{x}, %{x} and %{x}"),
                    "DashboardViewModel.unknown": text("Hello %{name}, see %{missing}"),
                    "DashboardViewModel.path": text("Install to /usr/local/bin (100%% sure)"),
                    "DashboardViewModel.quoted": text("Say \"hi\"\\\n\ttab"),
                    "PersonViewModel.firstName": text("Ada"),
                    "PersonViewModel.lastName": text("Lovelace"),
                    "PersonViewModel.separator": text(" | "),
                    "PersonViewModel.pieces": array(["Ada", "King", "Lovelace"]),
                    "SessionState.pending": text("Pending"),
                    "Outer.SessionState.running": text("Running"),
                ],
                id("en-US"): ["DashboardViewModel.pageTitle": text("Dashboard (US)")],
                id("de"): [
                    "DashboardViewModel.pageTitle": text("Übersicht"),
                    "DashboardViewModel.welcome": text("Willkommen zurück, %{name}!"),
                    "DashboardViewModel.messages": plural([
                        .one: "%{count} neue Nachricht", .other: "%{count} neue Nachrichten",
                    ]),
                    "DashboardViewModel.price": text("Preis: %{amount}"),
                ],
                id("fr"): [
                    "DashboardViewModel.pageTitle": text("Tableau de bord"),
                    "Page.pageTitle": text("Tableau de bord"),
                ],
                id("ja"): [
                    "PersonViewModel.firstName": text("太郎"),
                    "PersonViewModel.lastName": text("山田"),
                    "PersonViewModel.fullName": text("%{lastName}%{firstName}"),
                ],
                id("ru"): [
                    "DashboardViewModel.messages": plural([
                        .one: "%{count} новое сообщение", .few: "%{count} новых сообщения",
                        .many: "%{count} новых сообщений", .other: "%{count} нового сообщения",
                    ])
                ],
            ])
    }

    static var tableBytes: [UInt8] { try! TableWriter().tableBytes(for: contents) }

    static var table: LocalizationTable { try! LocalizationTable(bytes: tableBytes) }

    /// A table of `count` generated messages in one locale.
    static func largeContents(count: Int) -> TableContents {
        var messages: [String: TableMessage] = [:]
        for index in 0..<count {
            messages["GeneratedViewModel\(index / 10).property\(index % 10)"] = text(
                "Message number \(index) for %{name}")
        }
        return TableContents(
            locales: [TableLocale(id: id("en"), pluralRuleSources: englishPlurals)], defaultLocale: id("en"),
            messages: [id("en"): messages])
    }
}
