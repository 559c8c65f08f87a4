import L10nChecker
import L10nCore
import Testing

@Suite struct PluralRuleTests {
    @Test func russianNeedsOneFewManyOther() {
        let yaml = """
            en:
              T:
                files:
                  one: "%{count} file"
                  other: "%{count} files"
            ru:
              T:
                files:
                  one: "%{count} файл"
                  other: "%{count} файла"
            """
        let diagnostics = check(yaml, items: [property("T.files")])
        #expect(diagnostics.map(\.summary) == ["plural-missing-category T.yml:8:5"])
        #expect(
            diagnostics.first?.message
                == "plural mapping 'T.files' in locale 'ru' lacks 'few', 'many'; 'ru' uses the categories one, "
                + "few, many, other: add the missing variants")
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func arabicNeedsAllSixAndEnglishNeverSelectsFew() {
        let yaml = """
            en:
              T:
                files:
                  one: "%{count} file"
                  few: "%{count} files"
                  other: "%{count} files"
            ar:
              T:
                files:
                  zero: "لا ملفات"
                  one: "ملف واحد"
                  few: "%{count} ملفات"
                  many: "%{count} ملفًا"
            ar-EG:
              T:
                files:
                  zero: "لا ملفات"
                  one: "ملف واحد"
                  two: "ملفان"
                  few: "%{count} ملفات"
                  many: "%{count} ملفًا"
                  other: "%{count} ملف"
            """
        let diagnostics = check(yaml, items: [property("T.files")])
        #expect(
            diagnostics.map(\.summary)
                == [
                    "plural-missing-category T.yml:9:5", "plural-extra-category T.yml:5:7",
                ].sorted())
        let missing = diagnostics.with(.pluralMissingCategory)
        #expect(
            missing.first?.message.contains(
                "lacks 'two', 'other'; 'ar' uses the categories zero, one, two, few, many, other") == true)
        let extra = diagnostics.with(.pluralExtraCategory)
        #expect(
            extra.first?.message
                == "'few' of plural mapping 'T.files' is never selected in locale 'en', which uses one, other; "
                + "remove the variant")
        #expect(extra.first?.severity == .warning)
    }

    @Test func otherIsAlwaysRequired() {
        let yaml = """
            ja:
              T:
                files:
                  one: "ファイル"
            """
        let diagnostics = check(yaml, items: [property("T.files")], defaultLocale: "ja")
        #expect(
            diagnostics.map(\.summary) == [
                "plural-missing-category T.yml:3:5", "plural-extra-category T.yml:4:7",
            ])
        #expect(diagnostics.with(.pluralMissingCategory).first?.message.contains("lacks 'other'") == true)
    }
}
