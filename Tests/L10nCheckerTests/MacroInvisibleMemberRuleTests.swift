import L10nChecker
import L10nCore
import Testing

/// `macro-invisible-member`: reported under `runtime: fosmvvm` only, at the member.
@Suite struct MacroInvisibleMemberRuleTests {
    private static let yaml = """
        en:
          T:
            banner: "Banner"
            title: "Title"
        """

    private static var items: [SchemaItem] {
        var hidden = property("T.banner", line: 4)
        hidden.macroInvisibility = MacroInvisibility(macro: "ViewModel", reason: .conditionalMember)
        var qualified = property("T.title", line: 6, name: "headline")
        qualified.macroInvisibility = MacroInvisibility(
            macro: "ViewModel", reason: .qualifiedAttribute, attribute: "FOSMVVM.LocalizedString")
        return [hidden, qualified, property("T.title", line: 2)]
    }

    private static func run(_ runtime: ServingRuntime) -> [Diagnostic] {
        let (catalog, _) = makeCatalog([("T.yml", yaml)])
        let configuration = CheckConfiguration(defaultLocale: locale("en"), runtime: runtime)
        return Checker(configuration: configuration, localeData: testLocaleData)
            .check(schema: Schema(items: items), catalog: catalog)
            .filter { $0.rule == .macroInvisibleMember }
    }

    @Test func reportsEachInvisibleMemberAsAnErrorUnderFOSMVVM() {
        let findings = Self.run(.fosmvvm)
        #expect(findings.map(\.location.line) == [4, 6])
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings[0].message.contains("`T.banner` is declared inside `#if`"))
        #expect(findings[1].message.contains("`@FOSMVVM.LocalizedString`"))
        #expect(findings[1].message.contains("write `@LocalizedString`"))
    }

    @Test func silentUnderL10ncRuntime() {
        #expect(Self.run(.l10nc).isEmpty)
    }
}
