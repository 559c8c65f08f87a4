import Testing

@testable import L10nExchange

@Suite("XML reader")
struct XMLTreeReaderTests {
    @Test("elements, attributes, entities, CDATA and comments; positions of each element")
    func wellFormed() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a comment -->
            <root a="1 &amp; 2" b='&#x41;&#66;'>
              <child>x &lt; y<![CDATA[<raw> & ]]>ü</child><empty/>
              <mixed>Ä<inner id="i"/>z</mixed>
            </root>
            """
        let root = try XMLTreeReader.read(Array(text.utf8))
        #expect(root.name == "root")
        #expect(root.attributes == ["a": "1 & 2", "b": "AB"])
        #expect((root.line, root.column) == (3, 1))
        let child = try #require(root.element("child"))
        #expect(child.text == "x < y<raw> & ü")
        #expect((child.line, child.column) == (4, 3))
        let empty = try #require(root.element("empty"))
        #expect((empty.line, empty.column) == (4, 47))
        let mixed = try #require(root.element("mixed"))
        #expect(mixed.text == "Äz")
        #expect(mixed.element("inner").map { ($0.line, $0.column) }! == (5, 11))
    }

    @Test("CR LF and lone CR in text become LF; tabs and line feeds in attributes become spaces")
    func normalization() throws {
        let root = try XMLTreeReader.read(Array("<r a=\"x\ty\nz\">a\r\nb\rc&#13;</r>".utf8))
        #expect(root.text == "a\nb\nc\r")
        #expect(root.attributes["a"] == "x y z")
    }

    @Test(
        "not well-formed: the problem and where",
        arguments: [
            ("<a><b></a>", "</a> closes <b>", 1, 7),
            ("<a>\n  &nbsp;</a>", "unknown reference '&nbsp;'", 2, 3),
            ("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>", "a DOCTYPE is not accepted", 1, 1),
            ("<a x=\"1\" x=\"2\"/>", "attribute 'x' appears twice", 1, 10),
            ("<a>", "<a> is not closed", 1, 4),
            ("", "the file has no root element", 1, 1),
            ("<a/><b/>", "content after the root element", 1, 5),
        ])
    func malformed(text: String, message: String, line: Int, column: Int) {
        do {
            _ = try XMLTreeReader.read(Array(text.utf8))
            Issue.record("read \(text) without an error")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect((error.line, error.column) == (line, column), "\(error.line):\(error.column)")
        }
    }

    @Test("nesting past the limit is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: XMLReadError.self) { try XMLTreeReader.read(Array(text.utf8)) }
    }
}
