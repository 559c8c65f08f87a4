import L10nCore
import L10nScanner
import Testing

@Suite struct ExtractDocumentTests {
    private let result = scan(
        """
        struct T {
            @LocalizedSubs(substitutions: \\.subs) var welcome
            @LocalizedString(propertyName: "pieces", index: 1) var second
            @LocalizedString(parentKeys: group) var broken
            var subs: [String: Int] { ["name": 1] }
        }
        """)

    @Test func jsonHasTheFlatKeyListTypesAndDiagnostics() throws {
        let json = try ExtractDocument(result).json()
        #expect(
            json == """
                {
                  "diagnostics" : [
                    {
                      "column" : 34,
                      "file" : "T.swift",
                      "line" : 4,
                      "message" : "`parentKeys:` is not a string literal, so the key of `T.broken` cannot be known without running the code and is not checked; write the argument as a literal",
                      "rule" : "source-unresolved-key",
                      "severity" : "warning"
                    }
                  ],
                  "keys" : [
                    {
                      "arrayKey" : "T.pieces",
                      "column" : 60,
                      "file" : "T.swift",
                      "index" : 1,
                      "key" : "T.pieces[1]",
                      "kind" : "element",
                      "line" : 3,
                      "placeholders" : null,
                      "property" : "second",
                      "requiredKey" : "T.pieces",
                      "type" : "T"
                    },
                    {
                      "column" : 47,
                      "file" : "T.swift",
                      "key" : "T.welcome",
                      "kind" : "subs",
                      "line" : 2,
                      "placeholders" : [
                        "name"
                      ],
                      "property" : "welcome",
                      "requiredKey" : "T.welcome",
                      "type" : "T"
                    }
                  ],
                  "localizedFiles" : [
                    "T.swift"
                  ],
                  "scannedFiles" : [
                    "T.swift"
                  ],
                  "types" : [
                    {
                      "files" : [
                        "T.swift"
                      ],
                      "keys" : [
                        "T.pieces[1]",
                        "T.welcome"
                      ],
                      "name" : "T"
                    }
                  ],
                  "version" : 1
                }

                """)
    }

    @Test func textIsOneAlignedLinePerKeyAndASummary() {
        #expect(
            ExtractDocument(result).text() == """
                T.pieces[1]  element  T.swift:3:60
                T.welcome    subs     T.swift:2:47  placeholders: name
                2 keys in 1 type, from 1 of 1 parsed file

                """)
    }
}
