import L10nLanguageServerProtocol
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite struct DocumentSnapshotTests {
    let text = "title: \"Grüße 😀!\"\r\nnext: x\rlast: ü\n"

    @Test func positionsInUTF16AndUTF8() {
        let document = DocumentSnapshot(uri: "file:///T.yml", version: 1, text: text)
        #expect(document.lineCount == 4)
        // `!` after the emoji: 15 scalars in, 16 UTF-16 units (the emoji is a surrogate pair),
        // 20 bytes (ü and ß take two, the emoji four).
        let bang = Array(text.utf8).firstIndex(of: UInt8(ascii: "!"))!
        #expect(bang == 20)
        #expect(document.position(ofByte: bang, encoding: .utf16) == Position(line: 0, character: 16))
        #expect(document.position(ofByte: bang, encoding: .utf8) == Position(line: 0, character: bang))
        #expect(document.byteOffset(of: Position(line: 0, character: 16), encoding: .utf16) == bang)
        #expect(document.byteOffset(of: Position(line: 0, character: bang), encoding: .utf8) == bang)
        // `\r\n` and a lone `\r` end lines; positions on the next lines start at 0.
        #expect(
            document.position(ofByte: Array(text.utf8).firstIndex(of: UInt8(ascii: "n"))!, encoding: .utf16)
                == Position(line: 1, character: 0))
        #expect(
            document.byteOffset(of: Position(line: 2, character: 6), encoding: .utf16)
                == Array(text.utf8).lastIndex(of: 0xC3)!)
    }

    @Test func outOfRangePositionsClampAsTheProtocolSays() {
        let document = DocumentSnapshot(uri: "file:///T.yml", version: 1, text: text)
        let lineEnd = Array(text.utf8).firstIndex(of: 13)!
        #expect(document.byteOffset(of: Position(line: 0, character: 999), encoding: .utf16) == lineEnd)
        #expect(
            document.byteOffset(of: Position(line: 99, character: 0), encoding: .utf16) == text.utf8.count)
        // Inside the surrogate pair: the emoji's start.
        let emoji = Array(text.utf8).firstIndex(of: 0xF0)!
        #expect(document.byteOffset(of: Position(line: 0, character: 15), encoding: .utf16) == emoji)
        #expect(document.position(ofByte: -5, encoding: .utf16) == Position(line: 0, character: 0))
    }

    @Test func l10ncLocationsCountScalars() {
        let document = DocumentSnapshot(uri: "file:///T.yml", version: 1, text: text)
        // Column 16 of line 1 is `!` (after 15 scalars).
        #expect(document.position(line: 1, column: 16, encoding: .utf16) == Position(line: 0, character: 16))
        #expect(document.position(line: 3, column: 7, encoding: .utf8) == Position(line: 2, character: 6))
    }

    /// Every character boundary of random texts, against Swift's own UTF-16 view.
    @Test func everyBoundaryRoundTripsAgainstSwiftsUTF16() {
        let alphabet: [Character] = ["a", "ß", "€", "😀", "👍🏽", "\n", "\r\n", "\r", " ", "日"]
        var generator = SeededRandom(seed: 17)
        for _ in 0..<200 {
            let text = String(
                (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % 10)] })
            let document = DocumentSnapshot(uri: "file:///r", version: 0, text: text)
            var line = 0
            var lineStartUTF16 = 0
            var utf16 = 0
            var byte = 0
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                // Between the two bytes of `\r\n` is no position of its own.
                let insideLineBreak = previous == "\r" && scalar == "\n"
                previous = scalar
                let expected = Position(line: line, character: utf16 - lineStartUTF16)
                if !insideLineBreak {
                    #expect(
                        document.position(ofByte: byte, encoding: .utf16) == expected,
                        "\(text.debugDescription) @\(byte)")
                    #expect(
                        document.byteOffset(of: expected, encoding: .utf16) == byte,
                        "\(text.debugDescription) @\(byte)")
                }
                utf16 += scalar.utf16.count
                byte += scalar.utf8.count
                let isBreak =
                    scalar == "\n" || (scalar == "\r" && !text.utf8.dropFirst(byte).starts(with: [10]))
                if isBreak {
                    line += 1
                    lineStartUTF16 = utf16
                }
            }
        }
    }

    @Test func incrementalChangesApplyInOrder() throws {
        let document = DocumentSnapshot(uri: "file:///T.yml", version: 1, text: "a: 😀x\nb: y\n")
        let changed = try document.applying(
            [
                // Replace `x` (after the surrogate pair: UTF-16 character 5).
                TextDocumentContentChangeEvent(
                    range: TextRange(
                        start: Position(line: 0, character: 5), end: Position(line: 0, character: 6)),
                    text: "zz"),
                // Then insert a line, relative to the text the first change left.
                TextDocumentContentChangeEvent(
                    range: TextRange(
                        start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)),
                    text: "new: 1\n"),
            ], version: 2, encoding: .utf16)
        #expect(changed.text == "a: 😀zz\nnew: 1\nb: y\n")
        #expect(changed.version == 2)
        let replaced = try changed.applying(
            [TextDocumentContentChangeEvent(text: "whole")], version: 3, encoding: .utf16)
        #expect(replaced.text == "whole" && replaced.lineCount == 1)
        #expect(throws: DocumentSnapshot.ChangeError.self) {
            try document.applying(
                [
                    TextDocumentContentChangeEvent(
                        range: TextRange(
                            start: Position(line: 1, character: 0), end: Position(line: 0, character: 0)),
                        text: "")
                ], version: 2, encoding: .utf16)
        }
    }
}
