import Foundation
import L10nCore
import L10nTestSupport
import L10nYAML
import Testing

@testable import L10nEditing

/// `ResourceDocument.verify()`: edited bytes are read back and must mean what the edits planned.
@Suite("Verifying an edit's meaning")
struct DocumentMeaningTests {
    static let yaml = """
        # header
        en:
          CardViewModel:
            # the title
            title: "Title"
            done: yes
            tabs: [One, 'Two']
            legacy: "Old" # gone soon
          SessionState:
            pending: 'Pending'
        de:
          CardViewModel: ~

        """

    static func document() throws -> ResourceDocument {
        try ResourceDocument(path: "CardViewModel.yml", bytes: Array(yaml.utf8))
    }

    @Test("every edit the editor makes means what it planned")
    func editsVerify() throws {
        var document = try Self.document()
        try document.insert(.string("Sub"), at: ["en", "CardViewModel", "subtitle"])
        try document.setValue(.string("Titel"), at: ["en", "CardViewModel", "title"])
        try document.setValue(.strings(["Eins", "Zwei"]), at: ["en", "CardViewModel", "tabs"])
        try document.replaceScalar(line: 6, column: 11, with: "\"yes\"")
        try document.renameKey(at: ["en", "SessionState", "pending"], to: "waiting")
        try document.remove(["en", "CardViewModel", "legacy"])
        try document.insert(.string("Titel"), at: ["de", "CardViewModel", "title"])
        try document.verify()
        #expect(document.text.contains("    # the title\n"), "an untargeted comment stays")
        #expect(!document.text.contains("gone soon"), "the removed key's comment goes with it")
        #expect(
            document.text.hasSuffix("de:\n  CardViewModel:\n    title: Titel\n"), "below the null section")
    }

    @Test(
        "bytes that mean something else are caught, naming the difference",
        arguments: [
            ("    title: \"Title\"", "    title: \"Tite\"", "reads 'Tite'"),
            ("    # the title\n", "", "the comment '# the title' is lost"),
            (
                "pending: 'Pending'", "pending: \"Pending\"",
                "written double-quoted where it was single-quoted"
            ),
            (
                "    done: yes\n    tabs: [One, 'Two']\n", "    tabs: [One, 'Two']\n    done: yes\n",
                "another order"
            ),
            ("  SessionState:\n", "  SessionStates:\n", "'SessionStates', which was not planned"),
        ])
    func differencesAreCaught(original: String, replacement: String, expected: String) throws {
        var document = try Self.document()
        try document.insert(.string("Sub"), at: ["en", "CardViewModel", "subtitle"])
        document.bytes = Array(document.text.replacingOccurrences(of: original, with: replacement).utf8)
        do {
            try document.verify()
            Issue.record("no difference found for \(replacement)")
        } catch {
            guard case .meaningChanged(_, let difference) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(difference.contains(expected), "\(difference)")
            #expect(error.description.contains("internal error"))
        }
    }

    /// A file whose `#` all come before its first scalar is not walked for its scalars: the
    /// comments are the same either way, and a `#` inside a scalar is still no comment.
    @Test(
        "comments are found outside scalars, whether or not a # comes after the first scalar",
        arguments: [
            ("# header\nen:\n  T:\n    a: \"x\"\n", ["# header"]),
            ("# one\n# two\nen:\n  T:\n    a: x # three\n", ["# one", "# two", "# three"]),
            ("en:\n  T:\n    a: \"x # not\"\n    b: 'y # not'\n", []),
            ("# header\nen:\n  T:\n    a: \"x # not\"\n", ["# header"]),
            ("\"# key\": x\n", []),
            ("- {}\n- \"a # not\" # yes\n", ["# yes"]),
            ("en:\n  T:\n    a: |  # header of a block\n      text # inside\n", ["# header of a block"]),
            ("{}\n# after an empty mapping\n", ["# after an empty mapping"]),
        ])
    func commentsOutsideScalars(yaml: String, expected: [String]) throws {
        let bytes = Array(yaml.utf8)
        let root = YAMLReader().read(bytes: bytes, path: "T.yml").root
        #expect(DocumentMeaning.comments(in: bytes, root: root).map(\.text) == expected)
    }

    /// The comments of many generated files, `#` in every place a resource has one (in quoted,
    /// plain and block texts, after keys, on lines of their own), against the definition read
    /// byte by byte: a `#` at the start or after a space, tab or line break, outside every scalar
    /// (but a block scalar's header), runs to the end of its line.
    @Test func commentsAreThoseOfTheDefinition() {
        var generator = SeededRandom(seed: 41)
        let values = [
            "\"x # y\"", "'a#b'", "plain#text", "plain # comment", "\"q\" # after",
            "|\n      one # in\n      two",
            "|  # header\n      body", "[a, 'b # c'] # list", "~", "\"#\"",
        ]
        var compared = 0
        for _ in 0..<300 {
            var text = Bool.random(using: &generator) ? "# header\n" : ""
            text += "en:\n  T:\n"
            for index in 0..<Int.random(in: 1...5, using: &generator) {
                if Int.random(in: 0..<4, using: &generator) == 0 { text += "    # line \(index)\n" }
                text += "    k\(index): \(values.randomElement(using: &generator)!)\n"
            }
            let bytes = Array(text.utf8)
            let parsed = YAMLReader().read(bytes: bytes, path: "T.yml")
            guard parsed.diagnostics.allSatisfy({ $0.rule != .yamlSyntax }), let root = parsed.root else {
                continue
            }
            #expect(
                DocumentMeaning.comments(in: bytes, root: root).map(\.text)
                    == Self.comments(bytes, root: root),
                "\(text)")
            compared += 1
        }
        #expect(compared > 200)
    }

    /// The definition, byte by byte.
    static func comments(_ bytes: [UInt8], root: YAMLNode) -> [String] {
        var inside = [Bool](repeating: false, count: bytes.count)
        var headers: [(offset: Int, text: String)] = []
        func mark(_ node: YAMLNode) {
            switch node {
            case .scalar(let scalar):
                for offset in scalar.sourceRange where offset < bytes.count { inside[offset] = true }
                if let header = ResourceDocument.blockHeaderComment(bytes, scalar) { headers.append(header) }
            case .sequence(let sequence): sequence.elements.forEach(mark)
            case .mapping(let mapping):
                for pair in mapping.pairs {
                    for offset in pair.key.sourceRange where offset < bytes.count { inside[offset] = true }
                    mark(pair.value)
                }
            }
        }
        mark(root)
        var found: [(offset: Int, text: String)] = []
        var offset = 0
        while offset < bytes.count {
            let starts =
                bytes[offset] == UInt8(ascii: "#") && !inside[offset]
                && (offset == 0 || [9, 10, 13, 32].contains(bytes[offset - 1]))
            guard starts else {
                offset += 1
                continue
            }
            var end = offset
            while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
            found.append((offset, String(decoding: bytes[offset..<end], as: UTF8.self)))
            offset = end
        }
        return (found + headers).sorted { $0.offset < $1.offset }.map(\.text)
    }

    @Test("a text an edit writes plain where YAML 1.1 reads something else is caught")
    func retypedTextIsCaught() throws {
        var document = try Self.document()
        try document.insert(.string("no"), at: ["en", "CardViewModel", "answer"])
        #expect(document.text.contains("answer: \"no\""))
        try document.verify()
        document.bytes = Array(
            document.text.replacingOccurrences(of: "answer: \"no\"", with: "answer: no").utf8)
        #expect(throws: ResourceEditError.self) { try document.verify() }
    }
}
