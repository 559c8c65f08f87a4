import L10nChecker
import L10nCore
import Testing

/// Rules under `runtime: fosmvvm`: findings are what FOSMVVM's YAML store
/// (`YamlLocalizationStore.swift`, `Localizer.swift`, `LocalizableRef.swift`) would serve wrong,
/// and nothing else. Each test has its own fixture, written in FOSMVVM's resource forms.
@Suite("Serving under FOSMVVM")
struct FOSMVVMServingTests {
    private func fosmvvm(
        _ yaml: String, path: String = "T.yml", items: [SchemaItem], locales: [String]? = nil
    ) -> [Diagnostic] {
        check(yaml, path: path, items: items, locales: locales, runtime: .fosmvvm)
    }

    // MARK: value-not-text

    @Test("a plain value Yams types is an error; quoted, block and Yams-string spellings are not")
    func valueNotText() {
        let yaml = """
            en:
              T:
                answer: no
                count: 007
                ratio: 1.10
                nothing: ~
                day: 2024-07-15
                quoted: "no"
                block: |
                  yes
                letter: y
                huge: 123456789012345678901234567890
                merge: <<
                empty:
            """
        let items = [
            "answer", "count", "ratio", "nothing", "day", "quoted", "block", "letter", "huge", "merge",
            "empty",
        ].map { property("T." + $0) }
        let found = fosmvvm(yaml, items: items).with(.valueNotText)
        #expect(
            found.map(\.summary) == [
                "value-not-text T.yml:3:13", "value-not-text T.yml:4:12", "value-not-text T.yml:5:12",
                "value-not-text T.yml:6:14", "value-not-text T.yml:7:10", "value-not-text T.yml:14:11",
            ])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found[0].message.contains("Yams reads as a boolean"))
        #expect(found[0].fixIt == "\"no\"")
        #expect(found[3].message.contains("skips the key"))
        #expect(found[4].message.contains("a date"))
    }

    @Test("a typed array item is dropped and shifts later indexes; a key spelled `no:` is not reported")
    func arrayItemDropped() {
        let yaml = """
            en:
              T:
                tabs: ["One", 2, "Three"]
                no: "Nein"
            """
        let items = [property("T.tabs", .array), property("T.no")]
        let found = fosmvvm(yaml, items: items)
        #expect(found.map(\.summary) == ["value-not-text T.yml:3:19"])
        #expect(found[0].message.contains("element 1 of 'T.tabs'"))
        #expect(found[0].message.contains("moves down one index"))
    }

    @Test("an array of only nulls and dates makes FOSMVVM's store throw; one of only numbers serves nothing")
    func arraysWithoutText() {
        let yaml = """
            en:
              T:
                days: [~, 2024-07-15]
                counts: [1, 2]
            """
        let items = [property("T.days", .array), property("T.counts", .array)]
        let found = fosmvvm(yaml, items: items).with(.valueNotText)
        #expect(found.count == 4)
        #expect(found.filter { $0.message.contains("throws a typeError") }.count == 2)
        #expect(found.filter { $0.message.contains("serves no strings") }.count == 2)
    }

    @Test("under runtime: l10nc no value-not-text finding is made")
    func l10ncKeepsText() {
        let found = check("en:\n  T:\n    answer: no\n", items: [property("T.answer")], runtime: .l10nc)
        #expect(found.with(.valueNotText).isEmpty)
    }

    // MARK: resource-not-loaded

    @Test("a .yaml or .YML file with locales is never loaded by FOSMVVM; a .yml file is")
    func resourceNotLoaded() {
        let files = [
            ("A.yaml", "en:\n  T:\n    a: \"A\"\n"), ("B.YML", "en:\n  T:\n    b: \"B\"\n"),
            ("C.yml", "en:\n  T:\n    c: \"C\"\n"), ("D.yaml", "# nothing here\n"),
        ]
        let items = ["a", "b", "c"].map { property("T." + $0) }
        let found = check(files: files, items: items, runtime: .fosmvvm).with(.resourceNotLoaded)
        #expect(found.map(\.summary) == ["resource-not-loaded A.yaml:1:1", "resource-not-loaded B.YML:1:1"])
        #expect(found[0].message.contains("rename it to 'A.yml'"))
        #expect(found[1].message.contains("rename it to 'B.yml'"))
        #expect(check(files: files, items: items, runtime: .l10nc).with(.resourceNotLoaded).isEmpty)
    }

    // MARK: Trimming

    @Test("a whitespace-only string is empty as FOSMVVM serves it; a whitespace array item is not trimmed")
    func whitespaceOnlyIsEmpty() {
        let yaml = """
            en:
              T:
                title: "   "
                tabs: ["  "]
            """
        let items = [property("T.title"), property("T.tabs", .array)]
        #expect(fosmvvm(yaml, items: items).with(.emptyValue).map(\.summary) == ["empty-value T.yml:3:12"])
        #expect(check(yaml, items: items, runtime: .l10nc).with(.emptyValue).isEmpty)
    }

    @Test("a compound separator with outer spaces is reported: FOSMVVM joins with the trimmed text")
    func separatorTrimmed() {
        let yaml = """
            en:
              T:
                pieces: ["Ada", "Lovelace"]
                sep: " | "
                note: " Hi "
                plainNote: Hi
            """
        let items = [
            property("T.pieces", .array),
            property(
                "T.full", .compound, pieces: [CompoundPiece(name: "pieces", key: "T.pieces")],
                separatorKey: "T.sep"),
            property("T.note"), property("T.plainNote"),
        ]
        let found = fosmvvm(yaml, items: items).with(.valueTrimmed)
        #expect(found.map(\.summary) == ["value-trimmed T.yml:4:10", "value-trimmed T.yml:5:11"])
        #expect(found[0].message.contains("joined with '|'"))
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(check(yaml, items: items, runtime: .l10nc).with(.valueTrimmed).isEmpty)
    }

    @Test("'%%' is reported under FOSMVVM, which serves it as written; l10nc reads it as one '%'")
    func percentEscape() {
        let yaml = """
            en:
              T:
                sale: "50%% off"
                greeting: "Hi %{name}, 10%% more"
                plain: "100% sure"
                steps: ["a", "b %% c"]
            """
        let items = [
            property("T.sale"), property("T.greeting", .subs), property("T.plain"),
            property("T.steps", .array),
        ]
        let found = fosmvvm(yaml, items: items).with(.percentEscape)
        #expect(
            found.map(\.summary) == [
                "percent-escape T.yml:3:11", "percent-escape T.yml:4:15", "percent-escape T.yml:6:18",
            ])
        #expect(found[0].message.contains("users will see '50%% off'"))
        #expect(found[2].message.contains("(element 1)"))
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(check(yaml, items: items, runtime: .l10nc).with(.percentEscape).isEmpty)
    }

    // MARK: Shapes

    @Test("a scalar under @LocalizedStrings is a one-element array to FOSMVVM; read by index it is blank")
    func scalarAsArray() {
        let yaml = """
            en:
              T:
                tabs: "Only"
                titles: "Single"
            """
        let items = [
            property("T.tabs", .array),
            property("T.titles[0]", .element, name: "first", arrayKey: "T.titles", index: 0),
        ]
        let found = fosmvvm(yaml, items: items).with(.shapeMismatch)
        #expect(found.map(\.summary) == ["shape-mismatch T.yml:4:5"])
        #expect(found[0].message.contains("reads element 0"))
        #expect(check(yaml, items: items, runtime: .l10nc).with(.shapeMismatch).count == 2)
    }

    @Test("a plural mapping is an error under FOSMVVM, which has no plurals; no plural rule fires")
    func pluralMappingUnderFOSMVVM() {
        let yaml = """
            en:
              T:
                files:
                  one: "One file"
                  other: "%{count} files"
            """
        let items = [property("T.files", .subs, placeholders: ["count"])]
        let found = fosmvvm(yaml, items: items)
        #expect(found.map(\.summary) == ["shape-mismatch T.yml:3:5"])
        #expect(found[0].message.contains("FOSMVVM has no plurals"))
        #expect(check(yaml, items: items, runtime: .l10nc).isEmpty)
    }

    @Test("an index past the items FOSMVVM keeps is reported with the dropped count")
    func indexAfterDroppedItems() {
        let yaml = "en:\n  T:\n    titles: [\"A\", 2]\n"
        let items = [property("T.titles[1]", .element, name: "second", arrayKey: "T.titles", index: 1)]
        let found = fosmvvm(yaml, items: items).with(.shapeMismatch)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("drops its 1 non-text item(s)") == true)
    }

    // MARK: Plain keys spelled like plural categories

    @Test("parent keys and property names spelled `one`/`other` are plain keys in both runtimes")
    func categoryNamedKeys() {
        let yaml = """
            en:
              T:
                count:
                  one: "First"
                  other: "Second"
            """
        let items = [property("T.count.one"), property("T.count.other")]
        #expect(fosmvvm(yaml, items: items).isEmpty)
        #expect(check(yaml, items: items, runtime: .l10nc).isEmpty)
    }

    // MARK: file-type-mismatch

    @Test("file-type-mismatch is not reported under FOSMVVM, whose store merges every file")
    func fileTypeMismatchOff() {
        let files = [
            ("T.yml", "en:\n  T:\n    a: \"A\"\n  U:\n    b: \"B\"\n")
        ]
        let items = [property("T.a"), property("U.b")]
        #expect(check(files: files, items: items, runtime: .fosmvvm).with(.fileTypeMismatch).isEmpty)
        #expect(check(files: files, items: items, runtime: .l10nc).with(.fileTypeMismatch).count == 1)
    }

    // MARK: placeholder-unused

    @Test("a substitutions member shared by several properties is judged by all of them together")
    func sharedSubstitutions() {
        let yaml = """
            en:
              T:
                first: "Hi %{a}"
                second: "Bye %{b}"
                third: "No subs here"
            """
        func subs(_ name: String, line: Int, member: String) -> SchemaItem {
            var item = property("T." + name, .subs, line: line, placeholders: ["a", "b", "c"])
            item.substitutionsMember = member
            return item
        }
        let shared = [subs("first", line: 10, member: "subs"), subs("second", line: 11, member: "subs")]
        let found = fosmvvm(yaml, items: shared).with(.placeholderUnused)
        #expect(found.map(\.summary) == ["placeholder-unused T.yml:3:12"])
        #expect(found[0].message.contains("%{c}"))
        #expect(!found[0].message.contains("%{a}"))

        // Without the shared member, each property is judged alone.
        var alone = shared
        alone[0].substitutionsMember = nil
        alone[1].substitutionsMember = nil
        #expect(fosmvvm(yaml, items: alone).with(.placeholderUnused).count == 2)
    }
}
