import L10nYAML
import Testing

/// `YamsScalarResolver` against Yams 6.2.2's `Resolver.default` and `Constructor.default`
/// (the Yams FOSMVVM pins): which plain scalars FOSMVVM's store gets as something other than
/// a `String`.
@Suite("Yams scalar types")
struct YamsScalarResolverTests {
    @Test(
        "non-string plain scalars",
        arguments: [
            ("yes", .boolean), ("No", .boolean), ("OFF", .boolean), ("true", .boolean),
            ("0", .integer), ("007", .integer), ("-42", .integer), ("1_000", .integer), ("0x1F", .integer),
            ("0b101", .integer), ("0o17", .integer), ("1:30", .integer),
            ("1.10", .float), ("08", .float), ("1e5", .float), (".5", .float), (".inf", .float),
            ("-.Inf", .float),
            (".NaN", .float),
            ("", .null), ("~", .null), ("null", .null), ("NULL", .null),
            ("2024-07-15", .date), ("2024-7-5 10:00:00", .date), ("2024-07-15T10:00:00Z", .date),
        ] as [(String, YamsScalarResolver.ScalarType)])
    func typed(_ text: String, _ type: YamsScalarResolver.ScalarType) {
        #expect(YamsScalarResolver.type(ofPlain: text) == type)
    }

    @Test(
        "strings to Yams, though YAML 1.1 types some of them",
        arguments: [
            "y", "n", "Y", "N", "yEs", "nULL", "<<", "=", "Hello", "1.2.3", "12345678901234567890", "0x", "+",
            "-", ".", "2024-07", "1:2:3:x", "~x", "no way", "v1.0",
        ])
    func strings(_ text: String) {
        #expect(YamsScalarResolver.type(ofPlain: text) == nil)
    }
}
