import L10nChecker
import L10nCore
import Testing

@Suite struct OrphanKeyRuleTests {
    @Test func reportsTheHighestOrphanNodeOncePerLocale() {
        let yaml = """
            en:
              T:
                title: "Title"
                old: "Old"
                aField:
                  title: "A"
                  gone:
                    deep: "x"
                files:
                  one: "1 file"
                  other: "%{count} files"
              Removed:
                a: "x"
                b: "y"
            de:
              Removed:
                a: "x"
            """
        let items = [property("T.title"), property("T.aField.title"), property("T.files")]
        let diagnostics = check(yaml, items: items).with(.orphanKey)
        #expect(
            diagnostics.map(\.summary) == [
                "orphan-key T.yml:4:5", "orphan-key T.yml:7:7", "orphan-key T.yml:12:3",
                "orphan-key T.yml:16:3",
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            diagnostics[0].message
                == "'T.old' in locale 'en' is not needed by any property; delete it, or fix its spelling to "
                + "match the property")
        #expect(diagnostics[1].message.hasPrefix("'T.aField.gone' in locale 'en'"))
        #expect(
            diagnostics[2].message
                == "type 'Removed' in locale 'en' has no localized property in the scanned sources; delete it, "
                + "or fix the type name")
        #expect(diagnostics[3].message.hasPrefix("type 'Removed' in locale 'de'"))
    }

    @Test func compoundPatternsSeparatorsAndArraysAreNeeded() {
        let yaml = """
            en:
              T:
                sep: " "
                fullName: "%{first} %{last}"
                pieces: ["a", "b"]
                first: "F"
                last: "L"
            """
        let items = [
            property("T.first"), property("T.last"),
            property(
                "T.fullName", .compound,
                pieces: [
                    CompoundPiece(name: "first", key: "T.first"), CompoundPiece(name: "last", key: "T.last"),
                ],
                separatorKey: "T.sep"),
            property("T.pieces[1]", .element, name: "second", arrayKey: "T.pieces", index: 1),
        ]
        #expect(check(yaml, items: items).isEmpty)
    }
}

/// A key read directly from FOSMVVM's store is used (no `orphan-key`), but not required (no
/// `missing-key` when it is absent: code may probe for a key on purpose).
@Suite struct StoreLookupCheckTests {
    static func lookup(_ key: String) -> SchemaItem {
        SchemaItem(
            key: key, kind: .storeLookup, typeName: String(key.prefix { $0 != "." }), propertyName: key,
            location: SourceLocation(file: "StoreTests.swift", line: 3, column: 17), isRawKey: true)
    }

    @Test func lookedUpKeysAreNotOrphansAndAbsentOnesAreNotMissing() {
        let yaml = """
            en:
              int: 1
              nested:
                inner: "x"
              carHood: "hood"
              unused: "y"
            """
        let items = [
            Self.lookup("int"), Self.lookup("nested.inner"), Self.lookup("carHood"),
            Self.lookup("Unknown.key"),
        ]
        for runtime in [ServingRuntime.fosmvvm, .l10nc] {
            let diagnostics = check(yaml, items: items, runtime: runtime)
            #expect(diagnostics.with(.orphanKey).map(\.summary) == ["orphan-key T.yml:6:3"])
            #expect(diagnostics.with(.missingKey) == [])
            // A value read through the store API is not read as text.
            #expect(diagnostics.filter { $0.rule.rawValue == "value-not-text" } == [])
        }
    }
}
