import L10nCore
import L10nScanner
import Testing

/// `constant-placeholder`: constant texts with `%{name}` that FOSMVVM serves unfilled, found
/// where the code builds them (`LocalizableSubstitutions.encode(to:)` writes a constant base as
/// it is; `Localizer` inserts a constant value as it is).
@Suite struct ConstantPlaceholderTests {
    /// `line:column role-word` of each `constant-placeholder` finding, sorted.
    static func findings(_ result: ScanResult) -> [String] {
        result.diagnostics.filter { $0.rule == .constantPlaceholder }.sorted().map {
            let role = $0.message.hasPrefix("the substitution") ? "value" : "base"
            return "\($0.location.line):\($0.location.column) \(role)"
        }
    }

    @Test func aConstantBaseOfStoredSubstitutionsIsReportedWhereItIsBuilt() {
        let result = scan(
            """
            import FOSMVVM

            @ViewModel struct GreetingViewModel {
                let greeting = LocalizableString.constant("Hi %{name}").bind(substitutions: ["name": LocalizableString.constant("Ada")])
                let other = LocalizableSubstitutions(baseString: .constant("Bye %{name}"), substitutions: [:])
                let short: LocalizableSubstitutions
                let nested: CardViewModel

                init(count: Int) {
                    self.short = .constant("%{a} and %{b}").bind(substitutions: ["a": LocalizableInt(value: count)])
                    nested = CardViewModel(title: .constant("%{n} cards").bind(substitutions: ["n": LocalizableInt(value: count)]))
                }
            }
            """)
        #expect(Self.findings(result) == ["4:20 base", "5:54 base", "10:22 base", "11:39 base"])
        let first = result.diagnostics.first { $0.rule == .constantPlaceholder }
        #expect(
            first?.message.hasPrefix(
                "the base of these substitutions is the constant \"Hi %{name}\": FOSMVVM encodes a constant base as "
                    + "it is written") == true, "\(first?.message ?? "")")
        #expect(first?.severity == .error)
    }

    @Test func aConstantValueWithPlaceholdersIsReportedInACallsOrALocalizedSubsDictionary() {
        let result = scan(
            """
            import FOSMVVM

            @ViewModel struct CardViewModel {
                @LocalizedSubs(substitutions: \\.subs) var welcome
                @LocalizedSubs(substitutions: \\.assigned) var farewell
                private var subs: [String: any Localizable] {
                    ["name": LocalizableString.constant("%{first} %{last}"), "first": LocalizableString.constant(first)]
                }
                private let assigned: [String: LocalizableString]

                init() {
                    self.assigned = ["who": .constant("Dr. %{last}")]
                }

                let inline = LocalizableString.localized(key: "Card.inline").bind(substitutions: ["x": .constant("%{y}")])
            }
            """)
        #expect(Self.findings(result) == ["7:18 value", "12:33 value", "15:92 value"])
        let value = result.diagnostics.first { $0.rule == .constantPlaceholder }
        #expect(
            value?.message.hasPrefix("the substitution 'name' is the constant \"%{first} %{last}\"") == true)
    }

    @Test func nothingElseIsReported() {
        let result = scan(
            """
            import FOSMVVM

            struct Quiet {
                // A constant without placeholders, interpolation, a localized base, a constant never substituted.
                let a = LocalizableString.constant("Hi").bind(substitutions: ["name": LocalizableString.constant("x")])
                let b = LocalizableString.constant("Hi \\(name) %{x}").bind(substitutions: [:])
                let c = LocalizableString.localized(key: "Quiet.c").bind(substitutions: ["n": LocalizableInt(value: 2)])
                let d = LocalizableString.constant("100%{ off")
                let e = LocalizableString.constant("%{raw}")
                let f = ["k": LocalizableString.constant("%{not substitutions}")]
                let name = "n"

                // Read in code, not encoded: `localizedString` fills a constant base.
                var computed: LocalizableSubstitutions {
                    LocalizableString.constant("Hi %{name}").bind(substitutions: ["name": LocalizableString.constant(name)])
                }
                func text() throws -> String {
                    let composed = LocalizableString.constant("Failed: %{error}").bind(substitutions: ["error": LocalizableString.constant("x")])
                    var local = LocalizableString.constant("%{a}").bind(substitutions: [:])
                    local = LocalizableString.constant("%{b}").bind(substitutions: [:])
                    return try composed.localizedString + local.localizedString
                }
                let lazyBuilt: () -> LocalizableSubstitutions = { LocalizableString.constant("%{c}").bind(substitutions: [:]) }
            }
            """)
        #expect(Self.findings(result) == [])
    }
}
