// FOSMVVM's own tests, Tests/FOSMVVMTests/Localization/LocalizablePropertyTests.swift, read a
// view model back after a localizing encode and check its texts with `localizedString` and
// `localizedArray`. These do the same with l10nc's encoder and public API only (no
// `@testable`), on view models written in FOSMVVM's style (FOSMVVMStyleViewModels.swift).
import Foundation
import L10nRuntime
import Testing

@Suite("FOSMVVM API parity")
struct FOSMVVMAPIParityTests {
    let encoder = LocalizingEncoder(table: FOSMVVMParityTable.table)

    /// Encodes for `locale` and decodes the JSON as a FOSMVVM client does.
    private func roundTrip<T: Codable>(_ value: T, _ locale: LocaleIdentifier = FOSMVVMParityTable.english)
        throws -> T
    {
        try FOSMVVMMirror.defaultDecoder.decode(T.self, from: try encoder.encode(value, locale: locale))
    }

    @Test("@LocalizedString forms: plain, parentKey(s), propertyName, index, message group")
    func strings() throws {
        let model = try roundTrip(ParityViewModel())
        #expect(try model.aLocalizedString.localizedString == "Some Text")
        #expect(try model.title.localizedString == "Title")
        #expect(try model.aFieldTitle.localizedString == "Title")
        #expect(try model.parentKeyTitle.localizedString == "Title")
        #expect(try model.error1.localizedString == "Error #1")
        #expect(try model.secondError.localizedString == "Error #2")
        #expect(try model.groupedError.localizedString == "Error #1")
        #expect(try model.firstPiece.localizedString == "Piece #1")
        #expect(
            try roundTrip(ParityViewModel(), FOSMVVMParityTable.german).aLocalizedString.localizedString
                == "Etwas Text")
    }

    @Test("@LocalizedInt with and without arguments, @LocalizedDouble, @LocalizedDate")
    func formatted() throws {
        let model = try roundTrip(ParityViewModel())
        #expect(try model.aLocalizedInt.localizedString == "42")
        #expect(try model.aZeroInt.localizedString == "0")
        #expect(try model.aLocalizedDouble.localizedString == "1,234.5")
        #expect(try model.pi.localizedString == "3.142")
        #expect(model.aLocalizedDate.value == Date(timeIntervalSince1970: 1_721_046_600))
        #expect(model.aLocalizedDate.dateStyle == .medium && model.aLocalizedDate.timeStyle == .short)
    }

    @Test(
        "@LocalizedStrings, @LocalizedCompoundString with \\._pieces, @LocalizedSubs with \\.subs of any Localizable"
    )
    func collections() throws {
        let model = try roundTrip(ParityViewModel())
        #expect(try model.pieces.localizedArray == ["Piece #1", "Piece #2"])
        #expect(try model.aLocalizedCompoundNoSep.localizedString == "Piece #1Piece #2")
        #expect(try model.aLocalizedCompoundSep.localizedString == "Piece #1*Piece #2")
        #expect(try model.aLocalizedCompoundSep.localizedArray == ["Piece #1", "Piece #2"])
        #expect(try model.aLocalizedSubstitution.localizedString == "Ada has 42 items")
    }

    @Test("LocalizableRef constructors, FOSMVVM initializers, joined(separator:), nested view models")
    func values() throws {
        let model = try roundTrip(ParityValuesViewModel())
        #expect(try model.heading.localizedString == "Values")
        #expect(try model.ok.localizedString == "OK")
        #expect(try model.secondPiece.localizedString == "Piece #2")
        #expect(try model.pendingTitle.localizedString == "Pending")
        #expect(try model.requiredMessage.localizedString == "Error #1")
        #expect(try model.greeting.localizedString == "Grace has 7 items")
        #expect(try model.joined.localizedString == "One Two")
        #expect(try model.counts.localizedString == "1,000 / 2,000")
        #expect(try model.allPieces.localizedArray == ["Piece #1", "Piece #2"])
        #expect(try model.ungrouped.localizedString == "1234567")
        #expect(try model.ratio.localizedString == "1,234.50")
        #expect(try model.day.localizedString == "Jul 15, 2024")
        #expect(try model.isoDay.localizedString == "2024-07-15")
        #expect(model.createdAt == Date(timeIntervalSince1970: 1_721_046_600))
        #expect(try model.rows.map { try $0.stateTitle.localizedString } == ["Pending", "Running"])
        #expect(model.rows.map(\.vmId) == [ViewModelId(id: 1), ViewModelId(id: 2)])
        #expect(model.child.vmId == ViewModelId(id: 3))
    }

    @Test("a value not yet localized throws on read, as FOSMVVM's localizationUnbound")
    func unbound() throws {
        #expect(throws: LocalizationError.localizationUnbound(key: "⟦T.x⟧")) {
            try LocalizableString.localized(key: "T.x").localizedString
        }
        #expect(throws: LocalizationError.self) { try LocalizableInt(value: 1).localizedString }
        #expect(try LocalizableString.constant("c").localizedString == "c")
        let bound = LocalizableString.constant("Hi %{name}").bind(substitutions: [
            "name": LocalizableString.constant("Ada")
        ])
        #expect(try bound.localizedString == "Hi Ada")
    }

    @Test("LocalizableRef keys match FOSMVVM's LocalizableRef.key")
    func refKeys() {
        #expect(LocalizableRef.value(keys: "FOSForms", "", "ok").description == "FOSForms.ok")
        #expect(
            LocalizableRef(for: ParityState.self, parentType: ParityViewModel.self, propertyName: "pending")
                == .value(key: "ParityViewModel.ParityState.pending"))
        #expect(
            LocalizableRef(for: ParityViewModel.self, parentKeys: "a", "", "b", propertyName: "c", index: 2)
                == .arrayValue(key: "ParityViewModel.a.b.c", index: 2))
        #expect(LocalizableRef.arrayValue(key: "T.pieces", index: 1).description == "T.pieces[1]")
    }
}
