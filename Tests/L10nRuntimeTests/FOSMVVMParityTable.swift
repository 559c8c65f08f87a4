import Foundation
import L10nRuntime

/// The messages of the FOSMVVM-style view models, in English, German and Spanish, built with the public
/// table API.
enum FOSMVVMParityTable {
    static let english = LocaleIdentifier("en")!
    static let german = LocaleIdentifier("de")!
    static let spanish = LocaleIdentifier("es")!
    static let hindi = LocaleIdentifier("hi")!

    private static func text(_ source: String) -> TableMessage {
        .text(try! MessageTemplate(parsing: source))
    }

    static let table: LocalizationTable = {
        let rules: [PluralCategory: String] = [.one: "i = 1 and v = 0"]
        let english: [String: TableMessage] = [
            "ParityViewModel.aLocalizedString": text("Some Text"),
            "ParityViewModel.aField.title": text("Title"),
            "ParityViewModel.aField.validationMessages.error1": text("Error #1"),
            "ParityViewModel.aField.validationMessages.error2": text("Error #2"),
            "ParityViewModel.pieces": .array([
                try! MessageTemplate(parsing: "Piece #1"), try! MessageTemplate(parsing: "Piece #2"),
            ]),
            "ParityViewModel.separator": text("*"),
            "ParityViewModel.aLocalizedSubstitution": text("%{name} has %{aSub} items"),
            "ParityViewModel.ParityState.pending": text("Pending"),
            "ParityViewModel.ParityState.running": text("Running"),
            "ParityRowViewModel.rowTitle": text("Row"),
            "ParityValuesViewModel.heading": text("Values"),
            "FOSForms.ok": text("OK"),
        ]
        let german: [String: TableMessage] = [
            "ParityViewModel.aLocalizedString": text("Etwas Text"),
            "ParityValuesViewModel.heading": text("Werte"),
        ]
        let spanish: [String: TableMessage] = [
            "ParityValuesViewModel.heading": text("Valores"),
            "ParityRowViewModel.rowTitle": text("Fila"),
            "ParityViewModel.ParityState.pending": text("Pendiente"),
        ]
        let contents = TableContents(
            locales: [
                TableLocale(id: Self.english, pluralRuleSources: rules),
                TableLocale(id: Self.german, pluralRuleSources: rules),
                TableLocale(id: Self.spanish, pluralRuleSources: rules),
                TableLocale(id: Self.hindi),
            ],
            defaultLocale: Self.english,
            messages: [Self.english: english, Self.german: german, Self.spanish: spanish])
        return try! LocalizationTable(bytes: try! TableWriter().tableBytes(for: contents))
    }()
}
