import L10nCore
import L10nScanner
import Testing

/// Where Swift string literals spell a key's components (`SchemaItem.keyLiterals`): what an
/// editor renames and navigates from.
@Suite struct KeyLiteralTests {
    /// The text at each literal component's place in `source` is that component of the key.
    private func expectSpelled(
        _ result: ScanResult, in source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in result.schema.items {
            let components = (item.arrayKey ?? item.key).split(
                separator: ".", omittingEmptySubsequences: false)
            for literal in item.keyLiterals ?? [] {
                let line = Array(lines[literal.location.line - 1].unicodeScalars)
                for (index, component) in literal.components.enumerated() {
                    let start = literal.location.column - 1 + component.offset
                    let written = String(
                        String.UnicodeScalarView(line[start..<start + component.name.unicodeScalars.count]))
                    #expect(written == component.name, sourceLocation: sourceLocation)
                    #expect(
                        String(components[literal.firstComponent + index]) == component.name,
                        "\(item.key)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func rawKeysAndStoreLookupsAreSpelledFromTheirFirstComponent() {
        let source = """
            enum Texts {
                static let banner = LocalizableString.localized(.value(keys: "Common", "", "ban.ner"))
                static let plain: LocalizableRef = .value(key: "Common.plain")
                static let third = LocalizableString.localized(.arrayValue(key: "Common.steps", index: 3))
                static let menu = LocalizableArray<LocalizableString>.localized(key: "Commön.menu")
                static func probe(_ store: LocalizationStore) -> Bool { store.keyExists("Common.probe", locale: en) }
            }
            """
        let result = scan(source)
        #expect(result.diagnostics.isEmpty)
        let literals = Dictionary(
            uniqueKeysWithValues: result.schema.items.map { ($0.key, $0.keyLiterals ?? []) })
        #expect(
            literals["Common.ban.ner"]?.map {
                "\($0.text)@\($0.firstComponent) \($0.location.line):\($0.location.column)"
            }
                == ["Common@0 2:67", "ban.ner@1 2:81"])
        #expect(literals["Common.plain"]?.map(\.text) == ["Common.plain"])
        #expect(literals["Common.steps[3]"]?.map(\.text) == ["Common.steps"])
        #expect(literals["Commön.menu"]?.map(\.location.column) == [75])
        #expect(literals["Common.probe"]?.map(\.text) == ["Common.probe"])
        expectSpelled(result, in: source)
    }

    @Test func keysBuiltFromATypeAreSpelledAfterTheType() {
        let source = """
            struct SignUpForm {
                static let a = LocalizableString.localized(for: SignUpMessages.self, propertyName: "email", messageGroup: "errors", messageKey: "required")
                static let c = LocalizableString.localized(.init(for: Self.self, parentType: Page.self, propertyName: "heading"))
                static let d = LocalizableString.localized(.init(for: Self.self, parentKeys: ["", "hints"], propertyName: "first", index: 2))
                static let e = LocalizableRef(for: Self.self, parentType: nil, parentKeys: "x", "y", propertyName: "z", index: nil)
            }
            """
        let result = scan(source)
        #expect(result.diagnostics.isEmpty)
        let firsts = Dictionary(
            uniqueKeysWithValues: result.schema.items.map {
                ($0.key, ($0.keyLiterals ?? []).map(\.firstComponent))
            })
        #expect(firsts["SignUpMessages.email.errors.required"] == [1, 2, 3])
        #expect(firsts["Page.SignUpForm.heading"] == [2])
        #expect(firsts["SignUpForm.hints.first[2]"] == [1, 2])
        #expect(firsts["SignUpForm.x.y.z"] == [1, 2, 3])
        expectSpelled(result, in: source)
    }

    @Test func escapesAreKeptAsWrittenAndPropertiesSpellNothing() {
        let source = #"""
            struct Page {
                @LocalizedString var title
                static let tabbed = LocalizableString.localized(key: "Common.t\u{61}b")
                static let multiline = LocalizableString.localized(key: """
                    Common.long
                    """)
            }
            """#
        let result = scan(source)
        let byKey = Dictionary(uniqueKeysWithValues: result.schema.items.map { ($0.key, $0) })
        #expect(byKey["Page.title"]?.keyLiterals == nil)
        // Written with an escape: the text as written, which a rename then refuses to rewrite.
        #expect(byKey["Common.tab"]?.keyLiterals?.map(\.text) == [#"Common.t\u{61}b"#])
        #expect(byKey["Common.long"] != nil)
        #expect(byKey["Common.long"]?.keyLiterals == nil)
    }
}
