import Testing

@testable import L10nYAML

/// YAML 1.1's typed plain scalars, recognized from their bytes: every boolean and null word of
/// the resolver's lists, and nothing that only starts like one (a key such as `title`, `one`).
@Suite struct YAML11ScalarClassifierTests {
    @Test(arguments: [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
        "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ])
    func booleanWords(_ word: String) {
        #expect(YAML11ScalarClassifier.kind(ofPlain: word) == .boolean)
    }

    @Test(arguments: [("", "null"), ("~", "null"), ("null", "null"), ("Null", "null"), ("NULL", "null")])
    func nullWords(_ word: String, _ kind: String) {
        #expect(YAML11ScalarClassifier.kind(ofPlain: word)?.rawValue == kind)
    }

    @Test(arguments: [
        "yES", "tRUE", "nULL", "nul", "Tru", "yess", "onn", "of", "title", "one", "other", "few", "two",
        "Off!",
        "no ", "falsey", "Nope", "O",
    ])
    func wordsThatOnlyStartLikeOne(_ word: String) {
        #expect(YAML11ScalarClassifier.kind(ofPlain: word) == nil)
    }

    @Test(arguments: [
        ("1", "integer"), ("-0x1F", "integer"), ("1.10", "float"), (".inf", "float"),
        ("2024-07-15", "timestamp"),
        ("1e3", "float"), ("12:30", "integer"),
    ])
    func numbersAndDates(_ text: String, _ kind: String) {
        #expect(YAML11ScalarClassifier.kind(ofPlain: text)?.rawValue == kind)
    }
}
