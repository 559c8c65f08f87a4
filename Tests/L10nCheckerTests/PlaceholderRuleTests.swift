import L10nChecker
import L10nCore
import Testing

@Suite struct PlaceholderRuleTests {
    @Test func unknownPlaceholderIsReportedAtThePlaceholder() {
        let yaml = """
            en:
              T:
                welcome: "Hello %{name}, %{nmae}!"
            de:
              T:
                welcome: Hallo %{nmae} und %{nmae}
            """
        let items = [property("T.welcome", .subs, placeholders: ["name"])]
        let diagnostics = check(yaml, items: items).with(.placeholderUnknown)
        // Double-quoted: quote at column 14, '%' at offset 15. Plain: text at 14, offset 6.
        #expect(
            diagnostics.map(\.summary) == [
                "placeholder-unknown T.yml:3:30", "placeholder-unknown T.yml:6:20",
            ])
        #expect(
            diagnostics.first?.message
                == "'%{nmae}' in 'T.welcome', locale 'en', is not a substitution of property 'welcome' (it "
                + "substitutes %{name}); rename it or add the substitution in code")
    }

    @Test func unknownNeedsKnownSubstitutions() {
        let yaml = """
            en:
              T:
                welcome: "Hello %{whoever}"
            """
        #expect(check(yaml, items: [property("T.welcome", .subs)]).isEmpty)
    }

    @Test func unusedSubstitutionExceptCountInOneAndZeroVariants() {
        let yaml = """
            en:
              T:
                files:
                  one: "One file in %{folder}"
                  other: "%{count} files"
                name: "Hi"
            """
        let items = [
            property("T.files", .subs, placeholders: ["count", "folder"]),
            property("T.name", .subs, placeholders: ["name"]),
        ]
        let diagnostics = check(yaml, items: items).with(.placeholderUnused)
        #expect(
            diagnostics.map(\.summary) == ["placeholder-unused T.yml:5:14", "placeholder-unused T.yml:6:11"])
        #expect(
            diagnostics.first?.message
                == "'T.files' (variant 'other') in locale 'en' never uses %{folder}, which property 'files' "
                + "substitutes; add it to the text")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func driftAgainstTheDefaultLocaleWhenSubstitutionsAreUnknown() {
        let yaml = """
            en:
              T:
                welcome: "Hi %{name}"
            es:
              T:
                welcome: "Hola %{nombre}"
            de:
              T:
                welcome: "Hallo %{name}"
            """
        let diagnostics = check(yaml, items: [property("T.welcome")]).with(.placeholderDrift)
        #expect(diagnostics.map(\.summary) == ["placeholder-drift T.yml:6:14"])
        #expect(
            diagnostics.first?.message
                == "'T.welcome' in locale 'es' lacks %{name} and has %{nombre} compared with the default locale "
                + "'en' (%{name}); use the same placeholder names in every locale")
        #expect(diagnostics.first?.related.map(\.location.description) == ["T.yml:3:14"])
        // With the substitutions known, the same mistake is an unknown placeholder instead.
        let known = check(yaml, items: [property("T.welcome", .subs, placeholders: ["name"])])
        #expect(known.map(\.summary) == ["placeholder-unused T.yml:6:14", "placeholder-unknown T.yml:6:20"])
    }

    @Test func driftComparesAllPluralVariantsTogether() {
        let yaml = """
            en:
              T:
                files:
                  one: "One file"
                  other: "%{count} files"
            de:
              T:
                files:
                  one: "Eine Datei"
                  other: "%{anzahl} Dateien"
            """
        let diagnostics = check(yaml, items: [property("T.files")]).with(.placeholderDrift)
        #expect(diagnostics.map(\.summary) == ["placeholder-drift T.yml:8:5"])
    }

    @Test func malformedPlaceholdersAtTheirExactColumn() {
        let yaml = """
            en:
              T:
                a: "50%{ off"
                b: Hi %{} there
                c: "%{first name}"
                d: "Tab\\t%{x"
            """
        let items = ["T.a", "T.b", "T.c", "T.d"].map { property($0) }
        let diagnostics = check(yaml, items: items).with(.malformedPlaceholder)
        #expect(
            diagnostics.map(\.summary) == [
                "malformed-placeholder T.yml:3:11", "malformed-placeholder T.yml:4:11",
                "malformed-placeholder T.yml:5:9", "malformed-placeholder T.yml:6:8",
            ])
        #expect(
            diagnostics[0].message
                == "'T.a' in locale 'en': '%{' has no closing '}'; close the placeholder or write '%%' for a "
                + "literal percent sign")
        #expect(diagnostics[1].message.contains("'%{}' has no name"))
        #expect(diagnostics[2].message.contains("'%{first name}' is not a valid placeholder name"))
        // An escape before the placeholder: the scalar's start, with the offset in the message.
        #expect(diagnostics[3].message.hasPrefix("'T.d' in locale 'en' (at character 5 of the text): "))
    }
}
