import L10nChecker
import L10nCore
import L10nRuntime
import Testing

/// `localePolicy:`: required and advisory locales, and `minCoverage`.
@Suite struct LocalePolicyTests {
    static let yaml = """
        en:
          T:
            a: "A"
            b: "B"
            c: "C"
            d: "D"
        de:
          T:
            a: "A-de"
            b: "B-de"
            c: "C-de"
        fr:
          T:
            a: "A-fr"
        """
    static let items = [
        property("T.a", line: 1), property("T.b", line: 2), property("T.c", line: 3),
        property("T.d", line: 4),
    ]

    static func run(_ policies: [String: LocalePolicy]) -> [Diagnostic] {
        let (catalog, _) = makeCatalog([("T.yml", yaml)])
        var configuration = CheckConfiguration(defaultLocale: locale("en"))
        configuration.localePolicies = Dictionary(
            uniqueKeysWithValues: policies.map { (locale($0.key), $0.value) })
        return Checker(configuration: configuration, localeData: testLocaleData)
            .check(schema: Schema(items: items), catalog: catalog)
    }

    static let policyLocation = SourceLocation(file: "l10nc.yml", line: 3, column: 3)

    @Test func parsesPoliciesAndReportsBadOnes() {
        let text = """
            localePolicy:
              de: required
              fr: {policy: advisory, minCoverage: 90%}
              ja:
                policy: advisory
                minCoverage: 0.5
              it: sometimes
              es: {policy: advisory, minCoverage: 150%}
            """
        let result = ProjectConfiguration.parse(bytes: Array(text.utf8), path: "l10nc.yml")
        let policies = result.configuration.localePolicies
        #expect(policies[locale("de")]?.level == .required)
        #expect(policies[locale("fr")]?.level == .advisory)
        #expect(policies[locale("fr")]?.minCoverage == 0.9)
        #expect(policies[locale("ja")]?.minCoverage == 0.5)
        #expect(policies[locale("fr")]?.location == SourceLocation(file: "l10nc.yml", line: 3, column: 3))
        #expect(policies[locale("it")] == nil)
        #expect(result.diagnostics.map(\.location.line) == [7, 8])
        #expect(result.diagnostics.allSatisfy { $0.rule == .invalidConfig })
        #expect(result.configuration.checkConfiguration.localePolicies == policies)
    }

    @Test func requiredLocalesFailAdvisoryOnesWarn() {
        let diagnostics = Self.run(["fr": LocalePolicy(level: .advisory, location: Self.policyLocation)])
            .with(.missingKey)
        // T.d: de (required) and fr (advisory) each get their finding.
        let d = diagnostics.filter { $0.location.line == 4 }
        #expect(d.count == 2)
        #expect(d.first { $0.message.contains("is missing in locale 'de'") }?.severity == .error)
        #expect(d.first { $0.message.contains("is missing in advisory locale 'fr'") }?.severity == .warning)
        // T.b and T.c: only fr lacks them, so only warnings.
        #expect(
            diagnostics.filter { $0.location.line == 2 || $0.location.line == 3 }.allSatisfy {
                $0.severity == .warning
            })
    }

    @Test func theDefaultLocaleIsAlwaysRequired() {
        let diagnostics = Self.run(["en": LocalePolicy(level: .advisory, location: Self.policyLocation)])
        #expect(!diagnostics.contains { $0.message.contains("advisory locale 'en'") })
    }

    @Test func coverageBelowTheThresholdFails() {
        // fr translates 1 of 4 keys (25%); de 3 of 4 (75%).
        let failing = Self.run([
            "fr": LocalePolicy(level: .advisory, minCoverage: 0.3, location: Self.policyLocation),
            "de": LocalePolicy(level: .required, minCoverage: 0.75, location: Self.policyLocation),
        ]).with(.localeCoverage)
        #expect(failing.count == 1)
        #expect(failing.first?.severity == .error)
        #expect(
            failing.first?.message
                == "locale 'fr' translates 1 of the 4 needed keys (25.0%), below its minCoverage of 30.0%; "
                + "translate 1 more, or lower minCoverage")
        #expect(failing.first?.location == Self.policyLocation)
        let passing = Self.run([
            "fr": LocalePolicy(level: .advisory, minCoverage: 0.25, location: Self.policyLocation)
        ])
        #expect(passing.with(.localeCoverage).isEmpty)
    }
}
