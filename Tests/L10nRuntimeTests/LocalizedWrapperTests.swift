import Foundation
import Testing

@testable import L10nRuntime

@Suite("Property wrappers")
struct LocalizedWrapperTests {
    struct Grouped: Codable {
        @LocalizedString("aField", messageGroup: "validationMessages", messageKey: "required") var required
        @LocalizedDouble(value: 0.5, style: .percent) var ratio
        @LocalizedDate(
            value: Date(timeIntervalSince1970: 0), format: .template("yMMMd"),
            timeZone: TimeZone(identifier: "UTC")!)
        var epoch
        @LocalizedInt(value: 1234, usesGrouping: false) var plainCount
    }

    @Test("keys as the scanner writes them")
    func keys() {
        #expect(LocalizedString().key(typeName: "T", propertyName: "title") == "T.title")
        #expect(LocalizedString(parentKeys: "a", "b").key(typeName: "T", propertyName: "x") == "T.a.b.x")
        #expect(
            LocalizedString(parentKeys: "aField", propertyName: "title").key(typeName: "T", propertyName: "y")
                == "T.aField.title")
        #expect(
            LocalizedString("p", messageGroup: "g", messageKey: "k").key(typeName: "T", propertyName: "x")
                == "T.p.g.k")
        #expect(LocalizedStrings().key(typeName: "T", propertyName: "tabs") == "T.tabs")
    }

    /// The table has no `Grouped` messages: the key shows in its echo, which proves the path.
    @Test("message groups, decimals, dates and ungrouped integers encode for the locale")
    func encoding() throws {
        let encoder = LocalizingEncoder(table: RuntimeFixtures.table, wireFormat: .l10nc)
        let output = String(
            decoding: try encoder.encodeBytes(Grouped(), locale: RuntimeFixtures.id("de")), as: UTF8.self)
        #expect(
            output
                == "{\"required\":\"⟦Grouped.aField.validationMessages.required⟧\",\"ratio\":{\"value\":0.5,\"text\":\"50\u{A0}%\"},\"epoch\":{\"value\":\"1970-01-01T00:00:00Z\",\"text\":\"1. Jan. 1970\"},\"plainCount\":{\"value\":1234,\"text\":\"1234\"}}"
        )
        let decoded = try JSONDecoder().decode(Grouped.self, from: Data(output.utf8))
        #expect(decoded.required == .constant("⟦Grouped.aField.validationMessages.required⟧"))
        #expect(decoded.ratio.value == 0.5)
        #expect(decoded.ratio.decodedText == "50\u{A0}%")
        #expect(decoded.epoch.value == Date(timeIntervalSince1970: 0))
        #expect(decoded.plainCount.decodedText == "1234")
    }

    @Test("a wrapper encoded on its own has no type to key it and says so")
    func outsideAType() {
        let encoder = LocalizingEncoder(table: RuntimeFixtures.table)
        #expect(throws: EncodingError.self) {
            try encoder.encodeBytes(LocalizedString(), locale: RuntimeFixtures.id("en"))
        }
    }
}
