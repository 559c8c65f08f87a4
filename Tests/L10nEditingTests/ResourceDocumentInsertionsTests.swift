import Foundation
import L10nCore
import L10nEditing
import L10nTestSupport
import L10nYAML
import Testing

/// `insert(contentsOf:)` against `insert(_:at:)` called once per key: the same bytes, the same
/// error for each key that cannot go in, on hand-written layouts and on seeded random ones.
@Suite struct ResourceDocumentInsertionsTests {
    /// Both ways of inserting, from the same document: the batch's bytes, outcomes and edits,
    /// and one by one's.
    static func compare(_ text: String, _ insertions: [ResourceDocument.Insertion], path: String = "test.yml")
        throws -> (
            batch: ResourceDocument, outcomes: [ResourceEditError?], sequential: ResourceDocument,
            expected: [ResourceEditError?]
        )
    {
        var sequential = try ResourceDocument(path: path, bytes: Array(text.utf8))
        var batch = sequential
        let expected = insertions.map { insertion -> ResourceEditError? in
            do throws(ResourceEditError) {
                try sequential.insert(insertion.value, at: insertion.keyPath)
                return nil
            } catch {
                return error
            }
        }
        let outcomes = batch.insert(contentsOf: insertions)
        return (batch, outcomes, sequential, expected)
    }

    static func expectSame(
        _ text: String, _ insertions: [ResourceDocument.Insertion],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let result = try compare(text, insertions)
        #expect(result.batch.text == result.sequential.text, sourceLocation: sourceLocation)
        #expect(result.outcomes == result.expected, sourceLocation: sourceLocation)
        #expect(result.batch.onlyEditedSpansChanged, sourceLocation: sourceLocation)
        #expect(result.batch.hasChanges == result.sequential.hasChanges, sourceLocation: sourceLocation)
    }

    static func insertion(_ dotted: String, _ value: EditValue = .string("X")) -> ResourceDocument.Insertion {
        ResourceDocument.Insertion(value, at: dotted.split(separator: ".").map(String.init))
    }

    /// The CheckBenchmark layout with the `de` section taken out: one file per view model,
    /// every locale in it, five keys to add back.
    static let viewModel = """
        # Generated view model 7.
        en:
          Feature7ViewModel:
            title: "Dashboard 7"
            header:
              subtitle: "Everything at a glance"
            greeting: "Welcome back, %{name}!"
            itemCount:
              one: "%{count} open tasks"
              other: "%{count} open tasks"
            saveButton: "Save changes"
        fr:
          Feature7ViewModel:
            title: "Tableau de bord 7"
            saveButton: "Enregistrer"

        """

