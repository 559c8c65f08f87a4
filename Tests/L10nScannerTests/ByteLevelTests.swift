import Testing

@testable import L10nScanner

@Suite struct ByteLevelTests {
    private func prefilter(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { SourcePrefilter.mayDeclareLocalization($0) }
    }

    private func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalidOffset(in: $0) }
    }

    @Test func prefilterPassesEverySpellingTheScannerReads() {
        #expect(prefilter("@LocalizedString var x"))
        #expect(prefilter("@FOSMVVM.LocalizedSubs var x"))
        #expect(prefilter("x = .localized(for: Self.self, propertyName: \"a\")"))
        #expect(prefilter("LocalizableRef(for: Self.self, propertyName: rawValue)"))
        #expect(prefilter("Localized"))
        #expect(prefilter("@FormFieldModel(Self.nameField) var name: String"))
        #expect(prefilter("let ok: LocalizableString = .defaultOkTitle"))
        #expect(prefilter("x = .defaultCancelTitle"))
        #expect(prefilter("x = .defaultSaveTitle"))
    }

    @Test func prefilterSkipsFilesWithoutThem() {
        #expect(!prefilter(""))
        #expect(!prefilter("struct Plain { let size = 3; func resize() {} }"))
        #expect(!prefilter("let s = String(localized: \"Hello\")"))
        #expect(!prefilter("let l = Localizable.self; let z = localizedDescription"))
        #expect(!prefilter("ocalized("))
        #expect(!prefilter("let defaultValue = 1; let Title = 2; let defaultTitle = 3"))
    }

    @Test func utf8ValidatorFindsTheFirstBadByte() {
        #expect(firstInvalid(Array("plain ascii".utf8)) == nil)
        #expect(firstInvalid(Array("é 👋 \u{10FFFF}".utf8)) == nil)
        #expect(firstInvalid([0x61, 0xE9, 0x62]) == 1)
        #expect(firstInvalid([0x61, 0xC0, 0xAF]) == 1)  // overlong "/"
        #expect(firstInvalid([0xED, 0xA0, 0x80]) == 0)  // surrogate
        #expect(firstInvalid([0xF4, 0x90, 0x80, 0x80]) == 0)  // above U+10FFFF
        #expect(firstInvalid([0x61, 0x62, 0xE2, 0x82]) == 2)  // truncated
        #expect(firstInvalid([0xE2, 0x82, 0x41]) == 0)  // bad continuation
    }

    @Test func lineTableCountsScalarsAndEveryLineBreak() {
        let table = LineTable(bytes: Array("a\nbé\r\ncd\re👋f".utf8))
        #expect(table.lineAndColumn(ofByte: 0) == (1, 1))
        #expect(table.lineAndColumn(ofByte: 2) == (2, 1))
        #expect(table.lineAndColumn(ofByte: 5) == (2, 3))  // the "\r" after "bé"
        #expect(table.lineAndColumn(ofByte: 7) == (3, 1))
        #expect(table.lineAndColumn(ofByte: 10) == (4, 1))
        #expect(table.lineAndColumn(ofByte: 15) == (4, 3))  // "f" after the 4-byte emoji
    }
}
