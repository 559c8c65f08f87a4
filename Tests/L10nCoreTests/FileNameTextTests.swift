import L10nCore
import Testing

/// How a file name that is not UTF-8 is shown, and that the text gives the bytes back.
@Suite struct FileNameTextTests {
    @Test func aUTF8NameIsItsOwnTextBackslashesAndAll() {
        let name = Array("Café\\x41.yml".utf8)
        #expect(FileNameText.text(of: name) == ("Café\\x41.yml", true))
        // Never escaped, so never unescaped: the text opens the file as it is.
        #expect(FileNameText.bytes(ofEscaped: "Café\\x41.yml") == nil)
    }

    static let escaped: [([UInt8], String)] = [
        (Array("Caf".utf8) + [0xE9] + Array("ViewModel.yml".utf8), "Caf\\xE9ViewModel.yml"),
        ([0xFF, 0xFE], "\\xFF\\xFE"),
        // A truncated sequence: each of its bytes.
        ([0x61, 0xE2, 0x82], "a\\xE2\\x82"),
        // In a name that is escaped, a backslash is escaped too, so `\xE9` there is a byte.
        ([0x5C, 0x78, 0xE9], "\\\\x\\xE9"),
        (Array("ü".utf8) + [0x80], "ü\\x80"),
    ]

    @Test(arguments: Self.escaped)
    func aNameThatIsNotUTF8IsEscapedAndComesBack(bytes: [UInt8], text: String) {
        #expect(FileNameText.text(of: bytes) == (text, false))
        #expect(FileNameText.bytes(ofEscaped: text) == bytes)
        #expect(FileNameText.firstInvalidByte(in: bytes) != nil)
    }
}
