import L10nEditing
import Testing

/// `ResourceDocument.append(_:toListAt:column:)`: a locale added to `l10nc.yml`'s `locales:`,
/// at the top level or in a project, in the list's own style, every other byte kept.
@Suite struct ListAppendTests {
    @Test(
        "a flow list gains ', fr' before its bracket; a block list a '- fr' line at its indentation",
        arguments: [
            ("locales: [en, de]\n", 1, 10, "locales: [en, de, fr]\n"),
            (
                "locales: [en, de]  # required\nruntime: l10nc\n", 1, 10,
                "locales: [en, de, fr]  # required\nruntime: l10nc\n"
            ),
            ("locales: []\n", 1, 10, "locales: [fr]\n"),
            ("locales: [\"en\", 'de']\n", 1, 10, "locales: [\"en\", 'de', 'fr']\n"),
            (
                "locales:\n  - en\n  - de # German\nrules: {}\n", 2, 3,
                "locales:\n  - en\n  - de # German\n  - fr\nrules: {}\n"
            ),
            ("locales:\n- en\n- de", 2, 1, "locales:\n- en\n- de\n- fr\n"),
            (
                "projects:\n  - name: App\n    locales:\n      - en\n", 4, 7,
                "projects:\n  - name: App\n    locales:\n      - en\n      - fr\n"
            ),
        ])
    func appends(before: String, line: Int, column: Int, after: String) throws {
        var doc = try document(before, path: "l10nc.yml")
        try doc.append(["fr"], toListAt: line, column: column)
        #expect(doc.text == after)
        #expect(doc.onlyEditedSpansChanged)
        try doc.verify()
    }

    @Test("a text YAML 1.1 reads otherwise is quoted: Norwegian 'no' stays a locale")
    func quotesYAML11Words() throws {
        var doc = try document("locales: [en]\n", path: "l10nc.yml")
        try doc.append(["no"], toListAt: 1, column: 10)
        #expect(doc.text == "locales: [en, \"no\"]\n")
        try doc.verify()
    }

    @Test("no list at the position, or a list of more than texts, is refused and changes nothing")
    func refuses() throws {
        var doc = try document("locales: [en]\nrules: [{a: b}]\n", path: "l10nc.yml")
        #expect(throws: ResourceEditError.keyNotFound(path: "l10nc.yml", key: "the list at 1:1")) {
            try doc.append(["fr"], toListAt: 1, column: 1)
        }
        #expect(throws: ResourceEditError.self) { try doc.append(["fr"], toListAt: 2, column: 8) }
        #expect(!doc.hasChanges)
    }
}
