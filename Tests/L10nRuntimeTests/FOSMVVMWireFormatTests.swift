import Foundation
import Testing

@testable import L10nRuntime

/// The default wire format against golden fixtures written by hand from FOSMVVM's `Codable`
/// source (Fixtures/FOSMVVMWire/PROVENANCE.md names the file and lines of each): the encoder's
/// output must equal the fixture as a JSON value (FOSMVVM's `JSONEncoder` has no fixed key
/// order and escapes `/` as `\/`, so bytes are not the contract), and the fixture must decode
/// with the types that copy FOSMVVM's client decoding (`FOSMVVMMirror`).
@Suite("FOSMVVM wire format")
struct FOSMVVMWireFormatTests {
    let table = FOSMVVMParityTable.table
    let english = FOSMVVMParityTable.english
    let german = FOSMVVMParityTable.german
    static let fixedFreshness = Date(timeIntervalSince1970: 1_704_067_200)

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FOSMVVMWire/\(name).json")
        return try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The JSON value of `text`, in a form that compares equal whatever the key order or escapes.
    private func jsonValue(_ text: some Sequence<UInt8>) throws -> NSObject {
        try JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed]) as! NSObject
    }

    /// Encodes `value` for `locale`, checks it equals fixture `name` as a JSON value, and
    /// returns the fixture's bytes for the decoder check.
    private func golden<T: Encodable>(
        _ name: String, _ value: T, _ locale: LocaleIdentifier? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Data {
        let expected = try fixture(name)
        let output = try LocalizingEncoder(table: table).encodeBytes(value, locale: locale ?? english)
        #expect(
            try jsonValue(output) == jsonValue(expected.utf8),
            "\(String(decoding: output, as: UTF8.self)) ≠ \(expected)", sourceLocation: sourceLocation)
        return Data(expected.utf8)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
        try FOSMVVMMirror.defaultDecoder.decode(type, from: data)
    }

    @Test("localized string")
    func string() throws {
        let data = try golden("string", LocalizableString.localized(key: "ParityViewModel.aLocalizedString"))
        #expect(try decode(FOSMVVMMirror.LocalizableString.self, data).localizedString == "Some Text")
    }

    @Test("localized Int: v, sgep, gsepsz, ls")
    func integer() throws {
        let data = try golden("int", LocalizableInt(value: 1_234_567))
        let decoded = try decode(FOSMVVMMirror.LocalizableInt.self, data)
        #expect(decoded.value == 1_234_567)
        #expect(decoded.showGroupingSeparator && decoded.groupingSize == 3)
        #expect(decoded.localizedString == "1,234,567")
    }

    @Test("localized Double: v, sgsep, gsepsz, minfd, maxfd (2 by default), ls in the locale's digits")
    func double() throws {
        let data = try golden("double", LocalizableDouble(value: 1234.5), german)
        let decoded = try decode(FOSMVVMMirror.LocalizableDouble.self, data)
        #expect(decoded.value == 1234.5)
        #expect(decoded.minimumFractionDigits == 0 && decoded.maximumFractionDigits == 2)
        #expect(decoded.localizedString == "1.234,5")
    }

    @Test("localized Date: seconds since 1970, the styles or format when set, ls")
    func date() throws {
        let day = Date(timeIntervalSince1970: 1_721_046_600)
        let medium = try decode(
            FOSMVVMMirror.LocalizableDate.self, try golden("date", LocalizableDate(value: day)))
        #expect(medium.value == day && medium.dateStyle == .medium && medium.timeStyle == nil)
        let withTime = try decode(
            FOSMVVMMirror.LocalizableDate.self,
            try golden(
                "date-time", LocalizableDate(value: day, dateStyle: .medium, timeStyle: .short), german))
        #expect(withTime.timeStyle == .short && withTime.localizedString == "15.07.2024, 12:30")
        let fixed = try decode(
            FOSMVVMMirror.LocalizableDate.self,
            try golden("date-format", LocalizableDate(value: day, dateFormat: "yyyy-MM-dd")))
        #expect(
            fixed.dateFormat == "yyyy-MM-dd" && fixed.dateStyle == nil
                && fixed.localizedString == "2024-07-15")
    }

    @Test("compound value: pieces and separator, no separator key without one")
    func compound() throws {
        let joined = [LocalizableString.constant("One"), .constant("Two")].joined(separator: .constant(" "))
        let decoded = try decode(
            FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableString>.self,
            try golden("compound", joined))
        #expect(decoded.localizedString == "One Two")
        let bare = [LocalizableString.localized(key: "ParityViewModel.aField.title"), .constant("!")].joined()
        let decodedBare = try decode(
            FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableString>.self,
            try golden("compound-no-separator", bare))
        #expect(decodedBare.separator == nil && decodedBare.localizedString == "Title!")
        // FOSMVVM's `init(pieces: LocalizableArray)` with an array message: its elements.
        let fromArray = LocalizableCompoundValue(
            pieces: LocalizableArray<LocalizableString>.localized(key: "ParityViewModel.pieces"),
            separator: .constant(", "))
        let output = try LocalizingEncoder(table: table).encodeBytes(fromArray, locale: english)
        #expect(
            String(decoding: output, as: UTF8.self) == #"{"pieces":["Piece #1","Piece #2"],"separator":", "}"#
        )
    }

    /// FOSMVVM's `pieces` is a `LocalizableArray<Value>`: a compound of numbers or dates holds
    /// each piece's own object, and its client fails the whole view model on a string there.
    @Test("compound values of Ints, Doubles and Dates: each piece in its own wire form")
    func compoundOfFormattedValues() throws {
        let ints = [LocalizableInt(value: 1000), LocalizableInt(value: 2000)].joined(
            separator: .constant(" / "))
        let decodedInts = try decode(
            FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableInt>.self,
            try golden("compound-int", ints))
        #expect(decodedInts.pieces.elements.map(\.value) == [1000, 2000])
        #expect(decodedInts.localizedString == "1,000 / 2,000")
        let doubles = [LocalizableDouble(value: 0.5), LocalizableDouble(value: 1234.25)].joined(
            separator: .localized(key: "ParityViewModel.separator"))
        let decodedDoubles = try decode(
            FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableDouble>.self,
            try golden("compound-double", doubles, german))
        #expect(decodedDoubles.localizedString == "0,5*1.234,25")
        let day = Date(timeIntervalSince1970: 1_721_046_600)
        let dates = [LocalizableDate(value: day), LocalizableDate(value: day, dateFormat: "yyyy-MM-dd")]
            .joined()
        let decodedDates = try decode(
            FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableDate>.self,
            try golden("compound-date", dates))
        #expect(decodedDates.pieces.elements.map(\.value) == [day, day])
        #expect(decodedDates.localizedString == "Jul 15, 20242024-07-15")
        // The string pieces' mirror rejects these objects, as FOSMVVM's client would.
        #expect(throws: DecodingError.self) {
            try decode(
                FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableString>.self,
                try golden("compound-int", ints))
        }
        // l10nc's own decoding reads the pieces back as their texts.
        let roundTrip = try JSONDecoder().decode(
            LocalizableCompoundValue<LocalizableInt>.self,
            from: Data(try LocalizingEncoder(table: table).encodeBytes(ints, locale: english)))
        #expect(try roundTrip.localizedString == "1,000 / 2,000")
    }

    @Test("substitutions and arrays")
    func substitutionsAndArrays() throws {
        let greeting = LocalizableSubstitutions(
            baseString: .localized(key: "ParityViewModel.aLocalizedSubstitution"),
            substitutions: ["aSub": LocalizableInt(value: 7), "name": LocalizableString.constant("Grace")])
        #expect(
            try decode(FOSMVVMMirror.LocalizableSubstitutions.self, try golden("substitutions", greeting))
                .localizedString == "Grace has 7 items")
        let pieces = LocalizableArray<LocalizableString>.localized(key: "ParityViewModel.pieces")
        #expect(
            try decode(
                FOSMVVMMirror.LocalizableArray<FOSMVVMMirror.LocalizableString>.self,
                try golden("array", pieces)
            )
            .elements.map(\.localizedString) == ["Piece #1", "Piece #2"])
    }

    struct Stamp: Codable {
        let createdAt: Date
    }

    @Test("a plain Date property is FOSMVVM's millisecond string, which its client decodes")
    func plainDate() throws {
        let instant = Date(timeIntervalSince1970: 1_721_046_600.25)
        let data = try golden("plain-date", Stamp(createdAt: instant))
        #expect(try decode(Stamp.self, data).createdAt == instant)
    }

    struct MirrorRow: Decodable {
        let rowTitle: FOSMVVMMirror.LocalizableString
        let state: String
        let stateTitle: FOSMVVMMirror.LocalizableString
        let updatedAt: Date
        let vmId: FOSMVVMMirror.ViewModelId
    }

    private func row(_ id: Int, _ state: ParityState, _ updatedAt: Date) -> ParityRowViewModel {
        var row = ParityRowViewModel(id: id, state: state, updatedAt: updatedAt)
        row.vmId = ViewModelId(id: String(id), freshness: Self.fixedFreshness)
        return row
    }

    @Test("a view model keeps its vmId, its enum and the enum's title")
    func viewModel() throws {
        let data = try golden("view-model", row(1, .pending, Date(timeIntervalSince1970: 1_721_046_600.25)))
        let decoded = try decode(MirrorRow.self, data)
        #expect(decoded.vmId.id == "1" && decoded.vmId.freshness == Self.fixedFreshness)
        #expect(decoded.state == "pending" && decoded.stateTitle.localizedString == "Pending")
    }

    struct MirrorValues: Decodable {
        let h: FOSMVVMMirror.LocalizableString
        let ok, secondPiece, pendingTitle, requiredMessage: FOSMVVMMirror.LocalizableString
        let greeting: FOSMVVMMirror.LocalizableSubstitutions
        let joined: FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableString>
        let counts: FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableInt>
        let ratios: FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableDouble>
        let days: FOSMVVMMirror.LocalizableCompoundValue<FOSMVVMMirror.LocalizableDate>
        let allPieces: FOSMVVMMirror.LocalizableArray<FOSMVVMMirror.LocalizableString>
        let grouped, ungrouped: FOSMVVMMirror.LocalizableInt
        let ratio: FOSMVVMMirror.LocalizableDouble
        let day, isoDay: FOSMVVMMirror.LocalizableDate
        let createdAt: Date
        let rows: [MirrorRow]
        let child: MirrorRow
    }

    private func nestedModel() -> ParityValuesViewModel {
        var model = ParityValuesViewModel()
        model.rows = [
            row(1, .pending, Date(timeIntervalSince1970: 1_721_046_600.25)),
            row(2, .running, Date(timeIntervalSince1970: 0)),
        ]
        model.child = row(3, .running, Date(timeIntervalSince1970: 86_400))
        return model
    }

    @Test("nested view models and arrays of them; a renamed coding key keeps the Swift name's message")
    func nested() throws {
        let decoded = try decode(MirrorValues.self, try golden("nested-view-models", nestedModel()))
        #expect(decoded.h.localizedString == "Values")
        #expect(decoded.counts.localizedString == "1,000 / 2,000")
        #expect(decoded.rows.map(\.vmId.id) == ["1", "2"])
        #expect(decoded.child.updatedAt == Date(timeIntervalSince1970: 86_400))
    }

    /// Every value kind, compounds of each piece type and nested view models with `vmId`,
    /// decoded by the generic mirror types in each locale the table serves.
    @Test("every kind decodes with FOSMVVM's generic types in en, de and es", arguments: ["en", "de", "es"])
    func everyKindInEachLocale(_ identifier: String) throws {
        let locale = LocaleIdentifier(identifier)!
        let output = try LocalizingEncoder(table: table).encodeBytes(nestedModel(), locale: locale)
        let decoded = try decode(MirrorValues.self, Data(output))
        let expected: [String: (heading: String, counts: String, ratios: String, days: String, row: String)] =
            [
                "en": ("Values", "1,000 / 2,000", "0.5*1,234.25", "Jul 15, 20242024-07-15", "Row"),
                "de": ("Werte", "1.000 / 2.000", "0,5*1.234,25", "15.07.20242024-07-15", "Row"),
                "es": ("Valores", "1000 / 2000", "0,5*1234,25", "15 jul 20242024-07-15", "Fila"),
            ]
        let want = try #require(expected[identifier])
        #expect(decoded.h.localizedString == want.heading)
        #expect(decoded.counts.localizedString == want.counts)
        #expect(decoded.counts.pieces.elements.map(\.value) == [1000, 2000])
        #expect(decoded.ratios.localizedString == want.ratios)
        #expect(decoded.ratios.pieces.elements.map(\.value) == [0.5, 1234.25])
        #expect(decoded.days.localizedString == want.days)
        #expect(decoded.joined.localizedString == "One Two")
        #expect(decoded.greeting.localizedString.hasSuffix("7 items"))
        #expect(decoded.rows.map(\.rowTitle.localizedString) == [want.row, want.row])
        #expect(decoded.rows.map(\.vmId.id) == ["1", "2"])
        #expect(decoded.child.vmId.freshness == Self.fixedFreshness)
        #expect(decoded.allPieces.elements.map(\.localizedString) == ["Piece #1", "Piece #2"])
    }

    @Test("the mirror decoders reject what FOSMVVM's client rejects: l10nc's native shapes, numeric dates")
    func mirrorRejects() throws {
        let native = try LocalizingEncoder(table: table, wireFormat: .l10nc).encodeBytes(
            LocalizableInt(value: 3), locale: english)
        #expect(throws: DecodingError.self) { try decode(FOSMVVMMirror.LocalizableInt.self, Data(native)) }
        let nativeDouble = try LocalizingEncoder(table: table, wireFormat: .l10nc).encodeBytes(
            LocalizableDouble(value: 3), locale: english)
        #expect(throws: DecodingError.self) {
            try decode(FOSMVVMMirror.LocalizableDouble.self, Data(nativeDouble))
        }
        let nativeDate = try LocalizingEncoder(table: table, wireFormat: .l10nc).encodeBytes(
            Stamp(createdAt: Date(timeIntervalSince1970: 0)), locale: english)
        #expect(throws: (any Error).self) { try decode(Stamp.self, Data(nativeDate)) }
        // The client's other accepted date forms.
        for text in ["2024-07-15T12:30:00Z", "2024-07-15 12:30:00", "2024-07-15"] {
            #expect(throws: Never.self) { try decode(Stamp.self, Data(#"{"createdAt":"\#(text)"}"#.utf8)) }
        }
        #expect(throws: (any Error).self) {
            try decode(Stamp.self, Data(#"{"createdAt":"15.07.2024"}"#.utf8))
        }
    }

    /// The rows of docs/fosmvvm-compatibility.md's "Remaining differences" that change bytes.
    @Test(
        "documented differences: locale grouping, an explicit .none style, an empty separator, a constant base"
    )
    func documentedDifferences() throws {
        let encoder = LocalizingEncoder(table: table)
        let hindi = try encoder.encodeBytes(
            LocalizableInt(value: 1_234_567), locale: FOSMVVMParityTable.hindi)
        #expect(
            String(decoding: hindi, as: UTF8.self)
                == #"{"v":1234567,"sgep":true,"gsepsz":3,"ls":"12,34,567"}"#)
        let timeOnly = try encoder.encodeBytes(
            LocalizableDate(
                value: Date(timeIntervalSince1970: 0), dateStyle: DateFormatter.Style.none, timeStyle: .short),
            locale: german)
        #expect(String(decoding: timeOnly, as: UTF8.self) == #"{"v":0,"ts":1,"ls":"00:00"}"#)
        let emptySeparator = try encoder.encodeBytes(
            [LocalizableString.constant("a"), .constant("b")].joined(separator: .empty), locale: english)
        #expect(String(decoding: emptySeparator, as: UTF8.self) == #"{"pieces":["a","b"]}"#)
        // A constant base: FOSMVVM writes it unfilled (`LocalizableSubstitutions.swift:82-89`
        // encodes `.constant(string)` as is), so its user reads `%{name}`; l10nc fills it.
        let constantBase = LocalizableSubstitutions(
            baseString: .constant("Constant %{name}"),
            substitutions: ["name": LocalizableString.constant("Ada")])
        #expect(
            String(decoding: try encoder.encodeBytes(constantBase, locale: english), as: UTF8.self)
                == #""Constant Ada""#)
    }

    @Test("dates before 1970 and at millisecond edges match DateFormatter")
    func dateText() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'.'SSS'Z'"
        for seconds in [
            -86_400.5, -1.0005, -0.0006, -1, 0, 0.0004, 0.0006, 0.001, 0.999, 0.9994, 0.9996, 951_782_400,
            1_721_046_600.123, 1_721_046_600.1236, 1_721_046_600.9996, 4_102_444_799.999,
        ] {
            let date = Date(timeIntervalSince1970: seconds)
            var bytes: [UInt8] = []
            FOSMVVMDateText.append(date, to: &bytes)
            #expect(
                String(decoding: bytes, as: UTF8.self) == "\"\(formatter.string(from: date))\"", "\(seconds)")
        }
    }
}