    @Test func addsAWholeLocaleSectionAsKeyByKeyDoes() throws {
        let keys = ["title", "header.subtitle", "greeting", "itemCount", "saveButton"]
        let insertions = keys.map { Self.insertion("de.Feature7ViewModel." + $0, .string("T \($0)")) }
        let result = try Self.compare(Self.viewModel, insertions)
        #expect(result.batch.text == result.sequential.text)
        #expect(result.outcomes.allSatisfy { $0 == nil })
        #expect(
            result.batch.text
                == Self.viewModel + """
                    de:
                      Feature7ViewModel:
                        title: "T title"
                        header:
                          subtitle: "T header.subtitle"
                        greeting: "T greeting"
                        itemCount: "T itemCount"
                        saveButton: "T saveButton"

                    """)
        // One edit for the one place the text went in, replayable on the original bytes.
        #expect(result.batch.edits.count == 1)
        #expect(result.batch.onlyEditedSpansChanged)
        // The document is parsed again: a later edit sees the new keys.
        var batch = result.batch
        #expect(
            batch.value(at: ["de", "Feature7ViewModel", "header", "subtitle"]) == .string("T header.subtitle")
        )
        try batch.insert(.string("later"), at: ["de", "Feature7ViewModel", "footer"])
        #expect(batch.text.hasSuffix("    saveButton: \"T saveButton\"\n    footer: \"later\"\n"))
    }

    @Test func keepsKeyOrderCommentsAndBlankLinesAsKeyByKeyDoes() throws {
        let sorted = """
            en:
              Board:
                # about b
                b: "B"

                # about d
                # more about d
                d: "D"
                f:
                  x: "X"
                # trailing
              Other:
                a: "A"
            de:
              Board:
                b: "B"

            """
        // Before the first key, between keys (above their comments), after the last, into a
        // nested mapping, levels created and then filled in and out of order.
        let paths = [
            "en.Board.e", "en.Board.a", "en.Board.c", "en.Board.g", "en.Board.f.y", "en.Board.f.w",
            "en.Board.cc", "en.Board.ca", "en.Board.h.q", "en.Board.h.p", "en.Board.h.r", "en.Board.aa",
            "en.Other.b", "de.Board.a", "de.Board.c", "fr.Board.b", "fr.Board.a", "fr.New.z", "en.Alpha.x",
        ]
        try Self.expectSame(sorted, paths.map { Self.insertion($0) })
        // The same, in reverse.
        try Self.expectSame(sorted, paths.reversed().map { Self.insertion($0) })
    }

    @Test func endsOfFilesAndLineBreaksAsKeyByKeyDoes() throws {
        let paths = ["en.T.b", "de.T.a", "en.T.c", "en.U.a", "de.T.b"]
        for text in [
            "en:\n  T:\n    a: \"A\"",  // no final line break
            "en:\r\n  T:\r\n    a: \"A\"\r\n",  // CRLF
            "en:\r\n  T:\r\n    a: \"A\"",  // CRLF, no final line break
            "",  // empty
            "# only a comment\n",
            "# only a comment",
            "en:\n  T:\n    a: |\n      one\n      two\n\n# end\n",  // a literal block last
            "en:\n  T:\n    a: [\"A\", \"B\"]\n    d:\n      - x\n      - y\n",
        ] {
            try Self.expectSame(text, paths.map { Self.insertion($0, .strings(["1", "2"])) })
            try Self.expectSame(text, paths.map { Self.insertion($0) })
        }
    }

    @Test func failsEachKeyAsKeyByKeyDoes() throws {
        let text = """
            en:
              T:
                a: "A"
                flow: {x: 1}
                list: [1, 2]
            en_US:
              T:
                a: "A"

            """
        let insertions = [
            Self.insertion("en.T.a"),  // exists
            Self.insertion("en-us.T.a"),  // exists under another spelling of the locale
            Self.insertion("en.T.a.b"),  // below a value
            Self.insertion("en.T.flow.y"),  // a flow mapping
            Self.insertion("en.T.list.y"),  // below a sequence
            Self.insertion("en.T.b"),
            Self.insertion("en.T.b"),  // added just before
            Self.insertion("en.T.b.c"),  // below a value just added
            Self.insertion("en-US.T.b"),
            Self.insertion("de.T.x", .strings([])),
            Self.insertion("de.T.x.y"),  // below an empty sequence just added
        ]
        let result = try Self.compare(text, insertions)
        #expect(result.batch.text == result.sequential.text)
        #expect(result.outcomes == result.expected)
        #expect(result.outcomes.compactMap { $0 }.count == 8)
        // A top level that is no mapping takes no key at all.
        try Self.expectSame("just text\n", [Self.insertion("en.T.a"), Self.insertion("de.T.a")])
        // Nothing to insert, or everything failing, changes nothing.
        let failing = try Self.compare(text, [Self.insertion("en.T.a"), Self.insertion("en.T.flow.z")])
        #expect(!failing.batch.hasChanges && failing.batch.edits.isEmpty)
    }

    @Test func unusualLayoutsAsKeyByKey() throws {
        let paths = [
            "en.T.b", "en.T.c", "en.T.aa", "de.T.a", "de.T.c", "fr.T.a", "en.U.z", "en.T.a.q", "de.T.d",
        ]
        for text in [
            "en:\n  T:\n    a: \"A\"\n...\n",  // a document end marker
            "en: &e\n  T:\n    a: A\nde: *e\n",  // an alias: `de` is `en`'s mapping
            "en:\n  T: &t\n    a: A\nde:\n  T: *t\n",
            "--- \nen:\n  T: {a: 1}\n",
            "en:\n  T:\n    a: first\n     continued\n",
            "en:\n  ? T\n  : a: \"A\"\n",  // an explicit key
            "en:\n  T:\n    a: >\n      folded\n\n",
            "en:\n  T: !!map\n    a: A\n",
            "en:\n  T:\n    a: A\n---\nde:\n  T:\n    a: B\n",  // a second document
            "en: {T: {a: 1}}\n",
            "{en: {T: {a: 1}}}\n",
            "en:\n  T:\n    a: \"multi\n      line\"\n",
            "en:\n  T:\n    a: 'x'\n  # comment at the parent's level\n    # deeper comment\n",
            "en:\n  T:\n    a: A\n    b: B\n  U: x\n",
            "en:\n  T:\n  - a\n",
            "en:\n  T:\n    a:\n    - x\n    - y\n",
            "  en:\n    T:\n      a: A\n",  // an indented top level
        ] {
            try Self.expectSame(text, paths.map { Self.insertion($0) })
        }
    }

    /// Random documents (key order sorted or not, comments, blank lines, nested mappings,
    /// sequences of both styles, quoting, two or four spaces, CRLF, no final line break) and
    /// random keys to add, including ones that exist or cannot be added.
    @Test func randomDocumentsAsKeyByKey() throws {
        var random = SeededRandom(seed: 23)
        var compared = 0
        for _ in 0..<600 {
            let text = Self.randomDocument(&random)
            let count = 1 + Int(random.next() % 12)
            let insertions = (0..<count).map { _ in Self.randomInsertion(&random) }
            guard (try? ResourceDocument(path: "test.yml", bytes: Array(text.utf8))) != nil else { continue }
            let result = try Self.compare(text, insertions)
            #expect(result.batch.text == result.sequential.text, "\(text.debugDescription) \(insertions)")
            #expect(result.outcomes == result.expected, "\(text.debugDescription) \(insertions)")
            #expect(result.batch.onlyEditedSpansChanged)
            // Added keys never change a value that was there.
            let kept = catalogEntries(result.batch.text).entries
            for (key, value) in catalogEntries(text).entries where !value.hasPrefix("{") {
                #expect(kept[key] == value, "\(key) in \(text.debugDescription) \(insertions)")
            }
            compared += 1
        }
        #expect(compared > 500)
    }

    static let keyNames = ["a", "b", "c", "d", "e", "f", "g"]
    static let localeNames = ["en", "de", "fr", "en_US"]

    static func pick<T>(_ items: [T], _ random: inout SeededRandom) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    static func randomInsertion(_ random: inout SeededRandom) -> ResourceDocument.Insertion {
        let depth = 1 + Int(random.next() % 3)
        var path = [pick(localeNames + ["de-DE"], &random)]
        for _ in 0..<depth { path.append(pick(keyNames, &random)) }
        let value: EditValue
        switch random.next() % 8 {
        case 0, 1: value = .strings(["x", "y"])
        // A plural's variants, as a translation memory fills them; a later insertion may go below.
        case 2: value = .mapping([("one", .string("1 x")), ("other", .string("no"))])
        default: value = .string(pick(["X", "yes", "a: b", ""], &random))
        }
        return ResourceDocument.Insertion(value, at: path)
    }

    static func randomDocument(_ random: inout SeededRandom) -> String {
        let step = random.next() % 3 == 0 ? 4 : 2
        var lines: [String] = []
        if random.next() % 4 == 0 { lines.append("# a header") }
        func mapping(indent: Int, depth: Int) {
            var names = keyNames.filter { _ in random.next() % 2 == 0 }
            if names.isEmpty { names = [pick(keyNames, &random)] }
            if random.next() % 3 == 0 { names.shuffle(using: &random) }
            for name in names {
                let pad = String(repeating: " ", count: indent)
                if random.next() % 5 == 0 { lines.append(pad + "# about \(name)") }
                if random.next() % 6 == 0 { lines.append("") }
                switch depth < 3 ? random.next() % 8 : 5 + random.next() % 3 {
                case 0, 1, 2, 3:
                    lines.append(pad + name + ":")
                    mapping(indent: indent + step, depth: depth + 1)
                case 4:
                    lines.append(pad + name + ":")
                    lines.append(pad + String(repeating: " ", count: step) + "- one")
                    lines.append(pad + String(repeating: " ", count: step) + "- two")
                case 5:
                    lines.append(
                        pad + name + ": "
                            + pick(["\"Text\"", "'Text'", "Text", "[\"p\", \"q\"]", "{k: v}"], &random))
                case 6:
                    // A value's lines may start with `#`: text, not a comment above the next key.
                    let inner = pad + String(repeating: " ", count: step)
                    switch random.next() % 3 {
                    case 0: lines += [pad + name + ": |", inner + "literal text"]
                    case 1: lines += [pad + name + ": |", inner + "literal text", inner + "# literal too"]
                    default: lines += [pad + name + ": \"quoted text", inner + "# quoted too\""]
                    }
                default:
                    lines.append(pad + name + ": \"Text\"  # a comment")
                }
            }
            if random.next() % 6 == 0 { lines.append(String(repeating: " ", count: indent) + "# trailing") }
        }
        var locales = localeNames.filter { _ in random.next() % 2 == 0 }
        if locales.isEmpty { locales = ["en"] }
        for locale in locales {
            lines.append(locale + ":")
            mapping(indent: step, depth: 1)
        }
        let lineBreak = random.next() % 5 == 0 ? "\r\n" : "\n"
        var text = lines.joined(separator: lineBreak)
        if random.next() % 4 != 0 { text += lineBreak }
        return text
    }
}
