import L10nChecker
import L10nCore
import Testing

@Suite struct ValueRuleTests {
    let nameItems = [
        property("T.firstName"), property("T.lastName"),
        property(
            "T.fullName", .compound, line: 12,
            pieces: [
                CompoundPiece(name: "firstName", key: "T.firstName"),
                CompoundPiece(name: "lastName", key: "T.lastName"),
            ],
            separatorKey: "T.sep"),
    ]

    @Test func compoundPatternMayNameOnlyItsPieces() {
        let yaml = """
            en:
              T:
                firstName: "First"
                lastName: "Last"
                sep: " "
            ja:
              T:
                firstName: "名"
                lastName: "姓"
                sep: ""
                fullName: "%{lastName}%{given}"
            """
        let diagnostics = check(yaml, items: nameItems)
        #expect(diagnostics.map(\.summary) == ["compound-unknown-piece T.yml:11:27"])
        #expect(
            diagnostics.first?.message
                == "the 'ja' pattern of compound 'fullName' names '%{given}', which is not one of its pieces "
                + "(%{firstName}, %{lastName}); fix the name or add the piece in code")
        #expect(diagnostics.first?.related.map(\.location.description) == ["T.swift:12:5"])
    }

    @Test func compoundSeparatorAndPiecesMustExist() {
        let yaml = """
            en:
              T:
                firstName: "First"
            """
        let items = [
            property(
                "T.fullName", .compound, line: 12,
                pieces: [CompoundPiece(name: "firstName", key: "T.firstName")], separatorKey: "T.sep")
        ]
        let diagnostics = check(yaml, items: items)
        #expect(diagnostics.map(\.summary) == ["missing-key T.swift:12:5"])
        #expect(diagnostics.first?.message.hasPrefix("'T.sep', needed by property 'fullName'") == true)
    }

    @Test func emptyValues() {
        let yaml = """
            en:
              T:
                title: ""
                tabs: ["A", ""]
            """
        let diagnostics = check(yaml, items: [property("T.title"), property("T.tabs", .array)])
        #expect(diagnostics.map(\.summary) == ["empty-value T.yml:3:12", "empty-value T.yml:4:17"])
        #expect(
            diagnostics.first?.message
                == "'T.title' in locale 'en' is empty, so users see nothing; write the text, or delete the key to "
                + "fall back")
        #expect(diagnostics.last?.message.hasPrefix("'T.tabs' (element 1) in locale 'en' is empty") == true)
    }

    let untranslatedYAML = """
        en:
          T:
            title: "Dashboard"
            sign: "%{count}"
        de:
          T:
            title: "Dashboard"
            sign: "%{count}"
        en-GB:
          T:
            title: "Dashboard"
            sign: "%{count}"
        """

    @Test func untranslatedIsOffByDefault() {
        #expect(check(untranslatedYAML, items: [property("T.title"), property("T.sign")]).isEmpty)
    }

    @Test func untranslatedWhenEnabledSkipsSameLanguageAndTextsWithoutLetters() {
        let diagnostics = check(
            untranslatedYAML, items: [property("T.title"), property("T.sign")],
            severities: [.untranslated: .note])
        #expect(diagnostics.map(\.summary) == ["untranslated T.yml:7:12"])
        #expect(diagnostics.first?.severity == .note)
        #expect(
            diagnostics.first?.message
                == "'T.title' in locale 'de' is identical to the 'en' text; translate it, or ignore the finding "
                + "if the word is the same")
    }

    @Test func fileNamedAfterATypeDefiningAnotherType() {
        let files = [
            (
                path: "Res/T.yml",
                text: """
                en:
                  T:
                    title: "x"
                  U:
                    a: "y"
                """
            ),
            (
                path: "Res/shared/Localizable.yml",  // read after Res/T.yml: lowercase sorts after uppercase
                text: """
                en:
                  U:
                    b: "z"
                  T:
                    other: "w"
                """
            ),
        ]
        let items = [property("T.title"), property("T.other"), property("U.a"), property("U.b")]
        let diagnostics = check(files: files, items: items)
        #expect(diagnostics.map(\.summary) == ["file-type-mismatch Res/T.yml:4:3"])
        #expect(
            diagnostics.first?.message
                == "'T.yml' defines keys of type 'U'; move them to U.yml, where they are looked for")
    }

    @Test func fileTypeMismatchInALaterFileIsAtItsFirstKeyOfThatType() {
        let files = [
            // Files are read in path order: A/U.yml opens U before B/T.yml does.
            (path: "A/U.yml", text: "en:\n  U:\n    a: \"y\"\n"),
            (path: "B/T.yml", text: "en:\n  T:\n    title: \"x\"\n  U:\n    b: \"z\"\n"),
        ]
        let diagnostics = check(files: files, items: [property("T.title"), property("U.a"), property("U.b")])
        #expect(diagnostics.map(\.summary) == ["file-type-mismatch B/T.yml:5:5"])
    }
}
