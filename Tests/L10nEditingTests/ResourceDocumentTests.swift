import Foundation
import L10nCore
import L10nEditing
import L10nYAML
import Testing

/// Each edit kind on files in different styles: the result is compared byte for byte with
/// the expected file, re-read with the project's reader to the intended catalog, and the
/// bytes outside the edited spans are checked to be the original ones.
@Suite struct ResourceDocumentTests {
    static let twoSpaces = """
        # Task board strings
        en:
          TaskViewModel:
            # shown in the title bar
            pageTitle: "Tasks"   # keep short
            status: "Open"

            tabs: ["All", "Mine"]
          UserViewModel:
            name: 'Name'
        de:
          TaskViewModel:
            pageTitle: "Aufgaben"

        """

    static let fourSpacesPlainBlock = """
        en:
            Board:
                alpha: Alpha
                gamma: Gamma
                tabs:
                    - One
                    - Two
        # trailing comment

        """

    @Test func insertsBesideSiblingsInTheFileStyle() throws {
        var doc = try document(Self.twoSpaces)
        try doc.insert(.string("Due date"), at: ["en", "TaskViewModel", "dueDate"])
        // The siblings are in key order: the new key goes before the first greater one, above
        // that sibling's comment.
        #expect(
            doc.text
                == Self.twoSpaces.replacingOccurrences(
                    of: "    # shown in the title bar\n",
                    with: "    dueDate: \"Due date\"\n    # shown in the title bar\n"))
        #expect(doc.onlyEditedSpansChanged)
        let before = catalogEntries(Self.twoSpaces).entries
        let after = catalogEntries(doc.text)
        var expected = before
        expected["en TaskViewModel.dueDate"] = "Due date"
        expected["en TaskViewModel"] = "{dueDate,pageTitle,status,tabs}"
        #expect(after.entries == expected)
        #expect(after.diagnostics.isEmpty)
    }

    @Test func insertsInKeyOrderWithFourSpacesAndPlainScalars() throws {
        var doc = try document(Self.fourSpacesPlainBlock)
        try doc.insert(.string("Beta"), at: ["en", "Board", "beta"])
        try doc.insert(.strings(["A", "B"]), at: ["en", "Board", "zeta"])
        #expect(
            doc.text == """
                en:
                    Board:
                        alpha: Alpha
                        beta: Beta
                        gamma: Gamma
                        tabs:
                            - One
                            - Two
                        zeta:
                            - A
                            - B
                # trailing comment

                """)
        #expect(doc.onlyEditedSpansChanged)
        #expect(catalogEntries(doc.text).entries["en Board.zeta"] == "[A|B]")
        #expect(catalogEntries(doc.text).entries["en Board.beta"] == "Beta")
    }

    @Test func createsMissingParentsAndLocaleBlocks() throws {
        var doc = try document(Self.twoSpaces)
        try doc.insert(.string("Titel"), at: ["de", "UserViewModel", "aField", "title"])
        try doc.insert(.string("Tâches"), at: ["fr", "TaskViewModel", "pageTitle"])
        #expect(
            doc.text == Self.twoSpaces + """
                  UserViewModel:
                    aField:
                      title: "Titel"
                fr:
                  TaskViewModel:
                    pageTitle: "Tâches"

                """)
        #expect(doc.onlyEditedSpansChanged)
        let entries = catalogEntries(doc.text).entries
        #expect(entries["de UserViewModel.aField.title"] == "Titel")
        #expect(entries["fr TaskViewModel.pageTitle"] == "Tâches")
    }

    @Test func insertsIntoAnEmptyFileAndAFileWithoutFinalNewline() throws {
        var empty = try document("# only a comment\n")
        try empty.insert(.string("Hi"), at: ["en", "T", "hello"])
        #expect(empty.text == "# only a comment\nen:\n  T:\n    hello: \"Hi\"\n")
        var noNewline = try document("en:\n  T:\n    a: \"A\"")
        try noNewline.insert(.string("B"), at: ["en", "T", "b"])
        #expect(noNewline.text == "en:\n  T:\n    a: \"A\"\n    b: \"B\"\n")
    }

    @Test func keepsCRLFLineEndings() throws {
        let crlf = "en:\r\n  T:\r\n    a: 'A'  # note\r\n    c: 'C'\r\n"
        var doc = try document(crlf)
        try doc.insert(.string("B's"), at: ["en", "T", "b"])
        try doc.insert(.string("Hallo"), at: ["de", "T", "a"])
        #expect(
            doc.text
                == "en:\r\n  T:\r\n    a: 'A'  # note\r\n    b: 'B''s'\r\n    c: 'C'\r\nde:\r\n  T:\r\n    a: 'Hallo'\r\n"
        )
        #expect(doc.onlyEditedSpansChanged)
        #expect(catalogEntries(doc.text).entries["en T.b"] == "B's")
    }

    @Test func appendsAfterTheLastSiblingWhenSiblingsAreUnordered() throws {
        var doc = try document("en:\n  T:\n    b: \"B\"\n    a: \"A\"\n\n  U:\n    x: \"X\"\n")
        try doc.insert(.string("C"), at: ["en", "T", "c"])
        #expect(doc.text == "en:\n  T:\n    b: \"B\"\n    a: \"A\"\n    c: \"C\"\n\n  U:\n    x: \"X\"\n")
    }

    @Test func insertsArraysInFlowStyleWhereTheFileDoes() throws {
        var doc = try document(Self.twoSpaces)
        try doc.insert(.strings(["Alle", "Meine"]), at: ["de", "TaskViewModel", "tabs"])
        #expect(doc.text.contains("    pageTitle: \"Aufgaben\"\n    tabs: [\"Alle\", \"Meine\"]\n"))
        #expect(catalogEntries(doc.text).entries["de TaskViewModel.tabs"] == "[Alle|Meine]")
    }

    @Test func replacesAScalarKeepingItsQuotingAndComment() throws {
        var doc = try document(Self.twoSpaces)
        try doc.setValue(.string("My \"tasks\""), at: ["en", "TaskViewModel", "pageTitle"])
        try doc.setValue(.string("Full name"), at: ["en", "UserViewModel", "name"])
        #expect(
            doc.text
                == Self.twoSpaces
                .replacingOccurrences(
                    of: "pageTitle: \"Tasks\"   # keep short",
                    with: "pageTitle: \"My \\\"tasks\\\"\"   # keep short"
                )
                .replacingOccurrences(of: "name: 'Name'", with: "name: 'Full name'"))
        #expect(doc.onlyEditedSpansChanged)
        #expect(catalogEntries(doc.text).entries["en TaskViewModel.pageTitle"] == "My \"tasks\"")
    }

    @Test func replacesAFlowSequenceValue() throws {
        var doc = try document(Self.twoSpaces)
        try doc.setValue(.strings(["All", "Mine", "Done"]), at: ["en", "TaskViewModel", "tabs"])
        #expect(doc.text.contains("\n    tabs: [\"All\", \"Mine\", \"Done\"]\n  UserViewModel:"))
        #expect(doc.onlyEditedSpansChanged)
        #expect(catalogEntries(doc.text).entries["en TaskViewModel.tabs"] == "[All|Mine|Done]")
    }

    @Test func deletesAKeyWithItsComments() throws {
        var doc = try document(Self.twoSpaces)
        try doc.remove(["en", "TaskViewModel", "pageTitle"])
        #expect(
            doc.text
                == Self.twoSpaces.replacingOccurrences(
                    of: "    # shown in the title bar\n    pageTitle: \"Tasks\"   # keep short\n", with: ""))
        #expect(doc.onlyEditedSpansChanged)
        var expected = catalogEntries(Self.twoSpaces).entries
        expected["en TaskViewModel.pageTitle"] = nil
        expected["en TaskViewModel"] = "{status,tabs}"
        #expect(catalogEntries(doc.text).entries == expected)
    }

    @Test func deletesABlockSequenceAndEmptiedParents() throws {
        var doc = try document(Self.fourSpacesPlainBlock)
        try doc.remove(["en", "Board", "tabs"])
        #expect(
            doc.text == "en:\n    Board:\n        alpha: Alpha\n        gamma: Gamma\n# trailing comment\n")
        var single = try document(Self.twoSpaces)
        try single.remove(["de", "TaskViewModel", "pageTitle"])
        // `de` held only that key: the emptied type and locale go too.
        #expect(
            single.text
                == Self.twoSpaces.replacingOccurrences(
                    of: "de:\n  TaskViewModel:\n    pageTitle: \"Aufgaben\"\n", with: ""))
        #expect(catalogEntries(single.text).entries.keys.allSatisfy { $0.hasPrefix("en ") })
    }

    @Test func renamesAKeyInPlace() throws {
        var doc = try document(Self.twoSpaces)
        try doc.renameKey(at: ["en", "TaskViewModel", "status"], to: "state")
        #expect(doc.text == Self.twoSpaces.replacingOccurrences(of: "    status: ", with: "    state: "))
        #expect(doc.edits.count == 1)
        #expect(throws: ResourceEditError.keyExists(path: "test.yml", key: "en.TaskViewModel.pageTitle")) {
            try doc.renameKey(at: ["en", "TaskViewModel", "state"], to: "pageTitle")
        }
    }

    @Test func quotesAScalarAtItsPosition() throws {
        var doc = try document("en:\n  T:\n    answer: no   # YAML 1.1 reads false\n")
        try doc.replaceScalar(line: 3, column: 13, with: "\"no\"")
        #expect(doc.text == "en:\n  T:\n    answer: \"no\"   # YAML 1.1 reads false\n")
    }

    @Test func matchesLocaleSpellings() throws {
        var doc = try document("en_US:\n  T:\n    a: \"A\"\n")
        try doc.insert(.string("B"), at: ["en-us", "T", "b"])
        #expect(doc.text == "en_US:\n  T:\n    a: \"A\"\n    b: \"B\"\n")
    }

    @Test func refusesImpossibleEdits() throws {
        var doc = try document(Self.twoSpaces)
        #expect(throws: ResourceEditError.keyExists(path: "test.yml", key: "en.TaskViewModel.status")) {
            try doc.insert(.string("x"), at: ["en", "TaskViewModel", "status"])
        }
        #expect(throws: ResourceEditError.notAMapping(path: "test.yml", key: "en.TaskViewModel.status")) {
            try doc.insert(.string("x"), at: ["en", "TaskViewModel", "status", "deeper"])
        }
        #expect(throws: ResourceEditError.keyNotFound(path: "test.yml", key: "en.Nope.x")) {
            try doc.remove(["en", "Nope", "x"])
        }
        var flow = try document("en: {T: {a: \"A\"}}\n")
        #expect(throws: ResourceEditError.self) { try flow.insert(.string("B"), at: ["en", "T", "b"]) }
        #expect(!doc.hasChanges && !flow.hasChanges)
    }

    @Test func valuesReadBackForMoves() throws {
        let doc = try document(Self.twoSpaces)
        #expect(doc.value(at: ["en", "TaskViewModel", "tabs"]) == .strings(["All", "Mine"]))
        #expect(doc.value(at: ["en", "UserViewModel"]) == .mapping([("name", .string("Name"))]))
        #expect(doc.value(at: ["en", "Missing"]) == nil)
    }

    static let commentsEverywhere = """
        # file header

        en:   # the source locale
          # before the type
          T:
            # before a
            a: "A"  # after a
            # between a and list

            list: ["x", "y"]  # a flow sequence
            # before z
            z: "Z"
          # trailing comment of T
        # end of file
        """

    /// A comment belongs to the key right below it; one separated by a blank line stays.
    @Test func editsAmidCommentsLeaveEveryCommentInPlace() throws {
        var doc = try document(Self.commentsEverywhere)
        try doc.remove(["en", "T", "list"])
        try doc.insert(.string("M"), at: ["en", "T", "m"])
        try doc.setValue(.string("AA"), at: ["en", "T", "a"])
        #expect(
            doc.text == """
                # file header

                en:   # the source locale
                  # before the type
                  T:
                    # before a
                    a: "AA"  # after a
                    # between a and list

                    m: "M"
                    # before z
                    z: "Z"
                  # trailing comment of T
                # end of file
                """)
        #expect(doc.onlyEditedSpansChanged)
        #expect(
            catalogEntries(doc.text).entries == [
                "en T": "{a,m,z}", "en T.a": "AA", "en T.m": "M", "en T.z": "Z",
            ])
    }

    @Test func deletesAndRenamesInACRLFFile() throws {
        let crlf = "en:\r\n  T:\r\n    # about a\r\n    a: \"A\"\r\n    b: [\"1\", \"2\"]\r\n    c: \"C\"\r\n"
        var doc = try document(crlf)
        try doc.remove(["en", "T", "a"])
        try doc.renameKey(at: ["en", "T", "b"], to: "list")
        try doc.setValue(.strings(["1", "2", "3"]), at: ["en", "T", "list"])
        #expect(doc.text == "en:\r\n  T:\r\n    list: [\"1\", \"2\", \"3\"]\r\n    c: \"C\"\r\n")
        #expect(doc.onlyEditedSpansChanged)
        #expect(catalogEntries(doc.text).entries["en T.list"] == "[1|2|3]")
    }

    /// Lines of a value that start with `#` are its text, not a comment above the next key:
    /// a literal block's last line, a quoted scalar's continuation line.
    @Test(arguments: [
        "    a: |\n      one\n      # two\n",
        "    a: \"one\n      # two\"\n",
    ])
    func valueLinesStartingWithHashAreNotTheNextKeysComment(value: String) throws {
        let text = "en:\n  T:\n" + value + "    # about c\n    c: \"C\"\n"
        let before = catalogEntries(text).entries
        #expect(before["en T.a"]?.contains("# two") == true)

        var inserted = try document(text)
        try inserted.insert(.string("B"), at: ["en", "T", "b"])
        #expect(
            inserted.text
                == text.replacingOccurrences(of: "    # about c\n", with: "    b: \"B\"\n    # about c\n"))
        var batched = try document(text)
        #expect(
            batched.insert(contentsOf: [
                .init(.string("B"), at: ["en", "T", "b"]), .init(.string("B2"), at: ["en", "T", "b2"]),
            ]) == [nil, nil])
        #expect(catalogEntries(batched.text).entries["en T.a"] == before["en T.a"])
        #expect(catalogEntries(batched.text).entries["en T.b2"] == "B2")

        var removed = try document(text)
        try removed.remove(["en", "T", "c"])
        #expect(removed.text == text.replacingOccurrences(of: "    # about c\n    c: \"C\"\n", with: ""))
        #expect(catalogEntries(removed.text).entries["en T.a"] == before["en T.a"])
    }

    /// A key added after a block scalar that ends the file without a line break: the line
    /// break the new line needs would join the scalar's text, so its chomping becomes strip.
    @Test(arguments: [
        ("|", "|-"), (">", ">-"), ("|+", "|-"), ("|2", "|-2"), ("|2+", "|2-"), ("|-", "|-"),
        ("|  # note", "|-  # note"),
    ])
    func blockScalarEndingTheFileKeepsItsText(header: String, expected: String) throws {
        let text = "en:\n  T:\n    a: \(header)\n      one\n      two"
        let before = catalogEntries(text).entries["en T.a"]
        #expect(before == (header.hasPrefix(">") ? "one two" : "one\ntwo"))
        var inserted = try document(text)
        try inserted.insert(.string("B"), at: ["en", "T", "b"])
        #expect(inserted.text == "en:\n  T:\n    a: \(expected)\n      one\n      two\n    b: \"B\"\n")
        #expect(inserted.onlyEditedSpansChanged)
        #expect(catalogEntries(inserted.text).entries["en T.a"] == before)
        var batched = try document(text)
        _ = batched.insert(contentsOf: [
            .init(.string("B"), at: ["en", "T", "b"]), .init(.string("C"), at: ["en", "T", "c"]),
        ])
        #expect(batched.text == inserted.text + "    c: \"C\"\n")
        #expect(batched.onlyEditedSpansChanged)
    }
}
